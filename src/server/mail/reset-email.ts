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

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export interface ResetEmailInput {
  to: string;
  /** The account's display name (the address when it has none). */
  name: string;
  brand: string;
  link: string;
  minutes: number;
  language: LanguageId;
}

/** The reset e-mail as plain text and HTML, in the asker's language (right-to-left for Arabic). */
export function resetEmail(input: ResetEmailInput): OutgoingMail {
  const words = WORDS[input.language];
  // Names are checked at sign-up and rename; one kept from before that rule still cannot add lines.
  const name = input.name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ").trim();
  const values = { brand: input.brand, name, minutes: String(input.minutes) };
  const say = (key: keyof ResetWords) => fill(words[key], values);
  const [subject, greeting, body, action, ignore] = [
    say("subject"),
    say("greeting"),
    say("body"),
    say("action"),
    say("ignore"),
  ];
  const { htmlLang, dir } = LANGUAGES[input.language];
  const text = `${greeting}\n\n${body}\n\n${input.link}\n\n${ignore}\n`;
  const html = `<!doctype html><html lang="${htmlLang}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>
<p style="color:#666">${escapeHtml(ignore)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}

/** Every language's words, for the test that checks none is missing. */
export const RESET_EMAIL_WORDS = WORDS;
