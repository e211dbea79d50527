import { LRUCache } from "lru-cache";
import { err, ok, type Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { Genre, GenreRows, ListKind, Movie, MovieFacts } from "../../contract/movies.js";
import { ART_BASE_URL, backdropPathOf, posterPathOf } from "./art-catalog.js";
import type { Catalog } from "./catalog/catalog.js";
import type { Film } from "./catalog/film.js";
import { catalogGenreRows, catalogGenres, genreNamesOf } from "./catalog/genres.js";
import type { MovieSource, SourceAnswer, SourceError, Video } from "./movie-source.js";
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

/** Films kept as sent, per language: the whole embedded catalogue, a few MB; a larger one's most used. */
const KEPT_MOVIES = 5_000;

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
  /**
   * Films as sent, frozen, by language, the most recently used kept: a suggestion reads some
   * three hundred (each row's films like two films, and the query's own films), most of them the
   * same from row to row and from one search to the next, and its overview is written once.
   */
  readonly #movies = new Map<LanguageId, LRUCache<Film, Movie>>();

  constructor(catalog: Catalog) {
    this.#catalog = catalog;
  }

  /** `movieOf(film, language)`, frozen and kept (`#movies`). */
  #movie(film: Film, language: LanguageId): Movie {
    let kept = this.#movies.get(language);
    if (!kept) {
      kept = new LRUCache({ max: KEPT_MOVIES });
      this.#movies.set(language, kept);
    }
    let movie = kept.get(film);
    if (!movie) {
      movie = Object.freeze(movieOf(film, language));
      kept.set(film, movie);
    }
    return movie;
  }

  async list(kind: ListKind, language: LanguageId): Promise<Result<Movie[], SourceError>> {
    const key = `${kind}:${language}`;
    let movies = this.#lists.get(key);
    if (!movies) {
      movies = this.#catalog.list(kind).map((f) => this.#movie(f, language));
      this.#lists.set(key, movies);
    }
    return ok([...movies]);
  }

  async search(...[query, language, signal, year]: Parameters<MovieSource["search"]>): SourceAnswer<Movie[]> {
    if (signal?.aborted) return err({ code: "upstream_unavailable", message: "search aborted" });
    return ok(this.#catalog.titleSearch(query, year).map((f) => this.#movie(f, language)));
  }

  async movie(id: number, language: LanguageId): Promise<Result<Movie, SourceError>> {
    const film = this.#catalog.byId(id);
    return film ? ok(this.#movie(film, language)) : err({ code: "not_found", message: `no film ${id}` });
  }

  async similar(id: number, language: LanguageId, signal?: AbortSignal): Promise<Result<Movie[], SourceError>> {
    if (signal?.aborted) return err({ code: "upstream_unavailable", message: "similar aborted" });
    const film = this.#catalog.byId(id);
    if (!film) return err({ code: "not_found", message: `no film ${id}` });
    return ok(similarFilms(film, this.#catalog.films).map((f) => this.#movie(f, language)));
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
    const movies = (films: Film[]) => films.map((f) => this.#movie(f, language));
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
