import { defineStrings } from "../../i18n/define";

/** What title search says: the header field, the results grid and its states. */
export const titleSearchStrings = defineStrings({
  EN: {
    searchTitles: "Search titles",
    placeholder: "Titles",
    clear: "Clear search",
    results: "Titles matching “{query}”",
    searching: "Searching…",
    noMatch: "No titles match “{query}”.",
    failed: "We couldn't search right now.",
    retry: "Try again",
  },
  AR: {
    searchTitles: "ابحث في العناوين",
    placeholder: "العناوين",
    clear: "مسح البحث",
    results: "عناوين تطابق «{query}»",
    searching: "جارٍ البحث…",
    noMatch: "لا توجد عناوين تطابق «{query}».",
    failed: "تعذّر البحث الآن.",
    retry: "حاول مرة أخرى",
  },
  spanish: {
    searchTitles: "Buscar títulos",
    placeholder: "Títulos",
    clear: "Borrar la búsqueda",
    results: "Títulos que coinciden con «{query}»",
    searching: "Buscando…",
    noMatch: "Ningún título coincide con «{query}».",
    failed: "No pudimos buscar en este momento.",
    retry: "Reintentar",
  },
});
