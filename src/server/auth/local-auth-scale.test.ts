import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import Redis from "ioredis";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { postgresForTests, redisForTests } from "../../../tests/fakes/stores.js";
import type { AuthProvider } from "./auth-provider.js";
import {
  authTestApp,
  cookieHeader,
  GOOD_PASSWORD,
  MAIL_WAIT,
  postJson,
  startLocalAuth,
  tempDataDir,
  uniqueEmail,
} from "./auth-test-kit.js";

/** PostgreSQL and Redis as started on this machine and in CI; skipped with a line when missing. */
const [pgStore, redisStore] = await Promise.all([postgresForTests(), redisForTests()]);

const schema = `auth_test_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = `${pgStore.url}${pgStore.url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
let admin: pg.Pool;
let redis: Redis;
let data: ReturnType<typeof tempDataDir>;
const open: AuthProvider[] = [];

beforeAll(() => {
  data = tempDataDir();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
});
afterAll(() => {
  data.remove();
});

async function startBoth(opts: Parameters<typeof startLocalAuth>[1]) {
  const [a, b] = await Promise.all([startLocalAuth(data.dir, opts), startLocalAuth(data.dir, opts)]);
  open.push(a, b);
  return [authTestApp(a), authTestApp(b)] as const;
}

describe.skipIf(!pgStore.up || !redisStore.up)("local auth on PostgreSQL + Redis (two servers)", () => {
  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: pgStore.url, max: 1 });
    await admin.query(`CREATE SCHEMA ${schema}`);
    redis = new Redis(redisStore.url, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
    redis?.disconnect();
  });

  it("two providers migrating the same empty schema at once both start; a session from A works on B", async () => {
    const [a, b] = await startBoth({ databaseUrl, secret: "s".repeat(40) });
    const { rows } = await admin.query("SELECT table_name FROM information_schema.tables WHERE table_schema = $1", [
      schema,
    ]);
    expect(rows.map((r) => r.table_name).sort()).toEqual([
      "account",
      "account_closure",
      "session",
      "user",
      "verification",
    ]);

    const email = uniqueEmail();
    const up = await postJson(a, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "Pg" });
    expect(up.status).toBe(200);
    expect((await b.request("/api/ping", { headers: { cookie: cookieHeader(up) } })).status).toBe(200);
    expect((await postJson(b, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "X" })).status).toBe(
      409,
    );
    const stored = await admin.query(`SELECT password FROM ${schema}.account`);
    expect(JSON.stringify(stored.rows)).not.toContain(GOOD_PASSWORD);
  });

  it("a session ended on A stops working on B at once, not after B's few-second memo", async () => {
    const [a, b] = await startBoth({ databaseUrl, secret: "s".repeat(40), redis });
    const email = uniqueEmail("memo");
    const first = cookieHeader(
      await postJson(a, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "Mo" }),
    );
    const second = cookieHeader(await postJson(a, "/api/auth/sign-in", { email, password: GOOD_PASSWORD }));
    const ping = async (app: typeof a, cookie: string) =>
      (await app.request("/api/ping", { headers: { cookie } })).status;
    // B verifies both sessions once, and so remembers them for a few seconds.
    expect(await ping(b, first)).toBe(200);
    expect(await ping(b, second)).toBe(200);
    // Well within B's memo time: only A telling B can make these 401s.
    const prompt = { timeout: 2_000, interval: 25 };

    expect((await postJson(a, "/api/auth/sign-out", {}, { cookie: first })).status).toBe(200);
    await vi.waitFor(async () => expect(await ping(b, first)).toBe(401), prompt);
    expect(await ping(b, second)).toBe(200);

    expect((await postJson(a, "/api/account/sign-out-everywhere", {}, { cookie: second })).status).toBe(200);
    await vi.waitFor(async () => expect(await ping(b, second)).toBe(401), prompt);
  });

  it("a password reset on A ends the account's sessions on B at once, not after B's memo", async () => {
    const links: string[] = [];
    const [a, b] = await startBoth({
      databaseUrl,
      secret: "s".repeat(40),
      redis,
      sendResetLink: async (message) => void links.push(message.link),
    });
    const email = uniqueEmail("reset");
    const cookie = cookieHeader(
      await postJson(a, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "Re" }),
    );
    const ping = async () => (await b.request("/api/ping", { headers: { cookie } })).status;
    expect(await ping()).toBe(200);
    await postJson(a, "/api/auth/forgot-password", { email, language: "EN" });
    await vi.waitFor(() => expect(links).toHaveLength(1), MAIL_WAIT);
    const token = new URL(links[0] ?? "").searchParams.get("token");
    expect((await postJson(a, "/api/auth/reset-password", { token, newPassword: "N3wPassword" })).status).toBe(200);
    await vi.waitFor(async () => expect(await ping()).toBe(401), { timeout: 2_000, interval: 25 });
  });

  it("shares the per-address attempt limit through Redis: reached on A, it holds on B", async () => {
    const [a, b] = await startBoth({
      databaseUrl,
      secret: "s".repeat(40),
      redis,
      trustProxy: true,
      limitOverrides: { authIp: 2 },
    });
    const ip = { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
    const attempt = (app: typeof a) =>
      postJson(app, "/api/auth/sign-in", { email: uniqueEmail(), password: GOOD_PASSWORD }, ip);
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(a)).status).toBe(401);
    const onB = await attempt(b);
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("local auth over real HTTP", () => {
  it("takes the client address from the socket and round-trips sign-up and sign-in", async () => {
    const auth = await startLocalAuth(data.dir, { limitOverrides: { authIp: 3 } });
    open.push(auth);
    const server = serve({ fetch: authTestApp(auth).fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    try {
      const email = uniqueEmail();
      const up = await post("/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "Net" });
      expect(up.status).toBe(200);
      expect((await fetch(`${base}/api/ping`, { headers: { cookie: cookieHeader(up) } })).status).toBe(200);
      // Attempts count per socket address: sign-up and two sign-ins allowed, the 4th attempt refused.
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await post("/api/auth/sign-in", { email, password: GOOD_PASSWORD })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
