import Redis from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, postJson, type RunningServer, sessionCookieOf, signInByApi, startServer } from "../e2e/harness";
import { type FakeTmdb, startFakeTmdb } from "../fakes/tmdb";

/** Redis logical database reserved for this test, so flushing it touches nothing else. */
const REDIS_URL = "redis://127.0.0.1:6379/5";
const ADMIN_DB = "postgres://postgres@127.0.0.1:5432/postgres";

describe("scale-out: two servers on one PostgreSQL and one Redis", () => {
  const database = `reelwise_scale_${Date.now().toString(36)}`;
  let tmdb: FakeTmdb;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_DB });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    tmdb = await startFakeTmdb();
    const env = {
      LOG_LEVEL: "warn",
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      REDIS_URL,
      AUTH_SECRET: "scale-out-secret-0123456789abcdef0123456789",
      TMDB_TOKEN: tmdb.token,
      TMDB_API_URL: tmdb.url,
    };
    // Both start at once: the schema migration must be safe when two processes race.
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  }, 120_000);

  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await tmdb?.close();
    const admin = new pg.Client({ connectionString: ADMIN_DB });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it("shares sessions, the response cache and rate limits; survives losing one server", async () => {
    const account = newAccount("scale");
    const signUp = await postJson(a.url, "/api/auth/sign-up", account);
    expect(signUp.status).toBe(200);
    const cookie = sessionCookieOf(signUp);

    // A session made through A works on B.
    const session = await fetch(`${b.url}/api/session`, { headers: { cookie } });
    expect((await session.json()).user.email).toBe(account.email);

    // A list fetched through A is served from the shared cache by B: no second upstream call.
    expect((await fetch(`${a.url}/api/movies/popular`, { headers: { cookie } })).status).toBe(200);
    expect(tmdb.callsTo("/3/movie/popular")).toBe(1);
    const fromB = await fetch(`${b.url}/api/movies/popular`, { headers: { cookie } });
    expect(fromB.status).toBe(200);
    expect((await fromB.json()).results.length).toBeGreaterThan(0);
    expect(tmdb.callsTo("/3/movie/popular")).toBe(1);

    // A rate limit reached on A holds on B (10 AI searches a minute per user).
    const ask = (server: RunningServer, i: number) =>
      postJson(server.url, "/api/suggestions", { query: `space adventure number ${i}`, language: "EN" }, { cookie });
    for (let i = 0; i < 10; i++) expect((await ask(a, i)).status).toBe(200);
    const limited = await ask(b, 10);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    // Kill A: B goes on serving the same user.
    await a.kill();
    const after = await fetch(`${b.url}/api/movies/top-rated`, { headers: { cookie } });
    expect(after.status).toBe(200);
    expect((await signInByApi(b.url, account)).status).toBe(200);
  }, 120_000);
});
