import { DEFAULT_LANGUAGE, type LanguageId } from "../../contract/language-ids";
import { LanguageIdSchema } from "../schemas/account";

const STORAGE_KEY = "reelwise.language";

/** The saved language, parsed (anything else in storage falls back to the default). */
export function savedLanguage(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): LanguageId {
  try {
    const parsed = LanguageIdSchema.safeParse(storage?.getItem(STORAGE_KEY));
    return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage can throw when disabled; the default is the honest answer
  }
}

export function saveLanguage(language: LanguageId, storage: Pick<Storage, "setItem"> = globalThis.localStorage): void {
  try {
    storage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
}
