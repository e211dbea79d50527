import { defineStrings } from "../../i18n/define";

/** "Forgot password?" and `/reset-password` (each loaded only when shown). */
export const resetStrings = defineStrings({
  EN: {
    newPassword: "New password",
    working: "Working…",
    forgotTitle: "Reset your password",
    forgotText: "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
    sendLink: "Send reset link",
    forgotSent:
      "If an account uses this address, a link to choose a new password is on its way. It works once, for 30 minutes. Nothing arrived? Check your spam folder, or ask this site's operator.",
    noMail:
      "This site cannot send e-mail, so no reset link can reach you. Ask this site's operator for one: they can make a link for your address.",
    emailInvalid: "Please enter a valid e-mail address.",
    backToSignIn: "Back to Sign In",
    resetTitle: "Choose a new password",
    setPassword: "Set new password",
    resetDone: "Your password has been changed and every session signed out. Sign in with your new password.",
    askNewLink: "Ask for a new link",
  },
  AR: {
    newPassword: "كلمة المرور الجديدة",
    working: "جارٍ التنفيذ…",
    forgotTitle: "إعادة تعيين كلمة المرور",
    forgotText: "اكتب البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.",
    sendLink: "إرسال رابط إعادة التعيين",
    forgotSent:
      "إن كان هناك حساب بهذا البريد فرابط اختيار كلمة مرور جديدة في طريقه إليك. يعمل مرة واحدة خلال ٣٠ دقيقة. لم يصل شيء؟ تحقّق من مجلد الرسائل غير المرغوب فيها أو اسأل مشغّل هذا الموقع.",
    noMail:
      "لا يستطيع هذا الموقع إرسال البريد الإلكتروني، لذا لن يصلك رابط إعادة التعيين. اطلب رابطًا من مشغّل هذا الموقع: يمكنه إنشاء رابط لعنوان بريدك.",
    emailInvalid: "اكتب بريدًا إلكترونيًا صحيحًا.",
    backToSignIn: "العودة إلى تسجيل الدخول",
    resetTitle: "اختر كلمة مرور جديدة",
    setPassword: "تعيين كلمة المرور الجديدة",
    resetDone: "تم تغيير كلمة المرور وتسجيل الخروج من كل الجلسات. سجّل الدخول بكلمة مرورك الجديدة.",
    askNewLink: "اطلب رابطًا جديدًا",
  },
  spanish: {
    newPassword: "Contraseña nueva",
    working: "Procesando…",
    forgotTitle: "Restablece tu contraseña",
    forgotText: "Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.",
    sendLink: "Enviar enlace",
    forgotSent:
      "Si hay una cuenta con este correo, te llegará un enlace para elegir una contraseña nueva. Sirve una sola vez durante 30 minutos. ¿No llegó nada? Revisa la carpeta de spam o pregunta al responsable de este sitio.",
    noMail:
      "Este sitio no puede enviar correos, así que no te llegará ningún enlace. Pídeselo al responsable de este sitio: puede crear un enlace para tu dirección.",
    emailInvalid: "Escribe un correo electrónico válido.",
    backToSignIn: "Volver a Iniciar sesión",
    resetTitle: "Elige una contraseña nueva",
    setPassword: "Guardar contraseña nueva",
    resetDone: "Se cambió tu contraseña y se cerraron todas las sesiones. Inicia sesión con la contraseña nueva.",
    askNewLink: "Pedir un enlace nuevo",
  },
});
