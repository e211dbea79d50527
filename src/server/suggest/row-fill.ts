import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { err } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { Movie } from "../../contract/movies.js";
import type { AppDeps } from "../deps.js";
import { titleKey as foldedTitle } from "../movies/catalog/text.js";
import type { MovieSource } from "../movies/movie-source.js";
import type { FitGrade, RowFit } from "./suggester.js";

/** Films per suggestion row, the suggested film included. */
export const MOVIES_PER_NAME = 20;

type Deps = Pick<AppDeps, "movies">;

export interface RowRequest {
  title: string;
  year: number | undefined;
  /** The suggested film's id in the movie source, when the suggester knows it (the local engine over the catalogue). */
  id?: number | undefined;
  language: LanguageId;
  signal: AbortSignal;
  log: Logger | undefined;
  /** How catalogue films stand to the query (local engine over the catalogue only). */
  fit?: RowFit | undefined;
}

export interface RowFill {
  /** The suggested film first, then films to fill the row, best first; empty when the source has no such film. */
  movies: Movie[];
  /** The suggested film's facts, for a name that came without a reason (the model's). */
  reason?: string[];
}

/**
 * A title's folded words, worked out once per title: a row compares every candidate with every
 * film already on the page, and folding the same titles again was a fifth of a suggestion's time.
 */
const titleKeys = new LRUCache<string, string>({ max: 20_000 });
export function titleKey(title: string): string {
  let key = titleKeys.get(title);
  if (key === undefined) {
    key = foldedTitle(title);
    titleKeys.set(title, key);
  }
  return key;
}

/** The key that names a suggested film, so that other rows do not fill with it. */
export const headKey = (title: string, year: number | undefined) => `${titleKey(title)}|${year ?? ""}`;

export const yearOf = (m: Movie) => Number(m.release_date?.slice(0, 4)) || undefined;

/** Whether `movie` is titled as one of `keys` (`titleKey`): by its title or, localised, its original title. */
export function titledAs(movie: Movie, keys: ReadonlySet<string>): boolean {
  return keys.has(titleKey(movie.title)) || (movie.original_title ? keys.has(titleKey(movie.original_title)) : false);
}

/** Whether `movie` is the film named `title` (of `year`, when known): by its title or, localised, its original title. */
export function isFilm(movie: Movie, title: string, year: number | undefined): boolean {
  // The year first: a row asks this of every candidate for every suggestion, and most differ in it.
  if (year !== undefined && yearOf(movie) !== year) return false;
  const key = titleKey(title);
  return titleKey(movie.title) === key || (movie.original_title ? titleKey(movie.original_title) === key : false);
}

/**
 * The suggested film itself among a title search's hits: the same title (by its words, or its
 * original title when the search answered in the UI language) and, when known, the same year;
 * never another film that merely shares a word with it.
 */
export function headOf(hits: readonly Movie[], title: string, year: number | undefined): Movie | undefined {
  return hits.find((m) => isFilm(m, title, year)) ?? hits.find((m) => isFilm(m, title, undefined));
}

/** The reason of a suggestion the movie source does not have (a model may name films it invented). */
export const UNMATCHED = "unmatched";

/** A film's own facts as a reason: its decade, its genres (named in the UI language) and its rating. */
export function reasonOf(movie: Movie, genres: readonly string[] = []): string[] {
  const year = yearOf(movie);
  const parts: string[] = [];
  if (year) parts.push(`decade:${Math.floor(year / 10) * 10}`);
  if (genres.length > 0) parts.push(`genres:${genres.slice(0, 2).join(", ")}`);
  if (movie.vote_average) parts.push(`rating:${Math.round(movie.vote_average * 10) / 10}`);
  return parts;
}

/**
 * One suggestion's row: the suggested film (by its id when the suggester gave one and it is that
 * film, else found by a title search), then films to fill it, best first. With a `RowFit` (the local engine over the catalogue): films like it
 * (`MovieSource.similar`) that also fit the query (its facets and exclusions), then other films
 * that fit the query, then films like it, or like the film most like it, that only break no
 * exclusion; never an excluded film. Otherwise the films like it. Never a film that only shares a
 * title word. A failed search is an empty row (the page says "No match for ‹name›").
 */
export async function fillRow(deps: Deps, row: RowRequest): Promise<RowFill> {
  const found = await suggestedFilm(deps, row);
  if (found === "failed") return { movies: [] };
  // The one fact there is: the movie source has no such film.
  if (!found) return { movies: [], reason: [UNMATCHED] };
  const head = found;
  const [like, genres] = await Promise.all([similarTo(deps, head, row), genreNames(deps, head, row.language)]);
  const others = like.filter((m) => m.id !== head.id);
  const filled = row.fit ? await byFit(deps, head, others, row.fit, row) : others;
  return { movies: [head, ...filled], reason: reasonOf(head, genres) };
}

/** What finding a suggested film needs: the source's look-ups, the name, and the id when its suggester gave one. */
type FindDeps = { movies: Pick<MovieSource, "movie" | "search"> };
type FindRequest = Pick<RowRequest, "title" | "year" | "id" | "language" | "signal" | "log">;

/**
 * A suggested film in the movie source: by the id its suggester gave when the source has it under
 * that name, else by a title search; `failed` when the search did (rows and taste find films alike).
 */
export async function suggestedFilm(deps: FindDeps, row: FindRequest): Promise<Movie | undefined | "failed"> {
  return (await headById(deps, row)) ?? (await headBySearch(deps, row));
}

/** The suggested film by the id its suggester gave, if the source has it under that name. */
async function headById(deps: FindDeps, row: FindRequest): Promise<Movie | undefined> {
  if (row.id === undefined) return undefined;
  const result = await deps.movies.movie(row.id, row.language).catch(() => undefined);
  return result?.ok && isFilm(result.value, row.title, row.year) ? result.value : undefined;
}

/** The suggested film found by a title search; `failed` when the search did. */
async function headBySearch(deps: FindDeps, row: FindRequest): Promise<Movie | undefined | "failed"> {
  const result = await deps.movies
    .search(row.title, row.language, row.signal, row.year)
    .catch((error: unknown) => err({ code: "upstream_unavailable" as const, message: errorName(error) }));
  if (result.ok) return headOf(result.value, row.title, row.year);
  if (!row.signal.aborted) {
    row.log?.warn({ code: result.error.code, reason: result.error.message }, "search for a suggestion failed");
  }
  return "failed";
}

/** The row's candidates by `RowFit` grade: like the head first within each grade, then the query's own films. */
async function byFit(deps: Deps, head: Movie, like: Movie[], fit: RowFit, row: RowRequest): Promise<Movie[]> {
  const next = like[0] ? await similarTo(deps, like[0], row) : [];
  const alike = [...like, ...next.filter((m) => m.id !== head.id && !like.some((l) => l.id === m.id))];
  const known = new Set(alike.map((m) => m.id));
  const pool = (await poolOf(deps, fit, row.language)).filter((m) => m.id !== head.id && !known.has(m.id));
  // Each film graded once: the lists are read once per grade.
  const grades = new Map([...alike, ...pool].map((m) => [m.id, fit.grade(m.id)]));
  const graded = (list: Movie[], grade: FitGrade) => list.filter((m) => grades.get(m.id) === grade);
  return [
    ...graded(alike, "fits"),
    ...graded(pool, "fits"),
    ...graded(alike, "unknown"),
    ...graded(pool, "unknown"),
    ...graded(alike, "allowed"),
  ];
}

/** Each answer's own films (`RowFit.pool`) as the movie source has them, by language. */
const pools = new WeakMap<RowFit, Partial<Record<LanguageId, Promise<Movie[]>>>>();

/** The answer's own films, looked up once per answer and language: every row of it fills from them. */
function poolOf(deps: Deps, fit: RowFit, language: LanguageId): Promise<Movie[]> {
  const byLanguage = pools.get(fit) ?? {};
  pools.set(fit, byLanguage);
  const kept = byLanguage[language];
  if (kept) return kept;
  const found = Promise.all(fit.pool.map((id) => deps.movies.movie(id, language))).then((answers) =>
    answers.flatMap((r) => (r.ok ? [r.value] : [])),
  );
  byLanguage[language] = found;
  // A failed look-up is not kept: the next answer to the same query asks again.
  found.catch(() => delete byLanguage[language]);
  return found;
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

/**
 * The head's genres in the UI language: TMDB's genre ids named by the source's genre list, or
 * the catalogue's own facts; none when the source cannot say.
 */
async function genreNames(deps: Deps, head: Movie, language: LanguageId): Promise<string[]> {
  try {
    if (head.genre_ids) {
      const list = await deps.movies.genres(language);
      if (!list.ok) return [];
      const names = new Map(list.value.map((g) => [g.id, g.name]));
      return head.genre_ids.flatMap((id) => names.get(String(id)) ?? []);
    }
    if (deps.movies.kind !== "catalog") return [];
    const facts = await deps.movies.facts(head.id, language, "US");
    return facts.ok ? facts.value.genres : [];
  } catch {
    return [];
  }
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : "thrown");
