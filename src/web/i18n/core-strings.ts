import { defineStrings } from "./define";

/**
 * Strings shared by every screen, including the spec's dictionary keys (§3): search, placeholder,
 * signOut, home, GPTSearch, moviesCategoryName (row titles in row order: Now Playing, Popular,
 * Upcoming, Top Rated — each row titled by its own data) and gptQuery (present in all three).
 */
export const coreStrings = defineStrings({
  EN: {
    search: "Search",
    placeholder: "What would you like to watch today?",
    signOut: "Sign Out",
    home: "Home",
    GPTSearch: "GPT Search",
    moviesCategoryName: ["Now Playing", "Popular", "Upcoming", "Top Rated"],
    gptQuery:
      "Act as a movie recommendation system and suggest some movies for the query: {query}. Only give me names of 5 movies, comma separated.",
    documentTitle: "{brand} — movies and smart suggestions",
    language: "Language",
    loading: "Loading...",
    retry: "Retry",
    skipToContent: "Skip to main content",
    errorTitle: "Unexpected Application Error!",
    errorNotFound: "There is no page at this address.",
    errorBackHome: "Back to the home page",
    networkError: "We couldn't reach {brand}. Check your connection and try again.",
    close: "Close",
  },
  AR: {
    search: "بحث",
    placeholder: "ماذا تودّ أن تشاهد اليوم؟",
    signOut: "تسجيل الخروج",
    home: "الرئيسية",
    GPTSearch: "بحث GPT",
    moviesCategoryName: ["يُعرض الآن", "الأكثر رواجًا", "قريبًا", "الأعلى تقييمًا"],
    gptQuery:
      "تصرّف كنظام لاقتراح الأفلام واقترح أفلامًا تناسب هذا الطلب: {query}. أعطني أسماء خمسة أفلام فقط، مفصولة بفواصل.",
    documentTitle: "{brand} — أفلام واقتراحات ذكية",
    language: "اللغة",
    loading: "جارٍ التحميل...",
    retry: "إعادة المحاولة",
    skipToContent: "انتقل إلى المحتوى الرئيسي",
    errorTitle: "حدث خطأ غير متوقع في التطبيق!",
    errorNotFound: "لا توجد صفحة بهذا العنوان.",
    errorBackHome: "العودة إلى الصفحة الرئيسية",
    networkError: "تعذّر الوصول إلى {brand}. تحقّق من اتصالك وحاول مرة أخرى.",
    close: "إغلاق",
  },
  spanish: {
    search: "Buscar",
    placeholder: "¿Qué te apetece ver hoy?",
    signOut: "Cerrar sesión",
    home: "Inicio",
    GPTSearch: "Búsqueda GPT",
    moviesCategoryName: ["En cartelera", "Populares", "Próximamente", "Mejor valoradas"],
    gptQuery:
      "Actúa como un sistema de recomendación de películas y sugiere películas para esta búsqueda: {query}. Dame solo los nombres de 5 películas, separados por comas.",
    documentTitle: "{brand} — películas y sugerencias inteligentes",
    language: "Idioma",
    loading: "Cargando...",
    retry: "Reintentar",
    skipToContent: "Saltar al contenido principal",
    errorTitle: "¡Error inesperado en la aplicación!",
    errorNotFound: "No hay ninguna página en esta dirección.",
    errorBackHome: "Volver a la página de inicio",
    networkError: "No pudimos conectar con {brand}. Revisa tu conexión e inténtalo de nuevo.",
    close: "Cerrar",
  },
});
