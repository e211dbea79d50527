import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FAKE_TMDB_TOKEN, type FakeTmdb, startFakeTmdb, TMDB_FAULTS } from "../../../tests/fakes/tmdb.js";
import { LIST_KINDS, MovieSchema } from "../../contract/movies.js";
import { createLoader } from "../cache/cached.js";
import { MemoryCache } from "../cache/memory-cache.js";
import { TMDB_FRESH_MS, TmdbSource } from "./tmdb-source.js";

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

function source(options: { token?: string; timeoutMs?: number; apiUrl?: string; maxBodyBytes?: number } = {}) {
  const log = pino(
    { level: "debug" },
    new Writable({
      write(chunk, _enc, done) {
        logText.push(String(chunk));
        done();
      },
    }),
  );
  const loader = createLoader(new MemoryCache(), log, { now: () => Date.now() + clockOffset });
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
  clockOffset += TMDB_FRESH_MS.search + 1;
};

describe("TmdbSource calls", () => {
  it("reports kind and the w500 image base", () => {
    const s = source();
    expect(s.kind).toBe("tmdb");
    expect(s.imageBaseUrl).toBe("https://image.tmdb.org/t/p/w500");
  });

  it("sends exactly the spec §7 GETs with bearer and accept headers", async () => {
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
    for (const movie of result.value) expect(MovieSchema.strict().parse(movie)).toEqual(movie);
    expect(result.value[3]?.poster_path).toBeNull();
    expect(result.value[0]).toEqual({
      id: 900000,
      title: "Popular Sample 1",
      overview: "Overview of Popular Sample 1.",
      poster_path: "/p0000.jpg",
      backdrop_path: "/bd0000.jpg",
      release_date: "2026-10-17",
      vote_average: 5,
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
    clockOffset += TMDB_FRESH_MS.list - 1_000;
    await s.list("top-rated", "EN");
    expect(tmdb.callsTo("/3/movie/top_rated")).toBe(1);
    clockOffset += 2_000;
    await s.list("top-rated", "EN");
    expect(tmdb.callsTo("/3/movie/top_rated")).toBe(2);
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
  it(`answers ${code} without a stale copy, quickly`, async () => {
    breakIt();
    const started = Date.now();
    const result = await source({ timeoutMs: 200 }).list("popular", "EN");
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(Date.now() - started).toBeLessThan(1_500);
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
    tmdb.override("/3/search/movie", TMDB_FAULTS.delayed(150));
    const s = source();
    const controller = new AbortController();
    const pending = s.search("heat", "EN", controller.signal);
    setTimeout(() => controller.abort(), 20);
    const started = Date.now();
    expect(await pending).toMatchObject({ ok: false, error: { code: "upstream_unavailable" } });
    expect(Date.now() - started).toBeLessThan(120);
    await new Promise((r) => setTimeout(r, 200));
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
