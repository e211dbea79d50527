import { defineStrings } from "../i18n/define";

/** The not-found page and the error page: their own chunk with `problem-pages.tsx`, not every first load's. */
export const problemPageStrings = defineStrings({
  EN: {
    errorTitle: "Unexpected Application Error!",
    notFoundTitle: "Page not found",
    errorNotFound: "There is no page at this address.",
    errorBackHome: "Back to the home page",
  },
  AR: {
    errorTitle: "حدث خطأ غير متوقع في التطبيق!",
    notFoundTitle: "الصفحة غير موجودة",
    errorNotFound: "لا توجد صفحة بهذا العنوان.",
    errorBackHome: "العودة إلى الصفحة الرئيسية",
  },
  spanish: {
    errorTitle: "¡Error inesperado en la aplicación!",
    notFoundTitle: "Página no encontrada",
    errorNotFound: "No hay ninguna página en esta dirección.",
    errorBackHome: "Volver a la página de inicio",
  },
});
