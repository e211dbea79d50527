import type { Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { Genre, GenreRows, ListKind, Movie, MovieFacts } from "../../contract/movies.js";

export type SourceErrorCode = "upstream_unavailable" | "upstream_auth" | "not_found";
export interface SourceError {
  code: SourceErrorCode;
  /** For logs only: never an upstream body, never a token. */
  message?: string;
}

/** A video record as TMDB describes it: its type (Trailer, Teaser, …) and its YouTube key. */
export interface Video {
  type: string;
  key: string;
  site?: string;
}

/** Films per genre row (`MovieSource.genreRows`), whichever source answers. */
export const GENRE_ROW_SIZE = 20;

/**
 * Where movies come from: TMDB (`tmdb-source.ts`) or the embedded catalogue (`catalog-source.ts`).
 * Every call takes the UI language; implementations never throw for upstream faults.
 */
/** What a source answers: the value, or the upstream fault it met. */
export type SourceAnswer<T> = Promise<Result<T, SourceError>>;

export interface MovieSource {
  readonly kind: "tmdb" | "catalog";
  /** Prefix for poster/backdrop paths, with the width segment (`…/w500`). */
  readonly imageBaseUrl: string;
  list(kind: ListKind, language: LanguageId): SourceAnswer<Movie[]>;
  /** Films whose titles match `query`; with `year`, the film of that year leads (a search for "Heat" of 1995). */
  search(query: string, language: LanguageId, signal?: AbortSignal, year?: number): SourceAnswer<Movie[]>;
  videos(id: number, language: LanguageId): SourceAnswer<Video[]>;
  /** One film by id (a shared link to a film in no row); `not_found` when the source has no such film. */
  movie(id: number, language: LanguageId): SourceAnswer<Movie>;
  /**
   * Films like the film `id`, most alike first, never that film itself, at most 20: the one
   * "films like this" of the product (GPT rows, "More like this", the rows made for you).
   * Catalogue: by the catalogue's facts; TMDB: its recommendations, then similar films.
   * `not_found` for an id the source does not know.
   */
  similar(id: number, language: LanguageId, signal?: AbortSignal): SourceAnswer<Movie[]>;
  /** More Info's facts about a film (runtime, rating, genres, director, cast, where to watch in `region`). */
  facts(id: number, language: LanguageId, region: string): SourceAnswer<MovieFacts>;
  /** The genres a viewer can browse, named in the UI language. */
  genres(language: LanguageId): SourceAnswer<Genre[]>;
  /** A genre's rows (popular, acclaimed, newest); `not_found` for an id `genres` does not list. */
  genreRows(id: string, language: LanguageId): SourceAnswer<GenreRows>;
  /**
   * The film an IMDb id (`tt0078748`) names, or null when the source knows none; only a source that
   * knows IMDb ids has it (TMDB; the embedded catalogue has none). Import matches by it first.
   */
  byImdbId?(imdbId: string, language: LanguageId, signal?: AbortSignal): SourceAnswer<Movie | null>;
}
