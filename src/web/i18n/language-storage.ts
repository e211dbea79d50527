import { DEFAULT_LANGUAGE, type LanguageId, LanguageIdSchema, spokenLanguageOf } from "../../contract/language";

const STORAGE_KEY = "reelwise.language";

/** The language this browser was told to use (a choice, here or on the account), parsed; null when none. */
export function savedLanguage(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): LanguageId | null {
  try {
    const parsed = LanguageIdSchema.safeParse(storage?.getItem(STORAGE_KEY));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // storage can throw when disabled: nothing was saved as far as we can tell
  }
}

/** The browser's own preference: the first of `navigator.languages` we speak; null when none. */
export function browserLanguage(
  preferred: readonly string[] | undefined = globalThis.navigator?.languages,
): LanguageId | null {
  return spokenLanguageOf(preferred ?? []);
}

/** The language a page starts in: the saved choice, else the browser's preference, else English. */
export function initialLanguage(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
  preferred: readonly string[] | undefined = globalThis.navigator?.languages,
): LanguageId {
  return savedLanguage(storage) ?? browserLanguage(preferred) ?? DEFAULT_LANGUAGE;
}

/** Keep a language for this browser (a choice made here, or the account's). */
export function saveLanguage(language: LanguageId, storage: Pick<Storage, "setItem"> = globalThis.localStorage): void {
  try {
    storage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
}
