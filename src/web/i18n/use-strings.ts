import { createContext, useContext } from "react";
import { DEFAULT_LANGUAGE, type LanguageId } from "../../contract/language";
import type { Strings, Translation } from "./define";

/** The brand until the server's config names one. */
export const DEFAULT_BRAND = "Reelwise";

/** What every visible string depends on: the UI language and the brand (`BRAND`, from the server's config). */
export interface Locale {
  language: LanguageId;
  brand: string;
}

const LocaleContext = createContext<Locale>({ language: DEFAULT_LANGUAGE, brand: DEFAULT_BRAND });

/** Provides the locale to everything below (the app gives it from the store). */
export const LocaleProvider = LocaleContext.Provider;

export function useLanguage(): LanguageId {
  return useContext(LocaleContext).language;
}

/** The strings of one group in the current UI language. */
export function useStrings<T>(group: Strings<T>): Translation<T> {
  return group[useLanguage()];
}

/** The brand name from the server's config, used in several strings. */
export function useBrand(): string {
  return useContext(LocaleContext).brand;
}
