import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import { postgresForTests, redisForTests } from "../../../tests/fakes/stores.js";
import { startFakeTmdb } from "../../../tests/fakes/tmdb.js";
import { createApp } from "../app.js";
import { loadConfig } from "../config.js";
import { userTag } from "../http/request-log.js";
import { createServices, type Services } from "../services.js";

const TOKEN = "metrics-token-0123456789abcdef";
const opened: Services[] = [];
const folders: string[] = [];
const proxies: { server: Server; sockets: Set<Socket> }[] = [];

async function setup(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-ops-"));
  const webRoot = join(dataDir, "web");
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Reelwise</title><div id=root></div>");
  folders.push(dataDir);
  const lines: string[] = [];
  const services = await createServices(
    loadConfig({ DATA_DIR: dataDir, ...env }),
    webRoot,
    captureLogger(lines, "info"),
  );
  opened.push(services);
  return { app: createApp(services.deps), deps: services.deps, lines };
}

/** A TCP proxy in front of a real store: `cut()` closes it and every connection, as an outage would. */
async function proxyTo(url: string): Promise<{ url: string; cut: () => Promise<void> }> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => s.destroy());
      s.on("close", () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const entry = { server, sockets };
  proxies.push(entry);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const proxied = new URL(url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(port);
  return {
    url: proxied.toString(),
    cut: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
  for (const { server, sockets } of proxies.splice(0)) {
    for (const s of sockets) s.destroy();
    server.close();
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("GET /api/ready", () => {
  it("is ready with the embedded SQLite database, and not ready once the server drains", async () => {
    const { app, deps } = await setup();
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

  it("flips to 503 when Redis stops answering", async () => {
    const redis = await redisForTests();
    if (!redis.up) return;
    const proxy = await proxyTo(redis.url);
    const { app } = await setup({ REDIS_URL: proxy.url });
    await expect.poll(async () => (await app.request("/api/ready")).status, { timeout: 5_000 }).toBe(200);
    await proxy.cut();
    const down = await app.request("/api/ready");
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ready: false, checks: { redis: "down", database: "up" } });
  });

  it("flips to 503 when PostgreSQL stops answering", async () => {
    const postgres = await postgresForTests();
    if (!postgres.up) return;
    const proxy = await proxyTo(postgres.url);
    const { app } = await setup({ DATABASE_URL: proxy.url });
    expect((await app.request("/api/ready")).status).toBe(200);
    await proxy.cut();
    const down = await app.request("/api/ready");
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ready: false, checks: { database: "down" } });
  });
});

describe("GET /metrics", () => {
  it("answers 404 when METRICS_TOKEN is not set (the SPA does not answer it either)", async () => {
    const { app } = await setup();
    const res = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it("refuses a missing or wrong token with 401", async () => {
    const { app } = await setup({ METRICS_TOKEN: TOKEN });
    expect((await app.request("/metrics")).status).toBe(401);
    const wrong = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("counts requests by route template and status, budget refusals, cache lookups and process metrics", async () => {
    const { app } = await setup({ METRICS_TOKEN: TOKEN, RATE_LIMIT_SCALE: "0.01" });
    const signUp = await app.request("/api/auth/sign-up", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "metrics@example.com", password: "Secret123", username: "Metrics" }),
    });
    const cookie = signUp.headers.get("set-cookie") ?? "";
    expect(cookie).not.toBe("");
    for (const id of [101, 202, 303]) await app.request(`/api/movies/${id}/similar`, { headers: { cookie } });
    let refused = 0;
    for (let i = 0; i < 40 && refused === 0; i += 1) {
      const res = await app.request("/api/movies/popular", { headers: { cookie } });
      if (res.status === 429) refused += 1;
    }
    expect(refused).toBe(1);

    const res = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    // A route template, never a raw id: three films, one series.
    const similar = text
      .split("\n")
      .filter((l) => l.startsWith("reelwise_http_requests_total{") && l.includes('route="/api/movies/:id/similar"'));
    expect(similar.reduce((sum, l) => sum + Number(l.split(" ").at(-1)), 0)).toBe(3);
    expect(text).not.toContain("/api/movies/101");
    expect(text).toMatch(/reelwise_budget_refusals_total\{limit="lists"\} 1\n/);
    expect(text).toContain("reelwise_nodejs_eventloop_lag_seconds");
    expect(text).toContain("reelwise_process_resident_memory_bytes");
  });

  it("counts upstream calls by service and cache lookups by kind and result", async () => {
    const tmdb = await startFakeTmdb();
    try {
      const { app } = await setup({ METRICS_TOKEN: TOKEN, TMDB_TOKEN: tmdb.token, TMDB_API_URL: tmdb.url });
      const signUp = await app.request("/api/auth/sign-up", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "upstream@example.com", password: "Secret123", username: "Upstream" }),
      });
      const cookie = signUp.headers.get("set-cookie") ?? "";
      for (let i = 0; i < 3; i += 1) {
        expect((await app.request("/api/movies/popular", { headers: { cookie } })).status).toBe(200);
      }
      const text = await (await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      expect(text).toMatch(/reelwise_upstream_calls_total\{service="tmdb",outcome="ok"\} 1\n/);
      expect(text).toMatch(/reelwise_cache_lookups_total\{kind="list",result="miss"\} 1\n/);
      expect(text).toMatch(/reelwise_cache_lookups_total\{kind="list",result="hit"\} 2\n/);
    } finally {
      await tmdb.close();
    }
  });
});

describe("request log", () => {
  it("writes one JSON line per request with its id, route template, status, duration and hashed user", async () => {
    const { app, lines } = await setup();
    const signUp = await app.request("/api/auth/sign-up", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "logs@example.com", password: "Secret123", username: "Logs" }),
    });
    const cookie = signUp.headers.get("set-cookie") ?? "";
    const res = await app.request("/api/movies/42/similar", { headers: { cookie, "x-request-id": "from-client-1" } });
    const requestId = res.headers.get("x-request-id");
    // Not behind a trusted proxy: a client's own id is not taken.
    expect(requestId).not.toBe("from-client-1");
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "request" && l.requestId === requestId);
    expect(line).toMatchObject({ method: "GET", route: "/api/movies/:id/similar", status: expect.any(Number) });
    expect(line.ms).toEqual(expect.any(Number));
    const session = await (await app.request("/api/session", { headers: { cookie } })).json();
    expect(line.user).toBe(userTag(session.user.uid));
    expect(JSON.stringify(lines)).not.toContain("logs@example.com");
  });

  it("keeps a trusted proxy's X-Request-Id, and only a well-formed one", async () => {
    const { app } = await setup({ TRUST_PROXY: "true" });
    const kept = await app.request("/api/health", { headers: { "x-request-id": "proxy-abc.123" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-abc.123");
    const odd = await app.request("/api/health", { headers: { "x-request-id": "bad id\twith spaces" } });
    expect(odd.headers.get("x-request-id")).not.toContain("bad");
  });
});
