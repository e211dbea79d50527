import { afterEach, describe, expect, it } from "vitest";
import { FAKE_TMDB_TOKEN, type FakeTmdb, startFakeTmdb, TMDB_FAULTS, TMDB_ID_WITHOUT_VIDEOS } from "./tmdb.js";

let tmdb: FakeTmdb | undefined;
afterEach(async () => {
  await tmdb?.close();
  tmdb = undefined;
});

const get = (path: string, token = FAKE_TMDB_TOKEN) =>
  fetch(`${tmdb?.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });

describe("startFakeTmdb", () => {
  it("serves the fixtures on the six paths and counts calls per path", async () => {
    tmdb = await startFakeTmdb();
    for (const list of ["now_playing", "popular", "upcoming", "top_rated"]) {
      const body = await (await get(`/3/movie/${list}?language=en-US&page=1`)).json();
      expect(body.results).toHaveLength(20);
    }
    const search = await (await get("/3/search/movie?query=HEAT&include_adult=false&page=1")).json();
    expect(search.results.map((m: { title: string }) => m.title)).toEqual(["Heat", "Heat Wave"]);
    const videos = await (await get("/3/movie/900001/videos")).json();
    expect(videos.results[0].type).toBe("Teaser");
    const none = await (await get(`/3/movie/${TMDB_ID_WITHOUT_VIDEOS}/videos`)).json();
    expect(none.results).toEqual([]);
    expect(tmdb.callsTo("/3/movie/")).toBe(6);
    expect(tmdb.callsTo("/3/search/movie")).toBe(1);
  });

  it("answers TMDB's 401 body to a wrong or missing token", async () => {
    tmdb = await startFakeTmdb({ token: "right" });
    const res = await get("/3/movie/popular", "wrong");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status_code: 7, success: false });
    expect((await fetch(`${tmdb.url}/3/movie/popular`)).status).toBe(401);
    expect((await get("/3/movie/popular", "right")).status).toBe(200);
  });

  it("applies per-path overrides after the bearer check, until reset", async () => {
    tmdb = await startFakeTmdb();
    tmdb.override("/3/movie/popular", TMDB_FAULTS.serverError());
    expect((await get("/3/movie/popular")).status).toBe(500);
    expect((await get("/3/movie/popular", "x")).status).toBe(401);
    expect((await get("/3/movie/upcoming")).status).toBe(200);
    tmdb.reset("/3/movie/popular");
    expect((await get("/3/movie/popular")).status).toBe(200);
  });

  it("delays every answer when asked (benchmarks)", async () => {
    tmdb = await startFakeTmdb({ delayMs: 120 });
    const started = Date.now();
    expect((await get("/3/movie/popular")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });
});
