import type { Result } from "../../contract/errors.js";
import type { TasteChange } from "../../contract/requests.js";
import type { FilmTaste } from "../../contract/taste.js";
import type { AccountClosed } from "../db/account-closures.js";
import type { MovieSourceKind } from "../my-list/my-list-store.js";
import type { UserData } from "../user-data.js";

export type TasteRefusal = "taste_full" | AccountClosed;

/**
 * Each account's ratings and 'Seen it' marks (`kysely-taste.ts`, one implementation for both
 * databases), keyed by the user's id and the movie source, removed with the account.
 */
export interface TasteStore extends UserData {
  /** The films the user rated or saw, from one source, the latest change first. */
  films(userId: string, source: MovieSourceKind): Promise<FilmTaste[]>;
  /**
   * Set a film's rating and mark as they are now; no rating and not seen forgets it. Refused past
   * `TASTE_MAX_ITEMS` films (even when changes race), and for an account that is being or was
   * just deleted (`AccountClosures`).
   */
  set(userId: string, source: MovieSourceKind, id: number, change: TasteChange): Promise<Result<void, TasteRefusal>>;
}
