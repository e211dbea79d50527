import type { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import {
  type ScratchStore,
  scratchPostgres,
  scratchRedis,
  scratchStoresMissing,
} from "../../../tests/fakes/scratch-stores.js";
import { catalogFilmId } from "../my-list/my-list-test-kit.js";
import { METRICS_TOKEN, opsApp, postJson, sample, scrape, signedIn } from "./ops-test-kit.js";

const missing = scratchStoresMissing();
if (missing) process.stderr.write(`skipped: store outage tests: ${missing}\n`);

// A PostgreSQL and a Redis of this file's own, stopped and started under a running app.
const stores: ScratchStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((store) => store.remove()));
});
async function ownStores(): Promise<{ postgres: ScratchStore; redis: ScratchStore }> {
  const [postgres, redis] = await Promise.all([scratchPostgres(), scratchRedis()]);
  stores.push(postgres, redis);
  return { postgres, redis };
}

/** A film of the catalogue (My List keeps only films its movie source knows). */
const FILM = { id: catalogFilmId(1), title: "Fight Club", overview: "", poster_path: null };
const addFilm = (app: Hono, cookie: string) =>
  app.request(`/api/my-list/${FILM.id}`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ title: FILM.title, overview: FILM.overview, poster_path: FILM.poster_path }),
  });
const myListIds = async (app: Hono, cookie: string) => {
  const res = await app.request("/api/my-list", { headers: { cookie } });
  return res.status === 200
    ? ((await res.json()) as { results: { id: number }[] }).results.map((m) => m.id)
    : res.status;
};
const json = (lines: readonly string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("GET /api/ready", () => {
  it("is ready with the embedded SQLite database, and not ready once the server drains", async () => {
    const { app, deps } = await opsApp();
    const ready = await app.request("/api/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, draining: false, checks: { database: "up" } });
    deps.readiness.drain();
    const draining = await app.request("/api/ready");
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ ready: false, draining: true });
    // Liveness is another question: the process is fine.
    expect((await app.request("/api/health")).status).toBe(200);
  });
});

describe.skipIf(missing)("a store outage under a running server", () => {
  it("PostgreSQL down: still ready and serving the page; signed-in calls answer 503 with Retry-After, never 401; back by itself", async () => {
    const { postgres, redis } = await ownStores();
    const { app, lines } = await opsApp({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, METRICS_TOKEN });
    const email = "outage@example.com";
    const cookie = await signedIn(app, email);
    expect((await addFilm(app, cookie)).status).toBe(200);
    // A second session, never used yet: no server remembers it, so it must be looked up in the stopped database.
    const second = await postJson(app, "/api/auth/sign-in", { email, password: "Secret123" });
    const fresh = second.headers.get("set-cookie") ?? "";

    await postgres.stop();

    const ready = await app.request("/api/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, draining: false, checks: { database: "down", redis: "up" } });
    for (const path of ["/", "/browse", "/api/health", "/api/config"]) {
      expect((await app.request(path)).status, path).toBe(200);
    }
    for (const [path, session] of [
      ["/api/session", fresh],
      ["/api/movies/popular", fresh],
      ["/api/my-list", cookie],
      ["/api/my-list", fresh],
    ] as const) {
      const res = await app.request(path, { headers: { cookie: session } });
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe("5");
      expect(await res.json(), path).toMatchObject({ error: { code: "store_unavailable" } });
    }
    // Signing in cannot work either: said the same way, not "sign-in failed".
    const signIn = await postJson(app, "/api/auth/sign-in", { email, password: "Secret123" });
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get("retry-after")).toBe("5");
    expect(await signIn.json()).toMatchObject({ error: { code: "store_unavailable" } });
    expect(sample(await scrape(app), 'reelwise_store_up{store="database"}')).toBe(0);
    expect(sample(await scrape(app), 'reelwise_store_up{store="redis"}')).toBe(1);
    expect(sample(await scrape(app), "reelwise_ready")).toBe(1);
    expect(json(lines).filter((l) => String(l.msg).startsWith("database down"))).toHaveLength(1);

    await postgres.start();
    // No restart: the pool opens new connections on the next query, and the list is as it was.
    await expect.poll(() => myListIds(app, fresh), { timeout: 15_000 }).toEqual([FILM.id]);
    expect(await (await app.request("/api/session", { headers: { cookie: fresh } })).json()).toMatchObject({
      user: { email },
    });
    expect((await (await app.request("/api/ready")).json()).checks).toEqual({ database: "up", redis: "up" });
    expect(sample(await scrape(app), 'reelwise_store_up{store="database"}')).toBe(1);
    expect(json(lines).filter((l) => l.msg === "database up again")).toHaveLength(1);
  }, 60_000);

  it("Redis down: still ready, browsing and My List keep working, sign-in is refused as documented; back by itself", async () => {
    const { postgres, redis } = await ownStores();
    const { app } = await opsApp({ DATABASE_URL: postgres.url, REDIS_URL: redis.url });
    const email = "redis-outage@example.com";
    const cookie = await signedIn(app, email);

    await redis.stop();

    const ready = await app.request("/api/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, draining: false, checks: { database: "up", redis: "down" } });
    expect((await app.request("/api/movies/popular", { headers: { cookie } })).status).toBe(200);
    expect((await addFilm(app, cookie)).status).toBe(200);
    expect(await myListIds(app, cookie)).toEqual([FILM.id]);
    // The sign-in limits fail closed (README, Limits): refused for a few seconds, not left unlimited.
    const signIn = await postJson(app, "/api/auth/sign-in", { email, password: "Secret123" });
    expect(signIn.status).toBe(429);
    expect(signIn.headers.get("retry-after")).toEqual(expect.any(String));

    await redis.start();
    // ioredis reconnects on its own (backing off up to 2 s between tries).
    await expect
      .poll(async () => (await (await app.request("/api/ready")).json()).checks.redis, { timeout: 15_000 })
      .toBe("up");
    await expect
      .poll(async () => (await postJson(app, "/api/auth/sign-in", { email, password: "Secret123" })).status, {
        timeout: 10_000,
      })
      .toBe(200);
  }, 60_000);
});
