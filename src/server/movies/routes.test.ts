import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import { runningFake } from "../../../tests/fakes/running-fake.js";
import { FAKE_TMDB_TOKEN, startFakeTmdb, TMDB_FAULTS } from "../../../tests/fakes/tmdb.js";
import { ErrorBodySchema } from "../../contract/errors.js";
import {
  LIST_KINDS,
  MovieDetailsSchema,
  MovieFactsSchema,
  MovieListSchema,
  TrailerSchema,
} from "../../contract/movies.js";
import { createLoader } from "../cache/cached.js";
import { MemoryCache } from "../cache/memory-cache.js";
import { requestLog } from "../http/request-log.js";
import { movieRoutes } from "./routes.js";
import { TmdbSource } from "./tmdb-source.js";

const tmdb = runningFake(startFakeTmdb);
let logLines: string[];

beforeEach(() => {
  logLines = [];
});

/** A fresh app per test: the movie routes behind the request logger, on a TmdbSource against the fake. */
function makeApp(token = FAKE_TMDB_TOKEN) {
  const log = captureLogger(logLines, "debug");
  const movies = new TmdbSource(
    { kind: "tmdb", token, apiUrl: tmdb().url, imageUrl: "https://image.tmdb.org/t/p", timeoutMs: 300 },
    { loader: createLoader(new MemoryCache(), log), log },
  );
  const app = new Hono();
  app.use(requestLog(log));
  app.route("/api/movies", movieRoutes({ movies }));
  return app;
}

/** A 200 answer's body, read strictly as `schema` says (no field more). */
async function okBody<Shape extends z.core.$ZodShape>(res: Response, schema: { shape: Shape }) {
  expect(res.status).toBe(200);
  return z.strictObject(schema.shape).parse(await res.json());
}

async function expectBadRequest(res: Response) {
  expect(res.status).toBe(400);
  const body = z.strictObject(ErrorBodySchema.shape).parse(await res.json());
  expect(body.error.code).toBe("bad_request");
  expect(body.error.message).toEqual(expect.any(String));
  expect(Object.keys(body.error).sort()).toEqual(["code", "message", "requestId"]);
}

describe("GET /api/movies/<list>", () => {
  it.each(LIST_KINDS)("%s answers { results } of 20 movies with a private cache header", async (kind) => {
    const res = await makeApp().request(`/api/movies/${kind}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, max-age=60");
    const body = z.strictObject(MovieListSchema.shape).parse(await res.json());
    expect(body.results).toHaveLength(20);
    expect(tmdb().seen[0]?.query.get("language")).toBe("en-US");
  });

  it("follows ?language= to TMDB's locale", async () => {
    const app = makeApp();
    expect((await app.request("/api/movies/popular?language=AR")).status).toBe(200);
    expect((await app.request("/api/movies/popular?language=spanish")).status).toBe(200);
    expect(tmdb().seen.map((r) => r.query.get("language"))).toEqual(["ar-SA", "es-ES"]);
  });

  it.each(["fr", "ar", "SPANISH", "EN,AR"])("answers 400 for language=%s", async (language) => {
    await expectBadRequest(await makeApp().request(`/api/movies/popular?language=${language}`));
    expect(tmdb().seen).toHaveLength(0);
  });

  it("answers from the cache the second time", async () => {
    const app = makeApp();
    const first = await (await app.request("/api/movies/upcoming")).json();
    const second = await (await app.request("/api/movies/upcoming")).json();
    expect(second).toEqual(first);
    expect(tmdb().callsTo("/3/movie/upcoming")).toBe(1);
  });

  it("maps upstream failures to our error body: 503 unavailable, 502 auth", async () => {
    tmdb().override("/3/movie/popular", TMDB_FAULTS.serverError());
    const down = await makeApp().request("/api/movies/popular");
    expect(down.status).toBe(503);
    expect(ErrorBodySchema.parse(await down.json()).error.code).toBe("upstream_unavailable");
    expect(down.headers.get("cache-control")).toBeNull();

    const refused = await makeApp("wrong-token").request("/api/movies/top-rated");
    expect(refused.status).toBe(502);
    expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe("upstream_auth");
  });

  it("answers 503 when TMDB hangs, without waiting for it", async () => {
    // TMDB never answers: an answer at all means the upstream timeout ended the call.
    tmdb().override("/3/movie/now_playing", TMDB_FAULTS.hang());
    const res = await makeApp().request("/api/movies/now-playing");
    expect(res.status).toBe(503);
  });
});

describe("GET /api/movies/search", () => {
  it("answers matching movies, the query trimmed", async () => {
    const res = await makeApp().request(`/api/movies/search?query=${encodeURIComponent("  heat ")}&language=AR`);
    const body = await okBody(res, MovieListSchema);
    expect(body.results.map((m) => m.title)).toEqual(["Heat", "Heat Wave"]);
    expect(body.results[1]?.poster_path).toBeNull();
    expect(tmdb().seen[0]?.query.get("query")).toBe("heat");
    expect(tmdb().seen[0]?.query.get("language")).toBe("ar-SA");
  });

  it.each([
    ["no query", ""],
    ["an empty query", "?query="],
    ["a blank query", "?query=%20%20"],
    ["a query over 300 characters", `?query=${"a".repeat(301)}`],
  ])("answers 400 for %s", async (_name, qs) => {
    await expectBadRequest(await makeApp().request(`/api/movies/search${qs}`));
    expect(tmdb().seen).toHaveLength(0);
  });
});

describe("GET /api/movies/:id", () => {
  it("answers { movie } for a film in no list, asking TMDB once per id and language", async () => {
    const app = makeApp();
    const first = await app.request("/api/movies/900001?language=spanish");
    const body = await okBody(first, MovieDetailsSchema);
    expect(body.movie.id).toBe(900001);
    expect((await app.request("/api/movies/900001?language=spanish")).status).toBe(200);
    expect(tmdb().seen.filter((r) => r.path === "/3/movie/900001")).toHaveLength(1);
    expect(tmdb().seen[0]?.query.get("language")).toBe("es-ES");
  });

  it("answers 404 not_found for an id TMDB does not know, and 400 for a bad id", async () => {
    const app = makeApp();
    const missing = await app.request("/api/movies/4242");
    expect(missing.status).toBe(404);
    expect(ErrorBodySchema.parse(await missing.json()).error.code).toBe("not_found");
    await expectBadRequest(await app.request("/api/movies/99999999999"));
  });
});

describe("GET /api/movies/:id/similar", () => {
  it("answers up to 12 films like the film from TMDB's recommendations then similar, in the UI language", async () => {
    const app = makeApp();
    const res = await app.request("/api/movies/900001/similar?language=AR");
    const { results } = await okBody(res, MovieListSchema);
    expect(results).toHaveLength(12);
    expect(results.map((m) => m.id)).not.toContain(900001);
    expect(new Set(results.map((m) => m.id)).size).toBe(12);
    const asked = tmdb().seen.filter((r) => r.path.startsWith("/3/movie/900001/"));
    expect(asked.map((r) => r.path)).toEqual(["/3/movie/900001/recommendations", "/3/movie/900001/similar"]);
    expect(asked.every((r) => r.query.get("language") === "ar-SA")).toBe(true);
  });

  it("answers 404 for a film TMDB does not know, 503 when TMDB fails, 400 for a bad id", async () => {
    const app = makeApp();
    expect((await app.request("/api/movies/4242/similar")).status).toBe(404);
    tmdb().override("/3/movie/900001/recommendations", TMDB_FAULTS.serverError());
    expect((await app.request("/api/movies/900001/similar")).status).toBe(503);
    await expectBadRequest(await app.request("/api/movies/0x12/similar"));
  });
});

describe("GET /api/movies/:id/trailer", () => {
  it("answers the Trailer, not the Teaser before it", async () => {
    const res = await makeApp().request("/api/movies/900001/trailer");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ trailer: { type: "Trailer", key: "TRAILERkey1" } });
    expect(TrailerSchema.parse(body.trailer)).toEqual(body.trailer);
  });

  it("answers null when the movie has no videos, or TMDB does not know it", async () => {
    const app = makeApp();
    expect(await (await app.request("/api/movies/900002/trailer")).json()).toEqual({ trailer: null });
    tmdb().override("/3/movie/55/videos", TMDB_FAULTS.notFound());
    expect(await (await app.request("/api/movies/55/trailer")).json()).toEqual({ trailer: null });
  });

  it("answers a Teaser when that is the only video", async () => {
    tmdb().override("/3/movie/77/videos", { body: { id: 77, results: [{ type: "Teaser", key: "onlyTeaser" }] } });
    expect(await (await makeApp().request("/api/movies/77/trailer")).json()).toEqual({
      trailer: { type: "Teaser", key: "onlyTeaser" },
    });
  });

  it.each(["abc", "0", "-1", "1e3", "0x10", "1.5", "99999999999"])("answers 400 for id %s", async (id) => {
    await expectBadRequest(await makeApp().request(`/api/movies/${id}/trailer`));
    expect(tmdb().seen).toHaveLength(0);
  });
});

describe("secrets", () => {
  it("never shows the token in a response body or a log line", async () => {
    const token = "SECRET-route-token-99";
    await tmdb().close();
    tmdb.replace(await startFakeTmdb({ token }));
    const bodies: string[] = [];
    for (const app of [makeApp(token), makeApp(`${token}x`)]) {
      for (const path of ["popular", "search?query=heat", "900001/trailer", "top-rated?language=xx"]) {
        bodies.push(await (await app.request(`/api/movies/${path}`)).text());
      }
    }
    tmdb().override("/3/movie/upcoming", TMDB_FAULTS.garbage());
    bodies.push(await (await makeApp(token).request("/api/movies/upcoming")).text());
    expect(logLines.length).toBeGreaterThan(5);
    const text = bodies.join("") + logLines.join("");
    expect(text).not.toContain(token);
    expect(text).not.toContain("Invalid API key");
  });
});

describe("GET /api/movies/:id/facts", () => {
  it("answers runtime, certification, genres, director, top-billed cast and the region's providers in one TMDB call", async () => {
    const app = makeApp();
    const res = await app.request("/api/movies/900001/facts?language=EN&region=US");
    const facts = await okBody(res, MovieFactsSchema);
    expect(facts).toMatchObject({
      runtime: 120,
      certification: "PG-13",
      genres: ["Drama", "Thriller"],
      director: "Dana Director",
    });
    expect(facts.cast).toEqual(["Ana Actor", "Ben Billing", "Cleo Cast", "Dev Dramatis", "Eve Ensemble"]);
    expect(facts.watch?.stream.map((p) => p.name)).toEqual(["StreamCo"]);
    expect(facts.watch?.link).toContain("themoviedb.org");
    const spain = MovieFactsSchema.parse(await (await app.request("/api/movies/900001/facts?region=ES")).json());
    expect(spain.watch?.stream.map((p) => p.name)).toEqual(["CineES"]);
    expect(spain.certification).toBeNull();
    const nowhere = MovieFactsSchema.parse(await (await app.request("/api/movies/900001/facts?region=JP")).json());
    expect(nowhere.watch).toBeNull();
    // One upstream call for every region: the answer holds all of them.
    expect(tmdb().seen.filter((r) => r.path === "/3/movie/900001")).toHaveLength(1);
    expect(tmdb().seen[0]?.query.get("append_to_response")).toBe("credits,watch/providers,release_dates");
  });

  it("refuses a malformed region", async () => {
    await expectBadRequest(await makeApp().request("/api/movies/900001/facts?region=usa"));
  });
});
