import { defineStrings } from "../../i18n/define";

/** The menu button on each poster card (its items are the rating words of `tasteStrings` and My List's). */
export const cardMenuStrings = defineStrings({
  EN: { menuFor: "Rate or save {title}" },
  AR: { menuFor: "قيّم أو احفظ {title}" },
  spanish: { menuFor: "Valorar o guardar {title}" },
});
