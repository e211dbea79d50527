import { LANGUAGES, type LanguageId } from "../../contract/language";
import type { PluralForms } from "./define";

/** The locale numbers, years and counts are written in: one digit system per language on every screen. */
export function formatLocale(language: LanguageId): string {
  return LANGUAGES[language].numbers;
}

/** Digits in the language's system, without grouping (years, minutes, a decade): "1980" → "١٩٨٠". */
export function formatDigits(locale: string, digits: string): string {
  return /^\d+$/.test(digits) ? new Intl.NumberFormat(locale, { useGrouping: false }).format(Number(digits)) : digits;
}

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
  const locale = formatLocale(language);
  const category = new Intl.PluralRules(locale).select(count);
  const template = forms[category] ?? forms.other;
  return interpolate(template, { ...params, count: new Intl.NumberFormat(locale).format(count) });
}

export function formatNumber(language: LanguageId, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(formatLocale(language), options).format(value);
}

export function formatYear(language: LanguageId, isoDate: string | undefined): string | undefined {
  if (!isoDate) return undefined;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(formatLocale(language), { year: "numeric", timeZone: "UTC" }).format(date);
}
