import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { FAKE_TMDB_TOKEN, type FakeTmdb, startFakeTmdb, TMDB_FAULTS } from "../../../tests/fakes/tmdb.js";
import { waitFor } from "../../../tests/fakes/wait.js";
import { LIST_KINDS, MovieSchema } from "../../contract/movies.js";
import { createLoader } from "../cache/cached.js";
import { MemoryCache } from "../cache/memory-cache.js";
import { CACHE_KEY_VERSION, CACHE_POLICY } from "../cache/policy.js";
import { TmdbSource } from "./tmdb-source.js";

let tmdb: FakeTmdb;
let logText: string[];
let clockOffset: number;

beforeEach(async () => {
  tmdb = await startFakeTmdb();
  logText = [];
  clockOffset = 0;
});
afterEach(async () => {
  await tmdb.close();
});

interface SourceOptions {
  token?: string;
  timeoutMs?: number;
  apiUrl?: string;
  maxBodyBytes?: number;
  cache?: MemoryCache;
}

function source(options: SourceOptions = {}) {
  const log = pino(
    { level: "debug" },
    new Writable({
      write(chunk, _enc, done) {
        logText.push(String(chunk));
        done();
      },
    }),
  );
  const loader = createLoader(options.cache ?? new MemoryCache(), log, { now: () => Date.now() + clockOffset });
  return new TmdbSource(
    {
      kind: "tmdb",
      token: options.token ?? FAKE_TMDB_TOKEN,
      apiUrl: options.apiUrl ?? tmdb.url,
      imageUrl: "https://image.tmdb.org/t/p",
      timeoutMs: options.timeoutMs ?? 2_000,
    },
    { loader, log, ...(options.maxBodyBytes && { maxBodyBytes: options.maxBodyBytes }) },
  );
}

/** Make every cached answer stale (but still kept). */
const ageCache = () => {
  clockOffset += Math.max(...Object.values(CACHE_POLICY).map((p) => p.freshMs)) + 1;
};

describe("TmdbSource calls", () => {
  it("reports kind and the w500 image base", () => {
    const s = source();
    expect(s.kind).toBe("tmdb");
    expect(s.imageBaseUrl).toBe("https://image.tmdb.org/t/p/w500");
  });

  it("sends exactly the documented TMDB v3 GETs with bearer and accept headers", async () => {
    const s = source();
    for (const kind of LIST_KINDS) expect((await s.list(kind, "EN")).ok).toBe(true);
    expect((await s.search("heat", "EN")).ok).toBe(true);
    expect((await s.videos(900001, "EN")).ok).toBe(true);
    const calls = tmdb.seen.map((r) => `${r.method} ${r.path}?${r.query}`);
    expect(calls).toEqual([
      "GET /3/movie/now_playing?language=en-US&page=1",
      "GET /3/movie/popular?language=en-US&page=1",
      "GET /3/movie/upcoming?language=en-US&page=1",
      "GET /3/movie/top_rated?language=en-US&page=1",
      "GET /3/search/movie?query=heat&include_adult=false&language=en-US&page=1",
      "GET /3/movie/900001/videos?language=en-US",
    ]);
    for (const r of tmdb.seen) {
      expect(r.headers.authorization).toBe(`Bearer ${FAKE_TMDB_TOKEN}`);
      expect(r.headers.accept).toBe("application/json");
    }
  });

  it("searches with the suggested year first, and without it when that year finds nothing", async () => {
    const s = source();
    const dated = await s.search("heat", "EN", undefined, 1995);
    expect(dated.ok && dated.value.map((m) => m.title)).toContain("Heat");
    expect(tmdb.seen.map((r) => r.query.get("year"))).toEqual(["1995"]);
    tmdb.override("/3/search/movie", (req) =>
      req.query.get("year")
        ? { body: { page: 1, results: [], total_pages: 1, total_results: 0 } }
        : TMDB_FAULTS.delayed(0)(req),
    );
    const undated = await s.search("heat wave", "EN", undefined, 1990);
    expect(undated.ok && undated.value.map((m) => m.title)).toEqual(["Heat Wave"]);
    expect(tmdb.seen.slice(1).map((r) => r.query.get("year"))).toEqual(["1990", null]);
  });

  it("sends the TMDB locale of the UI language, and caches each language apart", async () => {
    const s = source();
    await s.list("popular", "EN");
    await s.list("popular", "AR");
    await s.list("popular", "spanish");
    await s.search("heat", "AR");
    await s.videos(900001, "spanish");
    expect(tmdb.seen.map((r) => r.query.get("language"))).toEqual(["en-US", "ar-SA", "es-ES", "ar-SA", "es-ES"]);
  });

  it("maps lists to contract movies: first 20, null poster kept, unknown fields gone", async () => {
    const result = await source().list("popular", "EN");
    if (!result.ok) throw new Error("expected ok");
    expect(result.value).toHaveLength(20);
    for (const movie of result.value) expect(z.strictObject(MovieSchema.shape).parse(movie)).toEqual(movie);
    expect(result.value[3]?.poster_path).toBeNull();
    expect(result.value[0]).toEqual({
      id: 900000,
      title: "Popular Sample 1",
      overview: "Overview of Popular Sample 1.",
      poster_path: "/p0000.jpg",
      backdrop_path: "/bd0000.jpg",
      release_date: "2026-10-17",
      vote_average: 5,
      genre_ids: [28, 12],
    });
  });

  it("keeps only the first 20 of a longer page and fills a missing overview", async () => {
    const results = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, title: `M${i}`, poster_path: null }));
    tmdb.override("/3/movie/upcoming", { body: { page: 1, results } });
    const result = await source().list("upcoming", "EN");
    if (!result.ok) throw new Error("expected ok");
    expect(result.value).toHaveLength(20);
    expect(result.value[0]).toEqual({ id: 1, title: "M0", overview: "", poster_path: null });
  });

  it("drops a malformed movie but keeps the rest", async () => {
    tmdb.override("/3/movie/popular", { body: { results: [{ id: "x" }, { id: 2, title: "Ok", overview: "o" }] } });
    const result = await source().list("popular", "EN");
    expect(result).toEqual({ ok: true, value: [{ id: 2, title: "Ok", overview: "o", poster_path: null }] });
  });

  it("returns videos in TMDB order, YouTube only", async () => {
    tmdb.override("/3/movie/7/videos", {
      body: {
        id: 7,
        results: [
          { type: "Trailer", key: "vimeo1", site: "Vimeo" },
          { type: "Teaser", key: "yt1", site: "YouTube" },
        ],
      },
    });
    const s = source();
    expect(await s.videos(7, "EN")).toEqual({ ok: true, value: [{ type: "Teaser", key: "yt1", site: "YouTube" }] });
    const fixture = await s.videos(900001, "EN");
    expect(fixture.ok && fixture.value.map((v) => v.type)).toEqual(["Teaser", "Trailer", "Behind the Scenes"]);
  });
});

describe("TmdbSource cache", () => {
  it("answers a repeated call from the cache", async () => {
    const s = source();
    const first = await s.list("now-playing", "EN");
    const second = await s.list("now-playing", "EN");
    await s.search("heat", "EN");
    await s.search("heat", "EN");
    await s.videos(900001, "EN");
    await s.videos(900001, "EN");
    expect(second).toEqual(first);
    expect(tmdb.seen).toHaveLength(3);
  });

  it("shares one upstream call among 10 concurrent identical requests", async () => {
    tmdb.override("/3/movie/popular", TMDB_FAULTS.delayed(100));
    const s = source();
    const answers = await Promise.all(Array.from({ length: 10 }, () => s.list("popular", "EN")));
    expect(tmdb.callsTo("/3/movie/popular")).toBe(1);
    expect(answers.every((a) => a.ok && a.value.length === 20)).toBe(true);
  });

  it("asks again once a list is older than 10 minutes", async () => {
    const s = source();
    await s.list("top-rated", "EN");
    clockOffset += CACHE_POLICY.list.freshMs - 1_000;
    await s.list("top-rated", "EN");
    expect(tmdb.callsTo("/3/movie/top_rated")).toBe(1);
    clockOffset += 2_000;
    await s.list("top-rated", "EN");
    expect(tmdb.callsTo("/3/movie/top_rated")).toBe(2);
  });

  it("asks again for a search after an hour, for a movie's videos after a day", async () => {
    const s = source();
    await s.search("heat", "EN");
    await s.videos(900001, "EN");
    clockOffset += CACHE_POLICY.search.freshMs + 1;
    await s.search("heat", "EN");
    await s.videos(900001, "EN");
    expect([tmdb.callsTo("/3/search/movie"), tmdb.callsTo("/3/movie/900001")]).toEqual([2, 1]);
    clockOffset += CACHE_POLICY.trailer.freshMs;
    await s.videos(900001, "EN");
    expect(tmdb.callsTo("/3/movie/900001")).toBe(2);
  });

  it("stores under versioned keys and asks again when a stored list has the wrong shape", async () => {
    const cache = new MemoryCache();
    const s = source({ cache });
    const key = `tmdb:${CACHE_KEY_VERSION}:/3/movie/popular?language=en-US&page=1`;
    const good = await s.list("popular", "EN");
    expect((await cache.get(key))?.value).toEqual(good.ok && good.value);
    await cache.set(key, [{ id: "not a movie" }], 60_000, "shared");
    expect(await s.list("popular", "EN")).toEqual(good);
    expect(tmdb.callsTo("/3/movie/popular")).toBe(2);
    expect(logText.filter((l) => l.includes("wrong shape"))).toHaveLength(1);
  });

  it("keeps serving every list from the cache through a flood of distinct large searches", async () => {
    const overview = "o".repeat(1_000);
    const results = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: `M${i}`, overview }));
    tmdb.override("/3/search/movie", { body: { results } });
    const cache = new MemoryCache({ maxBytes: 512 * 1024, sharedBytes: 256 * 1024 });
    const s = source({ cache });
    const languages = ["EN", "AR", "spanish"] as const;
    for (const language of languages) for (const kind of LIST_KINDS) await s.list(kind, language);
    for (let i = 0; i < 150; i++) expect((await s.search(`flood ${i}`, "EN")).ok).toBe(true);
    expect(cache.bytes.total).toBeLessThanOrEqual(512 * 1024);
    const before = tmdb.seen.length;
    for (const language of languages)
      for (const kind of LIST_KINDS) expect((await s.list(kind, language)).ok).toBe(true);
    expect(tmdb.seen.length).toBe(before);
    await s.search("flood 0", "EN");
    expect(tmdb.seen.length).toBe(before + 1); // the oldest searches made room for the newer ones
  });
});

const faults = [
  ["500", () => tmdb.override("/3/movie/popular", TMDB_FAULTS.serverError()), "upstream_unavailable"],
  ["garbage JSON", () => tmdb.override("/3/movie/popular", TMDB_FAULTS.garbage()), "upstream_unavailable"],
  ["wrong shape", () => tmdb.override("/3/movie/popular", TMDB_FAULTS.wrongShape()), "upstream_unavailable"],
  ["429", () => tmdb.override("/3/movie/popular", TMDB_FAULTS.rateLimited()), "upstream_unavailable"],
  ["dropped connection", () => tmdb.override("/3/movie/popular", TMDB_FAULTS.hangUp()), "upstream_unavailable"],
  ["timeout", () => tmdb.override("/3/movie/popular", TMDB_FAULTS.hang()), "upstream_unavailable"],
  ["401", () => tmdb.override("/3/movie/popular", TMDB_FAULTS.unauthorized()), "upstream_auth"],
] as const;

describe.each(faults)("TmdbSource on %s", (_name, breakIt, code) => {
  it(`answers ${code} without a stale copy, without waiting for TMDB`, async () => {
    breakIt();
    // The hanging fault never answers: getting a result at all means the upstream timeout ended
    // the call (ordering, not timing: a busy machine cannot fail it).
    const result = await source({ timeoutMs: 200 }).list("popular", "EN");
    expect(result).toMatchObject({ ok: false, error: { code } });
  });

  it("serves the stale copy when there is one", async () => {
    const s = source({ timeoutMs: 200 });
    const good = await s.list("popular", "EN");
    ageCache();
    breakIt();
    expect(await s.list("popular", "EN")).toEqual(good);
    expect(tmdb.callsTo("/3/movie/popular")).toBe(2);
  });
});

describe("TmdbSource errors", () => {
  it("answers upstream_auth when the token is wrong", async () => {
    expect(await source({ token: "wrong" }).list("popular", "EN")).toMatchObject({
      ok: false,
      error: { code: "upstream_auth" },
    });
  });

  it("treats a 404 on videos as no videos", async () => {
    tmdb.override("/3/movie/123/videos", TMDB_FAULTS.notFound());
    expect(await source().videos(123, "EN")).toEqual({ ok: true, value: [] });
  });

  it("answers upstream_unavailable when TMDB cannot be reached", async () => {
    const url = tmdb.url;
    await tmdb.close();
    expect(await source({ apiUrl: url }).search("heat", "EN")).toMatchObject({
      ok: false,
      error: { code: "upstream_unavailable" },
    });
  });

  it("abandons a body over the size cap", async () => {
    expect(await source({ maxBodyBytes: 1_000 }).list("popular", "EN")).toMatchObject({
      ok: false,
      error: { code: "upstream_unavailable" },
    });
    // Chunked, so no content-length warns in advance: the cap must stop the read itself.
    tmdb.override("/3/movie/upcoming", {
      headers: { "transfer-encoding": "chunked", "content-type": "application/json" },
      body: `${" ".repeat(5_000)}${JSON.stringify({ results: [] })}`,
    });
    expect(await source({ maxBodyBytes: 1_000 }).list("upcoming", "EN")).toMatchObject({ ok: false });
    expect(logText.filter((l) => l.includes('"reason":"size"'))).toHaveLength(2);
    expect(await source({ maxBodyBytes: 10_000 }).list("upcoming", "EN")).toEqual({ ok: true, value: [] });
  });

  it("lets an aborted search return at once while the shared call fills the cache", async () => {
    // TMDB holds the search until the test lets it answer: the abort lands while the call is open.
    const held = tmdb.hold("/3/search/movie");
    const s = source();
    const controller = new AbortController();
    const pending = s.search("heat", "EN", controller.signal);
    await waitFor(() => tmdb.callsTo("/3/search/movie") === 1, { message: "the search to reach TMDB" });
    controller.abort();
    // At once: the aborted caller has its answer while TMDB has still not answered.
    expect(await pending).toMatchObject({ ok: false, error: { code: "upstream_unavailable" } });
    held.open();
    // The shared call goes on and fills the cache: the next search is served without a second call.
    expect((await s.search("heat", "EN")).ok).toBe(true);
    expect(tmdb.callsTo("/3/search/movie")).toBe(1);
  });

  it("never puts the token or an upstream body in an error or a log line", async () => {
    const token = "SECRET-token-value-42";
    await tmdb.close();
    tmdb = await startFakeTmdb({ token });
    const results = [await source({ token: `${token}-wrong`, timeoutMs: 200 }).list("popular", "EN")];
    const s = source({ token, timeoutMs: 200 });
    results.push(await s.list("popular", "EN"));
    for (const [, breakIt] of faults) {
      ageCache();
      breakIt();
      results.push(await s.list("popular", "EN"), await s.list("upcoming", "AR"));
      tmdb.reset();
    }
    expect(logText.length).toBeGreaterThan(faults.length);
    const text = JSON.stringify(results) + logText.join("");
    expect(text).not.toContain(token);
    expect(text).not.toContain("Invalid API key");
    expect(text).not.toContain("Internal error");
    expect(text).not.toContain("status_message");
  });
});

describe("a genre's rows from TMDB", () => {
  it("share no film: each row leaves out the films of the rows before it, and a row left short reads the next page", async () => {
    const film = (id: number) => ({ id, title: `Film ${id}`, overview: "o", poster_path: `/p${id}.jpg` });
    const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
    // TMDB's three sorts of one genre: the same 20 films on every first page, other films after.
    tmdb.override("/3/discover/movie", (req) => {
      const page = Number(req.query.get("page"));
      const sort = req.query.get("sort_by") ?? "";
      const next = sort.startsWith("vote_average") ? ids(100, 20) : ids(200, 20);
      return { body: { page, results: (page === 1 ? ids(1, 20) : next).map(film), total_pages: 2 } };
    });
    const genres = await source().genres("EN");
    if (!genres.ok) throw new Error(`genres answered ${genres.error.code}`);
    const rows = await source().genreRows(genres.value[0]?.id ?? "", "EN");
    if (!rows.ok) throw new Error(`genreRows answered ${rows.error.code}`);
    const { popular, acclaimed, newest } = rows.value.rows;
    expect(popular.map((m) => m.id)).toEqual(ids(1, 20));
    expect(acclaimed.map((m) => m.id)).toEqual(ids(100, 20));
    expect(newest.map((m) => m.id)).toEqual(ids(200, 20));
    const all = [...popular, ...acclaimed, ...newest].map((m) => m.id);
    expect(new Set(all).size).toBe(all.length);
  });
});
