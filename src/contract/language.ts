import { z } from "./zod.js";

/** Interface language ids, kept exactly as the page stores them (the third is not a two-letter code). */
export const LANGUAGE_IDS = ["EN", "AR", "spanish"] as const;
export const LanguageIdSchema = z.enum(LANGUAGE_IDS);
export type LanguageId = z.infer<typeof LanguageIdSchema>;

export const DEFAULT_LANGUAGE: LanguageId = "EN";

interface LanguageFacts {
  /** BCP 47 tag for `<html lang>` and `Intl`. */
  readonly htmlLang: string;
  /**
   * The locale numbers, years and counts are written in, by the page and the server's e-mail: one
   * digit system per language. Arabic's names Arabic-Indic digits (as its dictionary writes them):
   * Chromium's and Node's plain "ar" now answer Western ones.
   */
  readonly numbers: string;
  readonly dir: "ltr" | "rtl";
  /** The `language` parameter TMDB expects. */
  readonly tmdbLocale: string;
  /** The language's own name, shown in the selector. */
  readonly nativeName: string;
  /** The language's English name, used in prompts to a model. */
  readonly englishName: string;
}

export const LANGUAGES: Readonly<Record<LanguageId, LanguageFacts>> = {
  EN: { htmlLang: "en", numbers: "en", dir: "ltr", tmdbLocale: "en-US", nativeName: "English", englishName: "English" },
  AR: {
    htmlLang: "ar",
    numbers: "ar-u-nu-arab",
    dir: "rtl",
    tmdbLocale: "ar-SA",
    nativeName: "العربية",
    englishName: "Arabic",
  },
  spanish: {
    htmlLang: "es",
    numbers: "es",
    dir: "ltr",
    tmdbLocale: "es-ES",
    nativeName: "Español",
    englishName: "Spanish",
  },
};

/**
 * The first of a browser's preferred languages (`navigator.languages`, the list it also sends as
 * Accept-Language) that we speak, whatever its region (`es-MX` → Spanish); null when none.
 */
export function spokenLanguageOf(tags: readonly string[]): LanguageId | null {
  for (const tag of tags) {
    const primary = tag.split("-")[0]?.trim().toLowerCase();
    if (primary === "en") return "EN";
    if (primary === "ar") return "AR";
    if (primary === "es") return "spanish";
  }
  return null;
}
