/**
 * The one way catalogue text and what people type are compared: titles, names and queries are
 * folded here, by the title index, the suggestion engine, its rows and imports alike.
 */

/** Arabic-Indic and Persian digits → 0–9. */
export const asciiDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.codePointAt(0) ?? 0) & 0xf));

/**
 * Lower case, accents off, Arabic alef forms, diacritics and tatweel unified, Arabic-Indic digits
 * as digits. NFKD also splits compatibility forms ("³" → "3") and Arabic hamza/madda marks from their
 * letters ("أ" → "ا" + mark); then the marks go.
 */
export const fold = (text: string): string =>
  asciiDigits(text)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/\u0640/g, "")
    .toLocaleLowerCase("en");

/** The folded words of a text, in order: its runs of letters and digits (anything else separates). */
export const wordsOf = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A title or name as one key, its folded words space-joined ("Amélie" and "AMELIE" share "amelie"). */
export const titleKey = (text: string): string => wordsOf(text).join(" ");
