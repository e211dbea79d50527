import { defineStrings } from "../../i18n/define";

/** What My List says: the row, its toggle on cards and in More Info, and why a change was undone. */
export const myListStrings = defineStrings({
  EN: {
    rowTitle: "My List",
    add: "Add to My List",
    remove: "Remove from My List",
    addFailed: "We couldn't add “{title}” to My List. {reason}",
    removeFailed: "We couldn't remove “{title}” from My List. {reason}",
    listFull: "My List is full: remove a film to make room.",
    loadFailed: "We couldn't load My List.",
    sessionEnded: "Your session has ended. Sign in again.",
    rateLimited: {
      one: "Too many changes, try again in {count} second.",
      other: "Too many changes, try again in {count} seconds.",
    },
    somethingWrong: "Please try again.",
    dismiss: "Dismiss",
  },
  AR: {
    rowTitle: "قائمتي",
    add: "أضف إلى قائمتي",
    remove: "أزل من قائمتي",
    addFailed: "تعذّرت إضافة «{title}» إلى قائمتي. {reason}",
    removeFailed: "تعذّرت إزالة «{title}» من قائمتي. {reason}",
    listFull: "قائمتي ممتلئة: أزل فيلمًا لإفساح المجال.",
    loadFailed: "تعذّر تحميل قائمتي.",
    sessionEnded: "انتهت جلستك. سجّل الدخول مرة أخرى.",
    rateLimited: {
      zero: "تغييرات كثيرة جدًا، حاول مرة أخرى الآن.",
      one: "تغييرات كثيرة جدًا، حاول مرة أخرى بعد ثانية واحدة.",
      two: "تغييرات كثيرة جدًا، حاول مرة أخرى بعد ثانيتين.",
      few: "تغييرات كثيرة جدًا، حاول مرة أخرى بعد {count} ثوانٍ.",
      many: "تغييرات كثيرة جدًا، حاول مرة أخرى بعد {count} ثانية.",
      other: "تغييرات كثيرة جدًا، حاول مرة أخرى بعد {count} ثانية.",
    },
    somethingWrong: "يُرجى المحاولة مرة أخرى.",
    dismiss: "إغلاق",
  },
  spanish: {
    rowTitle: "Mi lista",
    add: "Añadir a Mi lista",
    remove: "Quitar de Mi lista",
    addFailed: "No pudimos añadir «{title}» a Mi lista. {reason}",
    removeFailed: "No pudimos quitar «{title}» de Mi lista. {reason}",
    listFull: "Mi lista está llena: quita una película para hacer sitio.",
    loadFailed: "No pudimos cargar Mi lista.",
    sessionEnded: "Tu sesión ha terminado. Vuelve a iniciar sesión.",
    rateLimited: {
      one: "Demasiados cambios; inténtalo de nuevo en {count} segundo.",
      other: "Demasiados cambios; inténtalo de nuevo en {count} segundos.",
    },
    somethingWrong: "Inténtalo de nuevo.",
    dismiss: "Cerrar",
  },
});
