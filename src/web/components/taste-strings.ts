import { defineStrings } from "../i18n/define";

/** What ratings say: the three choices and 'Seen it' in More Info, and the mark on search results. */
export const tasteStrings = defineStrings({
  EN: {
    yourTake: "What you think",
    notForMe: "Not for me",
    like: "I like this",
    love: "Love this!",
    seen: "Seen it",
    saveFailed: "We couldn't save that. Please try again.",
    markedNotForMe: "You said: not for me",
  },
  AR: {
    yourTake: "رأيك",
    notForMe: "لا يناسبني",
    like: "أعجبني",
    love: "أحببته!",
    seen: "شاهدته",
    saveFailed: "تعذّر حفظ ذلك. يُرجى المحاولة مرة أخرى.",
    markedNotForMe: "قلت: لا يناسبني",
  },
  spanish: {
    yourTake: "Tu opinión",
    notForMe: "No es para mí",
    like: "Me gusta",
    love: "¡Me encanta!",
    seen: "Ya la vi",
    saveFailed: "No pudimos guardarlo. Inténtalo de nuevo.",
    markedNotForMe: "Dijiste: no es para mí",
  },
});
