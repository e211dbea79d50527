import type { Logger } from "pino";
import { err } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { Movie } from "../../contract/movies.js";
import type { AppDeps } from "../deps.js";
import { wordsOf } from "./local/film-index.js";

/** Films per suggestion row, the suggested film included. */
export const MOVIES_PER_NAME = 20;

type Deps = Pick<AppDeps, "movies">;

export interface RowRequest {
  title: string;
  year: number | undefined;
  language: LanguageId;
  signal: AbortSignal;
  log: Logger | undefined;
  /** Every suggested film named so far (`headKey`): they lead their own rows, so no other row fills with them. */
  heads: ReadonlySet<string>;
}

export interface RowFill {
  /** The suggested film first, then films like it; empty when the source has no such film. */
  movies: Movie[];
  /** The suggested film's facts, for a name that came without a reason (the model's). */
  reason?: string[];
}

/** The key that names a suggested film, so that other rows do not fill with it. */
export const headKey = (title: string, year: number | undefined) => `${title.toLocaleLowerCase()}|${year ?? ""}`;

const yearOf = (m: Movie) => Number(m.release_date?.slice(0, 4)) || undefined;

/**
 * The suggested film itself among a title search's hits: the same title (by its words) and, when
 * known, the same year; never another film that merely shares a word with it.
 */
export function headOf(hits: readonly Movie[], title: string, year: number | undefined): Movie | undefined {
  const key = wordsOf(title);
  const same = hits.filter((m) => wordsOf(m.title) === key);
  return same.find((m) => year === undefined || yearOf(m) === year) ?? same[0];
}

/** A film's own facts as a reason: its decade and its rating. */
export function reasonOf(movie: Movie): string[] {
  const year = yearOf(movie);
  const parts: string[] = [];
  if (year) parts.push(`decade:${Math.floor(year / 10) * 10}`);
  if (movie.vote_average) parts.push(`rating:${Math.round(movie.vote_average * 10) / 10}`);
  return parts;
}

/**
 * One suggestion's row: the suggested film found by a title search, then the films the movie
 * source calls similar to it (`MovieSource.similar`), never a film that
 * merely shares a title word. A failed search is an empty row (the page says "No match for ‹name›").
 */
export async function fillRow(deps: Deps, row: RowRequest): Promise<RowFill> {
  const result = await deps.movies
    .search(row.title, row.language, row.signal, row.year)
    .catch((error: unknown) => err({ code: "upstream_unavailable" as const, message: errorName(error) }));
  if (!result.ok) {
    if (!row.signal.aborted) {
      row.log?.warn({ code: result.error.code, reason: result.error.message }, "search for a suggestion failed");
    }
    return { movies: [] };
  }
  const head = headOf(result.value, row.title, row.year);
  if (!head) return { movies: [] };
  const like = await similarTo(deps, head, row);
  const others = like.filter((m) => m.id !== head.id && !row.heads.has(headKey(m.title, yearOf(m))));
  return { movies: [head, ...others].slice(0, MOVIES_PER_NAME), reason: reasonOf(head) };
}

/** Films like the head (`MovieSource.similar`: catalogue facts, or TMDB's recommendations); none when it fails. */
async function similarTo(deps: Deps, head: Movie, row: RowRequest): Promise<Movie[]> {
  const result = await deps.movies
    .similar(head.id, row.language, row.signal)
    .catch((error: unknown) => err({ code: "upstream_unavailable" as const, message: errorName(error) }));
  if (!result.ok && !row.signal.aborted) {
    row.log?.warn({ code: result.error.code, reason: result.error.message }, "films like a suggestion failed");
  }
  return result.ok ? result.value : [];
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : "thrown");
