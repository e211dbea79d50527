import type { Logger } from "pino";
import { z } from "zod";
import { err, ok, type Result } from "../../contract/errors.js";
import { LANGUAGES, type LanguageId } from "../../contract/language.js";
import {
  type Genre,
  type GenreRows,
  GenreSchema,
  type ListKind,
  type Movie,
  type MovieFacts,
  MovieSchema,
} from "../../contract/movies.js";
import type { Loader, LoadSpec } from "../cache/cached.js";
import { versionedKey } from "../cache/policy.js";
import type { Config } from "../config.js";
import { abortable } from "../http/abortable.js";
import { BodyTooLargeError, capBody } from "../http/capped-body.js";
import { requestIdHeader } from "../ops/request-context.js";
import { reportUpstreamCall } from "../ops/telemetry.js";
import { GENRE_ROW_SIZE, type MovieSource, type SourceAnswer, type SourceError, type Video } from "./movie-source.js";
import {
  type AllRegionFacts,
  AllRegionFactsSchema,
  parseMovie,
  parseMovieFacts,
  parseMoviePage,
  parseVideos,
  TmdbGenreListSchema,
  VideoListSchema,
} from "./tmdb-schemas.js";

export type TmdbSettings = Extract<Config["movies"], { kind: "tmdb" }>;

export interface TmdbDeps {
  loader: Loader;
  log: Logger;
  /** Bodies larger than this are abandoned mid-read (default 2 MB). */
  maxBodyBytes?: number;
}

/** How each call is cached (freshness, keep time, memory tier: `CACHE_POLICY`) and what it must parse as. */
const LIST_SPEC: LoadSpec<Movie[]> = { kind: "list", schema: z.array(MovieSchema) };
const SEARCH_SPEC: LoadSpec<Movie[]> = { kind: "search", schema: z.array(MovieSchema) };
const VIDEOS_SPEC: LoadSpec<Video[]> = { kind: "trailer", schema: VideoListSchema };
const MOVIE_SPEC: LoadSpec<Movie> = { kind: "movie", schema: MovieSchema };
/** What `/3/find` knows of an IMDb id changes as rarely as a film's details. */
const FIND_SPEC: LoadSpec<Movie[]> = { kind: "movie", schema: z.array(MovieSchema) };
/** `/3/find/{external_id}`: only `movie_results` is read (people and TV are not films). */
const TmdbFindSchema = z.object({ movie_results: z.array(z.unknown()) });
/** Everything TMDB says for More Info, all regions' providers included (the region is picked after). */
const FACTS_SPEC: LoadSpec<AllRegionFacts> = { kind: "movie", schema: AllRegionFactsSchema };
/** Top-billed cast shown in More Info. */
export const CAST_SHOWN = 5;
const GENRES_SPEC: LoadSpec<Genre[]> = { kind: "list", schema: z.array(GenreSchema) };
/** How each genre row asks `/3/discover/movie` (acclaimed and newest leave out films nobody rated). */
type GenreRow = keyof GenreRows["rows"];
const GENRE_ROWS = ["popular", "acclaimed", "newest"] as const satisfies readonly GenreRow[];
/** A genre row with fewer films than this, once the rows before it took theirs, reads TMDB's next page. */
export const GENRE_ROW_MIN = 10;
const DISCOVER_SORTS = {
  popular: { sort_by: "popularity.desc" },
  acclaimed: { sort_by: "vote_average.desc", "vote_count.gte": "500" },
  newest: { sort_by: "primary_release_date.desc", "vote_count.gte": "20" },
} as const;
/** Recommendations change slowly: cached as a film's details are. */
const SIMILAR_SPEC: LoadSpec<Movie[]> = { kind: "movie", schema: z.array(MovieSchema) };
/** At most this many films like a film (`MovieSource.similar`). */
export const TMDB_SIMILAR_LIMIT = 20;

export const TMDB_MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Page 1 only, its first 20 movies: one poster row. */
export const TMDB_LIST_LIMIT = 20;

/** TMDB v3's list paths, one per row. */
const LIST_PATHS: Readonly<Record<ListKind, string>> = {
  "now-playing": "/3/movie/now_playing",
  popular: "/3/movie/popular",
  upcoming: "/3/movie/upcoming",
  "top-rated": "/3/movie/top_rated",
};

type Failure = SourceError & { status?: number };
type Fetched = Result<unknown, Failure>;

/** The body as text, or `undefined` when it is over `cap` bytes (the read is abandoned). */
async function readCapped(res: Response, cap: number): Promise<string | undefined> {
  try {
    return await capBody(res, cap).text();
  } catch (error) {
    if (error instanceof BodyTooLargeError) return undefined;
    throw error;
  }
}

function failureForStatus(status: number): Failure {
  if (status === 401) return { code: "upstream_auth", message: "TMDB refused the token (401)", status };
  if (status === 404) return { code: "not_found", message: "TMDB answered 404", status };
  return { code: "upstream_unavailable", message: `TMDB answered ${status}`, status };
}

/** What a caller gets when it goes before the shared upstream call ends (`abortable`). */
const aborted = () => err<SourceError>({ code: "upstream_unavailable", message: "aborted" });

/**
 * Movies from TMDB v3: the six GET calls (four lists, search, videos) with the read-access bearer token, answers
 * parsed with zod and cached per kind (`CACHE_POLICY`: lists, searches, trailers; stale copies
 * served when TMDB fails).
 * Never throws for upstream faults; never puts the token or an upstream body in a message or log.
 */
export class TmdbSource implements MovieSource {
  readonly kind = "tmdb" as const;
  readonly imageBaseUrl: string;
  readonly #settings: TmdbSettings;
  readonly #loader: Loader;
  readonly #log: Logger;
  readonly #maxBodyBytes: number;

  constructor(settings: TmdbSettings, deps: TmdbDeps) {
    this.#settings = { ...settings, apiUrl: settings.apiUrl.replace(/\/+$/, "") };
    this.imageBaseUrl = `${settings.imageUrl.replace(/\/+$/, "")}/w500`;
    this.#loader = deps.loader;
    this.#log = deps.log.child({ upstream: "tmdb" });
    this.#maxBodyBytes = deps.maxBodyBytes ?? TMDB_MAX_BODY_BYTES;
  }

  list(kind: ListKind, language: LanguageId): Promise<Result<Movie[], SourceError>> {
    const params = { language: LANGUAGES[language].tmdbLocale, page: "1" };
    return this.#movies(LIST_PATHS[kind], params, LIST_SPEC);
  }

  /**
   * TMDB's title search. With `year`, TMDB's own `year` filter first, so that film leads; when that
   * finds nothing (the year was off), the same search without it.
   */
  async search(...[query, language, signal, year]: Parameters<MovieSource["search"]>): SourceAnswer<Movie[]> {
    const params = {
      query: query.trim(),
      include_adult: "false",
      language: LANGUAGES[language].tmdbLocale,
      page: "1",
    };
    if (year !== undefined) {
      const dated = await abortable(
        this.#movies("/3/search/movie", { ...params, year: String(year) }, SEARCH_SPEC),
        signal,
        aborted,
      );
      if (!dated.ok || dated.value.length > 0) return dated;
    }
    return abortable(this.#movies("/3/search/movie", params, SEARCH_SPEC), signal, aborted);
  }

  videos(id: number, language: LanguageId): Promise<Result<Video[], SourceError>> {
    const path = `/3/movie/${encodeURIComponent(String(id))}/videos`;
    const params = { language: LANGUAGES[language].tmdbLocale };
    return this.#loader.load(cacheKey(path, params), VIDEOS_SPEC, async () => {
      const fetched = await this.#fetch(path, params);
      // A movie TMDB does not know has no videos: the page shows art instead.
      if (!fetched.ok) return fetched.error.status === 404 ? ok([]) : err(publicError(fetched.error));
      const parsed = parseVideos(fetched.value);
      if (!parsed) return err(this.#mismatch(path));
      return ok(parsed.items);
    });
  }

  movie(id: number, language: LanguageId): Promise<Result<Movie, SourceError>> {
    const path = `/3/movie/${encodeURIComponent(String(id))}`;
    const params = { language: LANGUAGES[language].tmdbLocale };
    return this.#loader.load(cacheKey(path, params), MOVIE_SPEC, async () => {
      const fetched = await this.#fetch(path, params);
      if (!fetched.ok) return err(publicError(fetched.error));
      const parsed = parseMovie(fetched.value);
      return parsed ? ok(parsed) : err(this.#mismatch(path));
    });
  }

  /**
   * TMDB's recommendations for the film (what its viewers also watched), filled up from its
   * similar films (same genres and keywords) when there are fewer than 20; the film itself and
   * repeats left out. A film TMDB does not know is `not_found`; when only the fill fails, the
   * recommendations stand alone.
   */
  async similar(id: number, language: LanguageId, signal?: AbortSignal): Promise<Result<Movie[], SourceError>> {
    const params = { language: LANGUAGES[language].tmdbLocale, page: "1" };
    const base = `/3/movie/${encodeURIComponent(String(id))}`;
    const recommended = await abortable(this.#related(`${base}/recommendations`, params), signal, aborted);
    if (!recommended.ok) return recommended;
    const films = recommended.value.filter((m) => m.id !== id);
    if (films.length < TMDB_SIMILAR_LIMIT) {
      const alike = await abortable(this.#related(`${base}/similar`, params), signal, aborted);
      const seen = new Set(films.map((m) => m.id));
      for (const movie of alike.ok ? alike.value : []) {
        if (movie.id === id || seen.has(movie.id)) continue;
        films.push(movie);
        seen.add(movie.id);
      }
    }
    return ok(films.slice(0, TMDB_SIMILAR_LIMIT));
  }

  /**
   * One call (`append_to_response=credits,watch/providers,release_dates`) for runtime, genres,
   * director, top-billed cast, the region's certification and where to watch it there.
   */
  async facts(id: number, language: LanguageId, region: string): Promise<Result<MovieFacts, SourceError>> {
    const path = `/3/movie/${encodeURIComponent(String(id))}`;
    const params = {
      language: LANGUAGES[language].tmdbLocale,
      append_to_response: "credits,watch/providers,release_dates",
    };
    const loaded = await this.#loader.load(cacheKey(path, params), FACTS_SPEC, async () => {
      const fetched = await this.#fetch(path, params);
      if (!fetched.ok) return err(publicError(fetched.error));
      const parsed = parseMovieFacts(fetched.value, CAST_SHOWN);
      return parsed ? ok(parsed) : err(this.#mismatch(path));
    });
    if (!loaded.ok) return loaded;
    const { certifications, watch, ...facts } = loaded.value;
    const here = watch[region];
    return ok({ ...facts, certification: certifications[region] ?? null, watch: here ? { region, ...here } : null });
  }

  genres(language: LanguageId): Promise<Result<Genre[], SourceError>> {
    const path = "/3/genre/movie/list";
    const params = { language: LANGUAGES[language].tmdbLocale };
    return this.#loader.load(cacheKey(path, params), GENRES_SPEC, async () => {
      const fetched = await this.#fetch(path, params);
      if (!fetched.ok) return err(publicError(unavailable(fetched.error)));
      const parsed = TmdbGenreListSchema.safeParse(fetched.value);
      if (!parsed.success) return err(this.#mismatch(path));
      return ok(parsed.data.genres.map((g) => ({ id: String(g.id), name: g.name })));
    });
  }

  /**
   * A genre's rows from `/3/discover/movie`: by popularity, by rating (500+ votes), newest released.
   * TMDB's three lists often share films: each row leaves out the films of the rows before it (as
   * the catalogue's do), and a row left with fewer than `GENRE_ROW_MIN` reads TMDB's next page.
   */
  async genreRows(id: string, language: LanguageId): Promise<Result<GenreRows, SourceError>> {
    const genres = await this.genres(language);
    if (!genres.ok) return genres;
    const genre = genres.value.find((g) => g.id === id);
    if (!genre) return err({ code: "not_found", message: `no genre ${id}` });
    const base = {
      with_genres: genre.id,
      include_adult: "false",
      language: LANGUAGES[language].tmdbLocale,
      "primary_release_date.lte": new Date().toISOString().slice(0, 10),
    };
    const page = (row: GenreRow, n: number) =>
      this.#movies("/3/discover/movie", { ...base, page: String(n), ...DISCOVER_SORTS[row] }, LIST_SPEC);
    const [popular, acclaimed, newest] = await Promise.all(GENRE_ROWS.map((row) => page(row, 1)));
    if (!popular?.ok) return popular ?? err({ code: "upstream_unavailable" });
    const shown = new Set<number>();
    const distinct = (films: readonly Movie[], room = GENRE_ROW_SIZE) => {
      const kept = films.filter((m) => !shown.has(m.id)).slice(0, room);
      for (const m of kept) shown.add(m.id);
      return kept;
    };
    const rest = async (row: GenreRow, first: Result<Movie[], SourceError> | undefined) => {
      const kept = distinct(first?.ok ? first.value : []);
      if (!first?.ok || kept.length >= GENRE_ROW_MIN) return kept;
      const next = await page(row, 2);
      return [...kept, ...distinct(next.ok ? next.value : [], GENRE_ROW_SIZE - kept.length)];
    };
    // In order: each row's films are taken before the next row is read.
    const popularRow = distinct(popular.value);
    const acclaimedRow = await rest("acclaimed", acclaimed);
    const newestRow = await rest("newest", newest);
    return ok({ genre, rows: { popular: popularRow, acclaimed: acclaimedRow, newest: newestRow } });
  }

  /** The film TMDB knows by an IMDb id: `/3/find/{id}?external_source=imdb_id`'s first movie, or null. */
  async byImdbId(
    imdbId: string,
    language: LanguageId,
    signal?: AbortSignal,
  ): Promise<Result<Movie | null, SourceError>> {
    const path = `/3/find/${encodeURIComponent(imdbId)}`;
    const params = { external_source: "imdb_id", language: LANGUAGES[language].tmdbLocale };
    const load = this.#loader.load(cacheKey(path, params), FIND_SPEC, async () => {
      const fetched = await this.#fetch(path, params);
      if (!fetched.ok) return err(publicError(fetched.error));
      const found = TmdbFindSchema.safeParse(fetched.value);
      const parsed = found.success ? parseMoviePage({ results: found.data.movie_results }, 1) : undefined;
      return parsed ? ok(parsed.items) : err(this.#mismatch(path));
    });
    const result = await abortable(load, signal, aborted);
    return result.ok ? ok(result.value[0] ?? null) : result;
  }

  /** A paged list of films about one film (recommendations, similar): 404 stays `not_found`. */
  #related(path: string, params: Record<string, string>): Promise<Result<Movie[], SourceError>> {
    return this.#loader.load(cacheKey(path, params), SIMILAR_SPEC, async () => {
      const fetched = await this.#fetch(path, params);
      if (!fetched.ok) return err(publicError(fetched.error));
      const parsed = parseMoviePage(fetched.value, TMDB_SIMILAR_LIMIT);
      return parsed ? ok(parsed.items) : err(this.#mismatch(path));
    });
  }

  #movies(
    path: string,
    params: Record<string, string>,
    spec: LoadSpec<Movie[]>,
  ): Promise<Result<Movie[], SourceError>> {
    return this.#loader.load(cacheKey(path, params), spec, async () => {
      const fetched = await this.#fetch(path, params);
      if (!fetched.ok) {
        return err(publicError(fetched.error.code === "not_found" ? unavailable(fetched.error) : fetched.error));
      }
      const parsed = parseMoviePage(fetched.value, TMDB_LIST_LIMIT);
      if (!parsed) return err(this.#mismatch(path));
      if (parsed.dropped > 0) this.#log.warn({ path, dropped: parsed.dropped }, "dropped malformed TMDB movies");
      return ok(parsed.items);
    });
  }

  /** One GET against TMDB: the JSON body, or a typed failure (already logged). */
  async #fetch(path: string, params: Record<string, string>): Promise<Fetched> {
    const started = performance.now();
    const url = `${this.#settings.apiUrl}${path}?${new URLSearchParams(params)}`;
    const seconds = () => (performance.now() - started) / 1000;
    const fail = (failure: Failure, reason: string): Fetched => {
      const ms = Math.round(performance.now() - started);
      reportUpstreamCall({ service: "tmdb", outcome: reason === "timeout" ? "timeout" : "error", seconds: seconds() });
      const level = failure.code === "upstream_auth" ? "error" : failure.status === 404 ? "debug" : "warn";
      this.#log[level]({ path, status: failure.status, reason, ms }, "TMDB call failed");
      return err(failure);
    };
    try {
      const res = await fetch(url, {
        headers: { Authorization: `Bearer ${this.#settings.token}`, accept: "application/json", ...requestIdHeader() },
        signal: AbortSignal.timeout(this.#settings.timeoutMs),
        redirect: "error",
      });
      if (!res.ok) {
        await res.body?.cancel();
        return fail(failureForStatus(res.status), "status");
      }
      const text = await readCapped(res, this.#maxBodyBytes);
      if (text === undefined) return fail({ code: "upstream_unavailable", message: "TMDB body too large" }, "size");
      try {
        const body = JSON.parse(text) as unknown;
        reportUpstreamCall({ service: "tmdb", outcome: "ok", seconds: seconds() });
        return ok(body);
      } catch {
        return fail({ code: "upstream_unavailable", message: "TMDB sent a body that is not JSON" }, "not_json");
      }
    } catch (error) {
      const name = error instanceof Error ? error.name : undefined;
      const timedOut = name === "TimeoutError" || name === "AbortError";
      const message = timedOut ? `TMDB did not answer in ${this.#settings.timeoutMs} ms` : "TMDB unreachable";
      return fail({ code: "upstream_unavailable", message }, timedOut ? "timeout" : "network");
    }
  }

  #mismatch(path: string): SourceError {
    this.#log.warn({ path, reason: "schema" }, "TMDB answer did not match the expected shape");
    return { code: "upstream_unavailable", message: "TMDB answer did not match the expected shape" };
  }
}

function unavailable(failure: Failure): Failure {
  return { ...failure, code: "upstream_unavailable" };
}

/** Drop the internal status before an error leaves the source. */
function publicError(failure: Failure): SourceError {
  return failure.message ? { code: failure.code, message: failure.message } : { code: failure.code };
}

/** Versioned path plus sorted query (language included), so equal requests share a cache entry. */
export function cacheKey(path: string, params: Record<string, string>): string {
  const sorted = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return versionedKey("tmdb", `${path}?${new URLSearchParams(sorted)}`);
}
