import { err, ok, type Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { ListKind, Movie } from "../../contract/movies.js";
import type { Catalog, Film } from "./catalog.js";
import type { MovieSource, SourceError, Video } from "./movie-source.js";
import { overviewOf } from "./overview.js";

/** Where `art-routes.ts` is mounted: poster paths below are relative to it. */
export const ART_BASE_URL = "/api/art";

export const posterPathOf = (film: Film): string | null => (film.hasPoster ? `/p/${film.id}.svg` : null);
export const backdropPathOf = (film: Film): string => `/b/${film.id}.svg`;

/** A catalogue film in the contract's TMDB-like shape, its overview written in the UI language. */
export function movieOf(film: Film, language: LanguageId): Movie {
  return {
    id: film.id,
    title: film.title,
    overview: overviewOf(film, language),
    poster_path: posterPathOf(film),
    backdrop_path: backdropPathOf(film),
    ...(film.releaseDate !== null && { release_date: film.releaseDate }),
    ...(film.imdbRating !== null && { vote_average: film.imdbRating }),
  };
}

/**
 * The embedded default MovieSource: lists and search from the catalogue, generated poster art,
 * no trailers (the featured block shows the backdrop art instead). Never fails for a known film.
 */
export class CatalogSource implements MovieSource {
  readonly kind = "catalog" as const;
  readonly imageBaseUrl = ART_BASE_URL;
  readonly #catalog: Catalog;

  constructor(catalog: Catalog) {
    this.#catalog = catalog;
  }

  async list(kind: ListKind, language: LanguageId): Promise<Result<Movie[], SourceError>> {
    return ok(this.#catalog.list(kind).map((f) => movieOf(f, language)));
  }

  async search(query: string, language: LanguageId, signal?: AbortSignal): Promise<Result<Movie[], SourceError>> {
    if (signal?.aborted) return err({ code: "upstream_unavailable", message: "search aborted" });
    return ok(this.#catalog.search(query).map((f) => movieOf(f, language)));
  }

  /** No trailers offline: an empty list for a known film, `not_found` for an unknown id (as TMDB). */
  async videos(id: number, _language: LanguageId): Promise<Result<Video[], SourceError>> {
    if (!this.#catalog.byId(id)) return err({ code: "not_found", message: `no film ${id}` });
    return ok([]);
  }
}
