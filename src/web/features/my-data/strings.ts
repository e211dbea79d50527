import { defineStrings } from "../../i18n/define";

/** `/account`'s "Your data": download it. */
export const myDataStrings = defineStrings({
  EN: {
    title: "Your data",
    text: "Everything {brand} keeps for you: your account, My List, ratings, films you've seen and settings.",
    download: "Download my data",
    downloadList: "Download My List (CSV)",
    downloadFailed: "We couldn't prepare your data. Please try again.",
  },
  AR: {
    title: "بياناتك",
    text: "كل ما يحتفظ به {brand} لك: حسابك وقائمتي وتقييماتك والأفلام التي شاهدتها وإعداداتك.",
    download: "نزّل بياناتي",
    downloadList: "نزّل قائمتي (CSV)",
    downloadFailed: "تعذّر تجهيز بياناتك. يُرجى المحاولة مرة أخرى.",
  },
  spanish: {
    title: "Tus datos",
    text: "Todo lo que {brand} guarda de ti: tu cuenta, Mi lista, valoraciones, películas vistas y ajustes.",
    download: "Descargar mis datos",
    downloadList: "Descargar Mi lista (CSV)",
    downloadFailed: "No pudimos preparar tus datos. Inténtalo de nuevo.",
  },
});
