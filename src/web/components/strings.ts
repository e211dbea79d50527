import { defineStrings } from "../i18n/define";

/** Strings of the shared presentational parts (rows, dialogs, skeletons). */
export const componentStrings = defineStrings({
  EN: {
    scrollBack: "Show previous titles",
    scrollForward: "Show more titles",
    posterMissing: "Poster unavailable",
  },
  AR: {
    scrollBack: "عرض العناوين السابقة",
    scrollForward: "عرض المزيد من العناوين",
    posterMissing: "الملصق غير متاح",
  },
  spanish: {
    scrollBack: "Ver títulos anteriores",
    scrollForward: "Ver más títulos",
    posterMissing: "Póster no disponible",
  },
});
