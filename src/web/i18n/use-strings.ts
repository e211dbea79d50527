import type { LanguageId } from "../../contract/language";
import { useAppSelector } from "../store/hooks";
import type { Strings, Translation } from "./define";

export function useLanguage(): LanguageId {
  return useAppSelector((state) => state.config.language);
}

/** The strings of one group in the current UI language. */
export function useStrings<T>(group: Strings<T>): Translation<T> {
  return group[useLanguage()];
}

/** The brand name from the server's config (`BRAND`), used in several strings. */
export function useBrand(): string {
  return useAppSelector((state) => state.config.server?.brand ?? "Reelwise");
}
