import { defineStrings } from "../../i18n/define";

/** `/account`'s "Your data": download it, or bring films from Letterboxd or IMDb. */
export const myDataStrings = defineStrings({
  EN: {
    title: "Your data",
    text: "Everything {brand} keeps for you: your account, My List, ratings, films you've seen and settings.",
    download: "Download my data",
    downloadList: "Download My List (CSV)",
    downloadFailed: "We couldn't prepare your data. Please try again.",
    importLabel: "Import from Letterboxd or IMDb",
    importHint: "A CSV file: Letterboxd's watchlist.csv or ratings.csv, or an IMDb list or ratings export.",
    importing: "Importing…",
    imported: "Imported: {imported}. Not found: {notFound}.",
    notFoundList: "Not found",
    importBadFile: "This file is not a Letterboxd or IMDb export we can read. Nothing was changed.",
    importTooLarge: "This file is too large (at most {megabytes} MB and {films} films). Nothing was changed.",
    importFailed: "We couldn't import the file. Nothing was changed. Please try again.",
  },
  AR: {
    title: "بياناتك",
    text: "كل ما يحتفظ به {brand} لك: حسابك وقائمتي وتقييماتك والأفلام التي شاهدتها وإعداداتك.",
    download: "نزّل بياناتي",
    downloadList: "نزّل قائمتي (CSV)",
    downloadFailed: "تعذّر تجهيز بياناتك. يُرجى المحاولة مرة أخرى.",
    importLabel: "استورد من Letterboxd أو IMDb",
    importHint: "ملف CSV: ‏watchlist.csv أو ratings.csv من Letterboxd، أو قائمة أو تقييمات مصدّرة من IMDb.",
    importing: "جارٍ الاستيراد…",
    imported: "المستورد: {imported}. غير الموجود: {notFound}.",
    notFoundList: "غير موجود",
    importBadFile: "هذا الملف ليس ملفًا مصدّرًا من Letterboxd أو IMDb يمكننا قراءته. لم يتغيّر شيء.",
    importTooLarge: "هذا الملف كبير جدًا (الحد الأقصى: {megabytes} ميغابايت، {films} فيلم). لم يتغيّر شيء.",
    importFailed: "تعذّر استيراد الملف. لم يتغيّر شيء. يُرجى المحاولة مرة أخرى.",
  },
  spanish: {
    title: "Tus datos",
    text: "Todo lo que {brand} guarda de ti: tu cuenta, Mi lista, valoraciones, películas vistas y ajustes.",
    download: "Descargar mis datos",
    downloadList: "Descargar Mi lista (CSV)",
    downloadFailed: "No pudimos preparar tus datos. Inténtalo de nuevo.",
    importLabel: "Importar desde Letterboxd o IMDb",
    importHint:
      "Un archivo CSV: watchlist.csv o ratings.csv de Letterboxd, o una lista o valoraciones exportadas de IMDb.",
    importing: "Importando…",
    imported: "Importadas: {imported}. No encontradas: {notFound}.",
    notFoundList: "No encontradas",
    importBadFile: "Este archivo no es una exportación de Letterboxd o IMDb que podamos leer. No se cambió nada.",
    importTooLarge:
      "Este archivo es demasiado grande ({megabytes} MB y {films} películas como máximo). No se cambió nada.",
    importFailed: "No pudimos importar el archivo. No se cambió nada. Inténtalo de nuevo.",
  },
});
