import type { Movie } from "../../contract/movies";
import { z } from "../../contract/zod";

/** 'Sort by' choices; "popularity" keeps the order the server answered, so it is the default. */
export const SORTS = ["popularity", "rating", "newest", "oldest"] as const;
export type Sort = (typeof SORTS)[number];
/** Lowest audience score (out of 10) a film may have to stay: "7" keeps films rated 7 and up. */
export const MIN_RATINGS = ["6", "7", "8"] as const;
export type MinRating = (typeof MIN_RATINGS)[number];
/** Length choices: under 90 minutes, 90 to 120 minutes (both included), over 2 hours. */
export const LENGTHS = ["short", "medium", "long"] as const;
export type Length = (typeof LENGTHS)[number];

/** How a list of films is sorted and filtered, as read from (and written to) the address. */
export interface SortFilter {
  sort: Sort;
  /** First year of a decade (1990 for the 1990s), or null for any year. */
  decade: number | null;
  minRating: MinRating | null;
  /** A film's length, or null for any length; a film of unknown length is kept out when one is chosen. */
  length: Length | null;
}

export const NO_SORT_FILTER: SortFilter = { sort: "popularity", decade: null, minRating: null, length: null };

const SortSchema = z.enum(SORTS);
const MinRatingSchema = z.enum(MIN_RATINGS);
const LengthSchema = z.enum(LENGTHS);
/** 1900 to 2090 in steps of ten. */
const DecadeSchema = z.string().check(z.regex(/^(19|20)\d0$/));

/** Read `?sort=…&decade=…&rating=…&length=…`; a value that is not one of the choices counts as absent. */
export function sortFilterOf(params: URLSearchParams): SortFilter {
  const sort = SortSchema.safeParse(params.get("sort"));
  const decade = DecadeSchema.safeParse(params.get("decade"));
  const rating = MinRatingSchema.safeParse(params.get("rating"));
  const length = LengthSchema.safeParse(params.get("length"));
  return {
    sort: sort.success ? sort.data : "popularity",
    decade: decade.success ? Number(decade.data) : null,
    minRating: rating.success ? rating.data : null,
    length: length.success ? length.data : null,
  };
}

/** The address with `choice` written in; defaults are left out so a plain view keeps a plain address. */
export function withSortFilter(params: URLSearchParams, choice: SortFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set("sort", choice.sort === "popularity" ? null : choice.sort);
  set("decade", choice.decade === null ? null : String(choice.decade));
  set("rating", choice.minRating);
  set("length", choice.length);
  return next;
}

/** Whether anything but the server's own order and every film is asked for. */
export function isSortedOrFiltered(choice: SortFilter): boolean {
  return choice.sort !== "popularity" || isFiltered(choice);
}

/** Whether any filter (not only the order) is chosen. */
export function isFiltered(choice: SortFilter): boolean {
  return choice.decade !== null || choice.minRating !== null || choice.length !== null;
}

/** The choice with every filter cleared and the order kept. */
export function withoutFilters(choice: SortFilter): SortFilter {
  return { ...NO_SORT_FILTER, sort: choice.sort };
}

/** Whether a film of `minutes` is of `length`. */
function isOfLength(minutes: number, length: Length): boolean {
  if (length === "short") return minutes < 90;
  if (length === "medium") return minutes >= 90 && minutes <= 120;
  return minutes > 120;
}

/** Whether the films' source knows runtimes: the field is present (null for a film it lacks) rather than absent. */
export function knowsRuntimes(movies: readonly Movie[]): boolean {
  return movies.some((movie) => movie.runtime !== undefined);
}

/** The release year of a film, or null when its date is missing or not a date. */
function yearOf(movie: Movie): number | null {
  const year = Number(movie.release_date?.slice(0, 4));
  return movie.release_date && Number.isInteger(year) && year > 0 ? year : null;
}

/** Compare two optional values, missing ones last whichever the direction. */
function byMissingLast(a: number | string | null, b: number | string | null, descending: boolean): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (a === b) return 0;
  return (a < b ? -1 : 1) * (descending ? -1 : 1);
}

/** Whether a film passes the decade and rating filters (length aside). */
function passesDecadeAndRating(movie: Movie, choice: SortFilter): boolean {
  const year = yearOf(movie);
  if (choice.decade !== null && (year === null || year < choice.decade || year >= choice.decade + 10)) return false;
  return choice.minRating === null || (movie.vote_average ?? 0) >= Number(choice.minRating);
}

/**
 * How many films the length filter keeps out only because their length is unknown (they pass every
 * other filter); 0 when no length is chosen.
 */
export function unknownLengthCount(movies: readonly Movie[], choice: SortFilter): number {
  if (choice.length === null) return 0;
  return movies.filter((movie) => movie.runtime == null && passesDecadeAndRating(movie, choice)).length;
}

/** The films kept by the filters, in the chosen order (stable: ties keep the server's order). */
export function applySortFilter(movies: readonly Movie[], choice: SortFilter): Movie[] {
  const { length } = choice;
  const kept = movies.filter(
    (movie) =>
      passesDecadeAndRating(movie, choice) &&
      (length === null || (movie.runtime != null && isOfLength(movie.runtime, length))),
  );
  const date = (movie: Movie) => (yearOf(movie) === null ? null : (movie.release_date ?? null));
  switch (choice.sort) {
    case "popularity":
      return kept;
    case "rating":
      return kept.sort((a, b) => byMissingLast(a.vote_average ?? null, b.vote_average ?? null, true));
    case "newest":
      return kept.sort((a, b) => byMissingLast(date(a), date(b), true));
    case "oldest":
      return kept.sort((a, b) => byMissingLast(date(a), date(b), false));
  }
}
