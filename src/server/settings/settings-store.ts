import type { Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { AccountClosed } from "../db/account-closures.js";
import type { UserData } from "../user-data.js";

/**
 * Each account's settings (`kysely-settings.ts`, one for both databases), keyed by the user's id
 * (local account id or Firebase uid), in the same database as accounts and removed with them.
 */
export interface SettingsStore extends UserData {
  /** The language the account chose last, or null when it never chose. */
  language(userId: string): Promise<LanguageId | null>;
  /**
   * Remember a choice (the last one wins). Refused for an account that is being or was just deleted
   * (`AccountClosures`), even when the write raced the deletion.
   */
  setLanguage(userId: string, language: LanguageId): Promise<Result<void, AccountClosed>>;
}
