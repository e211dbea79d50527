import { LANGUAGES, type LanguageId } from "../../contract/language";
import type { PluralForms } from "./define";

/** Replace `{name}` placeholders; unknown names stay visible so a mistake shows. */
export function interpolate(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** Pick the plural form for `count` in `language` and fill `{count}` (formatted) and other params. */
export function plural(
  language: LanguageId,
  forms: PluralForms,
  count: number,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const locale = LANGUAGES[language].htmlLang;
  const category = new Intl.PluralRules(locale).select(count);
  const template = forms[category] ?? forms.other;
  return interpolate(template, { ...params, count: new Intl.NumberFormat(locale).format(count) });
}

export function formatNumber(language: LanguageId, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LANGUAGES[language].htmlLang, options).format(value);
}

export function formatYear(language: LanguageId, isoDate: string | undefined): string | undefined {
  if (!isoDate) return undefined;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(LANGUAGES[language].htmlLang, { year: "numeric", timeZone: "UTC" }).format(date);
}
