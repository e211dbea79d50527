import { LANGUAGES, type LanguageId } from "../../contract/language.js";
import type { OutgoingMail } from "./mailer.js";

interface ResetWords {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  ignore: string;
}

/** The password-reset e-mail in each page language; `{brand}`, `{name}` and `{minutes}` are filled in. */
const WORDS: Readonly<Record<LanguageId, ResetWords>> = {
  EN: {
    subject: "Reset your {brand} password",
    greeting: "Hello {name},",
    body: "Someone asked to reset the password of your {brand} account. This link works once, for {minutes} minutes:",
    action: "Choose a new password",
    ignore: "If you did not ask for this, ignore this e-mail: your password stays the same.",
  },
  AR: {
    subject: "إعادة تعيين كلمة مرور {brand}",
    greeting: "مرحبًا {name}،",
    body: "طلب أحدهم إعادة تعيين كلمة مرور حسابك على {brand}. يعمل هذا الرابط مرة واحدة خلال {minutes} دقيقة:",
    action: "اختر كلمة مرور جديدة",
    ignore: "إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.",
  },
  spanish: {
    subject: "Restablece tu contraseña de {brand}",
    greeting: "Hola, {name}:",
    body: "Alguien pidió restablecer la contraseña de tu cuenta de {brand}. Este enlace sirve una sola vez durante {minutes} minutos:",
    action: "Elegir una contraseña nueva",
    ignore: "Si no lo pediste, ignora este correo: tu contraseña no cambia.",
  },
};

/** How each language quotes words it did not write (here, the account's name). */
const QUOTES: Readonly<Record<LanguageId, readonly [string, string]>> = {
  EN: ["\u201c", "\u201d"],
  AR: ["\u00ab", "\u00bb"],
  spanish: ["\u00ab", "\u00bb"],
};

/** Longest name an e-mail repeats (names are bounded at sign-up; one kept from before is cut). */
export const NAME_MAX_CHARACTERS = 60;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The account's name as our e-mail may show it: chosen by whoever made the account, so it can add
 * no line (control and line-separator characters become spaces), cannot reverse or hide the text
 * around it (format characters such as bidi overrides go, and it is isolated from the sentence's
 * direction), is bounded, and is quoted, so it never reads as words of ours.
 */
function nameAsShown(raw: string, language: LanguageId): { text: string; html: string } {
  const clean = raw
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const characters = [...clean];
  const bounded =
    characters.length > NAME_MAX_CHARACTERS ? `${characters.slice(0, NAME_MAX_CHARACTERS - 1).join("")}\u2026` : clean;
  const [open, close] = QUOTES[language];
  // First-strong isolate … pop directional isolate: the plain-text twin of HTML's <bdi>.
  return { text: `${open}\u2068${bounded}\u2069${close}`, html: `${open}<bdi>${escapeHtml(bounded)}</bdi>${close}` };
}

export interface ResetEmailInput {
  to: string;
  /** The account's display name (the address when it has none). */
  name: string;
  brand: string;
  link: string;
  minutes: number;
  language: LanguageId;
}

/**
 * The reset e-mail as plain text and HTML, in the asker's language (right-to-left for Arabic). The
 * name appears in the bodies only, never in a header (the message goes to the bare address).
 */
export function resetEmail(input: ResetEmailInput): OutgoingMail {
  const words = WORDS[input.language];
  const name = nameAsShown(input.name, input.language);
  const minutes = new Intl.NumberFormat(LANGUAGES[input.language].numbers).format(input.minutes);
  const text = (key: keyof ResetWords) => fill(words[key], { brand: input.brand, name: name.text, minutes });
  const html = (key: keyof ResetWords) =>
    fill(escapeHtml(words[key]), { brand: escapeHtml(input.brand), name: name.html, minutes });
  const { htmlLang, dir } = LANGUAGES[input.language];
  return {
    to: input.to,
    subject: text("subject"),
    text: `${text("greeting")}\n\n${text("body")}\n\n${input.link}\n\n${text("ignore")}\n`,
    html: `<!doctype html><html lang="${htmlLang}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">
<p>${html("greeting")}</p>
<p>${html("body")}</p>
<p><a href="${escapeHtml(input.link)}">${html("action")}</a></p>
<p style="color:#666">${html("ignore")}</p>
</body></html>`,
  };
}

/** Every language's words, for the test that checks none is missing. */
export const RESET_EMAIL_WORDS = WORDS;
