import { err, ok, type Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { Genre, GenreRows, ListKind, Movie, MovieFacts } from "../../contract/movies.js";
import { ART_BASE_URL, backdropPathOf, posterPathOf } from "./art-catalog.js";
import type { Catalog } from "./catalog/catalog.js";
import type { Film } from "./catalog/film.js";
import { catalogGenreRows, catalogGenres, genreNamesOf } from "./catalog/genres.js";
import type { MovieSource, SourceError, Video } from "./movie-source.js";
import { overviewOf } from "./overview/overview.js";
import { similarFilms } from "./similarity.js";

/**
 * A catalogue film in the contract's TMDB-like shape, its overview written in the UI language when
 * it is first read (sending the film reads it): a suggestion row weighs some fifty films to send
 * ten, and writing an overview costs more than everything else about a film.
 */
export function movieOf(film: Film, language: LanguageId): Movie {
  let overview: string | undefined;
  const movie = { id: film.id, title: film.title } as Movie;
  Object.defineProperty(movie, "overview", {
    enumerable: true,
    get: () => {
      overview ??= overviewOf(film, language);
      return overview;
    },
  });
  return Object.assign(movie, {
    poster_path: posterPathOf(film),
    backdrop_path: backdropPathOf(film),
    ...(film.releaseDate !== null && { release_date: film.releaseDate }),
    ...(film.imdbRating !== null && { vote_average: film.imdbRating }),
    critics_score: film.rottenTomatoes,
    runtime: film.runtime,
  });
}

/**
 * The embedded default MovieSource: lists and search from the catalogue, generated poster art,
 * no trailers (the featured block shows the backdrop art instead). Never fails for a known film.
 */
export class CatalogSource implements MovieSource {
  readonly kind = "catalog" as const;
  readonly imageBaseUrl = ART_BASE_URL;
  readonly #catalog: Catalog;
  /** The lists never change (the catalogue is fixed at start-up): each is written once per language. */
  readonly #lists = new Map<string, readonly Movie[]>();

  constructor(catalog: Catalog) {
    this.#catalog = catalog;
  }

  async list(kind: ListKind, language: LanguageId): Promise<Result<Movie[], SourceError>> {
    const key = `${kind}:${language}`;
    let movies = this.#lists.get(key);
    if (!movies) {
      movies = this.#catalog.list(kind).map((f) => Object.freeze(movieOf(f, language)));
      this.#lists.set(key, movies);
    }
    return ok([...movies]);
  }

  async search(
    query: string,
    language: LanguageId,
    signal?: AbortSignal,
    year?: number,
  ): Promise<Result<Movie[], SourceError>> {
    if (signal?.aborted) return err({ code: "upstream_unavailable", message: "search aborted" });
    return ok(this.#catalog.titleSearch(query, year).map((f) => movieOf(f, language)));
  }

  async movie(id: number, language: LanguageId): Promise<Result<Movie, SourceError>> {
    const film = this.#catalog.byId(id);
    return film ? ok(movieOf(film, language)) : err({ code: "not_found", message: `no film ${id}` });
  }

  async similar(id: number, language: LanguageId, signal?: AbortSignal): Promise<Result<Movie[], SourceError>> {
    if (signal?.aborted) return err({ code: "upstream_unavailable", message: "similar aborted" });
    const film = this.#catalog.byId(id);
    if (!film) return err({ code: "not_found", message: `no film ${id}` });
    return ok(similarFilms(film, this.#catalog.films).map((f) => movieOf(f, language)));
  }

  /** The catalogue's own facts; it knows no cast and no streaming services. */
  async facts(id: number, language: LanguageId, _region: string): Promise<Result<MovieFacts, SourceError>> {
    const film = this.#catalog.byId(id);
    if (!film) return err({ code: "not_found", message: `no film ${id}` });
    return ok({
      runtime: film.runtime,
      certification: film.mpaa === "Not Rated" ? null : film.mpaa,
      genres: genreNamesOf(film, language),
      director: film.director,
      cast: [],
      watch: null,
    });
  }

  async genres(language: LanguageId): Promise<Result<Genre[], SourceError>> {
    return ok(catalogGenres(language));
  }

  async genreRows(id: string, language: LanguageId): Promise<Result<GenreRows, SourceError>> {
    const found = catalogGenreRows(this.#catalog.films, id, language);
    if (!found) return err({ code: "not_found", message: `no genre ${id}` });
    const movies = (films: Film[]) => films.map((f) => movieOf(f, language));
    const { popular, acclaimed, newest } = found.rows;
    return ok({
      genre: found.genre,
      rows: { popular: movies(popular), acclaimed: movies(acclaimed), newest: movies(newest) },
    });
  }

  /** No trailers offline: an empty list for a known film, `not_found` for an unknown id (as TMDB). */
  async videos(id: number, _language: LanguageId): Promise<Result<Video[], SourceError>> {
    if (!this.#catalog.byId(id)) return err({ code: "not_found", message: `no film ${id}` });
    return ok([]);
  }
}
