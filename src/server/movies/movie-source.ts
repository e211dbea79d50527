import type { Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { ListKind, Movie } from "../../contract/movies.js";

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

/**
 * Where movies come from: TMDB (`tmdb-source.ts`) or the embedded catalogue (`catalog-source.ts`).
 * Every call takes the UI language; implementations never throw for upstream faults.
 */
export interface MovieSource {
  readonly kind: "tmdb" | "catalog";
  /** Prefix for poster/backdrop paths, with the width segment (`…/w500`). */
  readonly imageBaseUrl: string;
  list(kind: ListKind, language: LanguageId): Promise<Result<Movie[], SourceError>>;
  /** Films whose titles match `query`; with `year`, the film of that year leads (a search for "Heat" of 1995). */
  search(
    query: string,
    language: LanguageId,
    signal?: AbortSignal,
    year?: number,
  ): Promise<Result<Movie[], SourceError>>;
  videos(id: number, language: LanguageId): Promise<Result<Video[], SourceError>>;
  /** One film by id (a shared link to a film in no row); `not_found` when the source has no such film. */
  movie(id: number, language: LanguageId): Promise<Result<Movie, SourceError>>;
}
