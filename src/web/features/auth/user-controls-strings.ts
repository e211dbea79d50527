import { defineStrings } from "../../i18n/define";

/**
 * The signed-in header's controls ('Account' names the profile link). Apart from the sign-in
 * page's strings, which load with the first page: these load only with the pages that show them.
 */
export const userControlsStrings = defineStrings({
  EN: {
    account: "Account",
    signingOut: "Signing out…",
    signOutFailed: "We couldn't sign you out: you are still signed in on this device.",
  },
  AR: {
    account: "الحساب",
    signingOut: "جارٍ تسجيل الخروج…",
    signOutFailed: "تعذّر تسجيل خروجك: ما زلت مسجّلًا الدخول على هذا الجهاز.",
  },
  spanish: {
    account: "Cuenta",
    signingOut: "Cerrando sesión…",
    signOutFailed: "No pudimos cerrar tu sesión: sigues con la sesión iniciada en este dispositivo.",
  },
});
