import type { Movie } from "../../src/contract/movies.js";
import { featuredCandidates } from "../../src/web/features/browse/featured-candidates.js";
import {
  type FakeHandler,
  type FakeReply,
  type FakeServer,
  loadFixture,
  type SeenRequest,
  startFakeServer,
} from "./fake-server.js";
import { gate } from "./wait.js";

/** The token the fake accepts unless told otherwise. */
export const FAKE_TMDB_TOKEN = "fake-tmdb-read-token-0123456789";

/** The four list paths and the fixture each serves. */
export const TMDB_LIST_FIXTURES: Readonly<Record<string, string>> = {
  "/3/movie/now_playing": "tmdb/now_playing.json",
  "/3/movie/popular": "tmdb/popular.json",
  "/3/movie/upcoming": "tmdb/upcoming.json",
  "/3/movie/top_rated": "tmdb/top_rated.json",
};

/** A movie id whose videos list is empty (videos_empty.json); every other id gets videos.json. */
export const TMDB_ID_WITHOUT_VIDEOS = 900002;

/**
 * The films the page may feature, in its order: the now-playing fixture's `featuredCandidates` (as
 * the page picks), and the `Math.random()` value that makes the page pick `films[i]`.
 */
export function featuredPool(): { films: Movie[]; randomFor: (index: number) => number } {
  const films = featuredCandidates(loadFixture<{ results: Movie[] }>("tmdb/now_playing.json").results);
  return { films, randomFor: (index) => (index + 0.5) / films.length };
}

/** Ready-made misbehaviours for `override`. */
export const TMDB_FAULTS = {
  serverError: (): FakeReply => ({ status: 500, body: { status_code: 11, status_message: "Internal error" } }),
  unauthorized: (): FakeReply => ({ status: 401, body: loadFixture("tmdb/error_401.json") }),
  notFound: (): FakeReply => ({ status: 404, body: loadFixture("tmdb/error_404.json") }),
  rateLimited: (): FakeReply => ({
    status: 429,
    headers: { "retry-after": "2" },
    body: loadFixture("tmdb/error_429.json"),
  }),
  garbage: (): FakeReply => ({
    status: 200,
    headers: { "content-type": "application/json" },
    body: '{"results": [ {"id": 1, "tit',
  }),
  wrongShape: (): FakeReply => ({ status: 200, body: { page: 1, results: "none" } }),
  /** The usual answer (or `reply`), after `ms`. */
  delayed:
    (ms: number, reply?: FakeReply): FakeHandler =>
    async (req) => ({ ...(reply ?? (await fixtureReply(req))), delayMs: ms }),
  /** Never answer (the socket stays open until the fake closes). */
  hang: (): FakeHandler => () => new Promise<FakeReply>(() => undefined),
  hangUp: (): FakeReply => ({ hangUp: true }),
} as const;

export interface FakeTmdbOptions {
  /** The bearer token accepted (default `FAKE_TMDB_TOKEN`). */
  token?: string;
  /** Answer every call after this many ms (benchmarks: a realistic upstream). */
  delayMs?: number;
}

export interface FakeTmdb {
  url: string;
  token: string;
  seen: SeenRequest[];
  /** Replace the whole handling of one `METHOD /path` (bypasses the bearer check). */
  route: FakeServer["route"];
  /** Answer one exact path (e.g. `/3/movie/popular`) this way from now on, after the bearer check. */
  override(path: string, reply: FakeReply | FakeHandler): void;
  /** Hold one exact path's usual answers until the returned gate opens (then each comes at once). */
  hold(path: string): { open(): void };
  /** Remove one override, or all. */
  reset(path?: string): void;
  /** How many requests reached paths starting with `pathPrefix`. */
  callsTo(pathPrefix: string): number;
  close(): Promise<void>;
}

interface FixtureMovie {
  id: number;
  title: string;
  poster_path?: string | null;
}

function allFixtureMovies(): FixtureMovie[] {
  const byId = new Map<number, FixtureMovie>();
  for (const name of [...Object.values(TMDB_LIST_FIXTURES), "tmdb/search_movie.json"]) {
    for (const movie of loadFixture<{ results: FixtureMovie[] }>(name).results) byId.set(movie.id, movie);
  }
  return [...byId.values()];
}

/** Search: every fixture movie whose title contains the query (case-insensitive), TMDB's page shape. */
function searchReply(query: string): FakeReply {
  const needle = query.trim().toLowerCase();
  const results = needle
    ? allFixtureMovies()
        .filter((m) => m.title.toLowerCase().includes(needle))
        .slice(0, 20)
    : [];
  return { body: { page: 1, results, total_pages: 1, total_results: results.length } };
}

/**
 * A film's details (`/3/movie/{id}`): the fixture movie with that id (TMDB's fields), or TMDB's 404.
 * With `append_to_response`, the credits, watch providers (US and ES) and release dates TMDB appends.
 */
function movieReply(path: string, query: URLSearchParams): FakeReply {
  const id = Number(path.split("/")[3]);
  const movie = allFixtureMovies().find((m) => m.id === id);
  if (!movie) return TMDB_FAULTS.notFound();
  const details = {
    ...movie,
    runtime: 120,
    genres: [
      { id: 18, name: "Drama" },
      { id: 53, name: "Thriller" },
    ],
  };
  const appended = (query.get("append_to_response") ?? "").split(",");
  const provider = (name: string, id: number) => ({
    provider_id: id,
    provider_name: name,
    logo_path: `/logo${id}.png`,
    display_priority: id,
  });
  return {
    body: {
      ...details,
      ...(appended.includes("credits") && {
        credits: {
          id,
          cast: ["Ana Actor", "Ben Billing", "Cleo Cast", "Dev Dramatis", "Eve Ensemble", "Finn Sixth"].map(
            (name, order) => ({
              id: 1000 + order,
              name,
              character: `Role ${order + 1}`,
              order,
            }),
          ),
          crew: [
            { id: 2001, name: "Wren Writer", job: "Screenplay", department: "Writing" },
            { id: 2002, name: "Dana Director", job: "Director", department: "Directing" },
          ],
        },
      }),
      ...(appended.includes("watch/providers") && {
        "watch/providers": {
          results: {
            US: {
              link: `https://www.themoviedb.org/movie/${id}/watch?locale=US`,
              flatrate: [provider("StreamCo", 8)],
              rent: [provider("RentalPlace", 2)],
              buy: [provider("RentalPlace", 2)],
            },
            ES: { link: `https://www.themoviedb.org/movie/${id}/watch?locale=ES`, flatrate: [provider("CineES", 149)] },
          },
        },
      }),
      ...(appended.includes("release_dates") && {
        release_dates: { results: [{ iso_3166_1: "US", release_dates: [{ certification: "PG-13", type: 3 }] }] },
      }),
    },
  };
}

function videosReply(path: string): FakeReply {
  const id = Number(path.split("/")[3]);
  if (id === TMDB_ID_WITHOUT_VIDEOS) return { body: { ...loadFixture<object>("tmdb/videos_empty.json"), id } };
  return { body: { ...loadFixture<object>("tmdb/videos.json"), id } };
}

/**
 * `/3/movie/{id}/recommendations` and `/similar`: other fixture movies in a fixed order that
 * depends on the film (recommendations: 8 of them, so a caller must fill from similar; similar:
 * up to 20), TMDB's page shape; TMDB's 404 for an id no fixture holds.
 */
function relatedReply(path: string): FakeReply {
  const [, , , idText, kind] = path.split("/");
  const id = Number(idText);
  const all = allFixtureMovies();
  if (!all.some((m) => m.id === id)) return TMDB_FAULTS.notFound();
  const others = all.filter((m) => m.id !== id).sort((a, b) => ((a.id * 7919 + id) % 997) - ((b.id * 7919 + id) % 997));
  const results = kind === "recommendations" ? others.slice(0, 8) : others.slice(4, 24);
  return { body: { page: 1, results, total_pages: 1, total_results: results.length } };
}

/** TMDB's movie genres (`/3/genre/movie/list`), a few of the real ids and names. */
export const TMDB_GENRES = [
  { id: 28, name: "Action" },
  { id: 35, name: "Comedy" },
  { id: 18, name: "Drama" },
  { id: 878, name: "Science Fiction" },
];

/**
 * `/3/discover/movie`: fixture movies for a known genre, ordered as `sort_by` asks, TMDB's page
 * shape. As on TMDB, each sort and page holds mostly other films: the fixture lists share their
 * ids, so the acclaimed and newest sorts and later pages answer them under ids of their own
 * (popular's first page keeps the fixture ids, whose details the fake knows).
 */
function discoverReply(query: URLSearchParams): FakeReply {
  if (!TMDB_GENRES.some((g) => String(g.id) === query.get("with_genres"))) {
    return { body: { page: 1, results: [], total_pages: 0, total_results: 0 } };
  }
  const sort = query.get("sort_by") ?? "popularity.desc";
  const page = Math.max(1, Number(query.get("page")) || 1);
  const [fixture, offset] = sort.startsWith("vote_average")
    ? ["tmdb/top_rated.json", 1000]
    : sort.startsWith("primary_release_date")
      ? ["tmdb/now_playing.json", 2000]
      : ["tmdb/popular.json", 0];
  const body = loadFixture<{ results: FixtureMovie[] }>(fixture);
  const shift = offset + (page - 1) * 100;
  return { body: { ...body, page, results: body.results.map((m) => ({ ...m, id: m.id + shift })) } };
}

/** IMDb ids of fixture films, as `/3/find` knows them (Heat of 1995, Inception). */
export const TMDB_IMDB_IDS: Readonly<Record<string, number>> = { tt0113277: 900050, tt1375666: 900052 };

/** `/3/find/{external_id}?external_source=imdb_id`: TMDB's shape, the film in `movie_results` when known. */
function findReply(path: string, query: URLSearchParams): FakeReply {
  const id = TMDB_IMDB_IDS[decodeURIComponent(path.split("/")[3] ?? "")];
  const movie = query.get("external_source") === "imdb_id" ? allFixtureMovies().find((m) => m.id === id) : undefined;
  const none: unknown[] = [];
  return {
    body: {
      movie_results: movie ? [movie] : none,
      person_results: none,
      tv_results: none,
      tv_episode_results: none,
      tv_season_results: none,
    },
  };
}

async function fixtureReply(req: SeenRequest): Promise<FakeReply> {
  const list = TMDB_LIST_FIXTURES[req.path];
  if (list) return { body: loadFixture(list) };
  if (req.path === "/3/search/movie") return searchReply(req.query.get("query") ?? "");
  if (req.path === "/3/genre/movie/list") return { body: { genres: TMDB_GENRES } };
  if (req.path === "/3/discover/movie") return discoverReply(req.query);
  if (req.path.startsWith("/3/find/")) return findReply(req.path, req.query);
  if (/^\/3\/movie\/\d+\/videos$/.test(req.path)) return videosReply(req.path);
  if (/^\/3\/movie\/\d+$/.test(req.path)) return movieReply(req.path, req.query);
  if (/^\/3\/movie\/\d+\/(recommendations|similar)$/.test(req.path)) return relatedReply(req.path);
  return TMDB_FAULTS.notFound();
}

/**
 * A fake TMDB v3 on 127.0.0.1: the GET paths the server calls (four lists, search, a film, its videos, recommendations and similar films, genres, discover, find by IMDb id) answered from tests/fixtures/tmdb in
 * TMDB's real shapes, 401 (TMDB's own error body) unless `Authorization: Bearer <token>`, per-path
 * overrides for faults, and a call count per path. For unit tests, e2e runs and benchmarks.
 */
export async function startFakeTmdb(options: FakeTmdbOptions = {}): Promise<FakeTmdb> {
  const token = options.token ?? FAKE_TMDB_TOKEN;
  const overrides = new Map<string, FakeReply | FakeHandler>();
  const handle: FakeHandler = async (req) => {
    const reply = await answer(req);
    return options.delayMs && reply.delayMs === undefined ? { ...reply, delayMs: options.delayMs } : reply;
  };
  const answer = async (req: SeenRequest): Promise<FakeReply> => {
    if (req.headers.authorization !== `Bearer ${token}`) return TMDB_FAULTS.unauthorized();
    const override = overrides.get(req.path);
    if (override) return typeof override === "function" ? override(req) : override;
    return fixtureReply(req);
  };
  const server = await startFakeServer({
    "GET /3/search/movie": handle,
    "GET /3/movie/:list": handle,
    "GET /3/movie/:id/videos": handle,
    "GET /3/movie/:id/recommendations": handle,
    "GET /3/movie/:id/similar": handle,
    "GET /3/genre/movie/list": handle,
    "GET /3/discover/movie": handle,
    "GET /3/find/:id": handle,
  });
  return {
    url: server.url,
    token,
    seen: server.seen,
    route: server.route,
    override: (path, reply) => overrides.set(path, reply),
    hold: (path) => {
      const held = gate();
      overrides.set(path, async (req) => {
        await held.opened;
        return fixtureReply(req);
      });
      return held;
    },
    reset: (path) => (path === undefined ? overrides.clear() : overrides.delete(path)),
    callsTo: (prefix) => server.seen.filter((r) => r.path.startsWith(prefix)).length,
    close: server.close,
  };
}
