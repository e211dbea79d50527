import type { Result } from "../../contract/errors.js";
import type { AccountClosed } from "../db/account-closures.js";
import type { MovieSource } from "../movies/movie-source.js";
import type { UserData } from "../user-data.js";

/** Which movie source a film came from: ids are only meaningful within one. */
export type MovieSourceKind = MovieSource["kind"];

export type AddOutcome = "added" | "list_full" | AccountClosed;

/**
 * Each account's My List (`kysely-my-list.ts`), keyed by the user's id (local account id or
 * Firebase uid) and the movie source. It keeps film ids only: what a film is called and looks like
 * is asked of the movie source when the list is shown (`listed-films.ts`), so no text a client
 * sends is ever stored, and an account's rows stay small (at most `MY_LIST_MAX_ITEMS` of them).
 * Adding and removing are idempotent; an add past the cap is refused, even when many adds race.
 */
export interface MyListStore extends UserData {
  /** The ids of the user's films from one source, the most recently added first. */
  list(userId: string, source: MovieSourceKind): Promise<number[]>;
  /**
   * Keep a film (already kept: nothing changes, it keeps its place). Refused for an account that is
   * being or was just deleted (`AccountClosures`), even when the add raced the deletion.
   */
  add(userId: string, source: MovieSourceKind, id: number): Promise<Result<void, Exclude<AddOutcome, "added">>>;
  /** Forget a film (not kept: nothing changes). */
  remove(userId: string, source: MovieSourceKind, id: number): Promise<void>;
}
