import type { Result } from "../../contract/errors.js";
import type { Movie } from "../../contract/movies.js";
import type { MyListEntry } from "../../contract/requests.js";
import type { AccountClosed } from "../db/account-closures.js";
import type { MovieSource } from "../movies/movie-source.js";
import type { UserData } from "../user-data.js";

/** Which movie source a film came from: ids are only meaningful within one. */
export type MovieSourceKind = MovieSource["kind"];

export type AddOutcome = "added" | "list_full" | AccountClosed;

/**
 * Each account's My List (`sqlite-my-list.ts`, `postgres-my-list.ts`), keyed by the user's id (local
 * account id or Firebase uid) and the movie source. Adding and removing are idempotent; an add that
 * would take the account past `MY_LIST_MAX_ITEMS` is refused, even when many adds race.
 */
export interface MyListStore extends UserData {
  /** The user's films from one source, the most recently added first. */
  list(userId: string, source: MovieSourceKind): Promise<Movie[]>;
  /**
   * Keep a film (already kept: nothing changes, it keeps its place). Refused for an account that is
   * being or was just deleted (`AccountClosures`), even when the add raced the deletion.
   */
  add(
    userId: string,
    source: MovieSourceKind,
    id: number,
    entry: MyListEntry,
  ): Promise<Result<void, Exclude<AddOutcome, "added">>>;
  /** Forget a film (not kept: nothing changes). */
  remove(userId: string, source: MovieSourceKind, id: number): Promise<void>;
}
