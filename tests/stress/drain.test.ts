import { Agent, get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../e2e/harness";
import { type FakeTmdb, startFakeTmdb } from "../fakes/tmdb";
import { waitFor } from "../fakes/wait";
import { signUpCookie } from "./my-list-client";

describe("graceful stop", () => {
  let tmdb: FakeTmdb;
  let server: RunningServer;
  beforeAll(async () => {
    tmdb = await startFakeTmdb();
  });
  afterAll(async () => {
    await server?.kill();
    await tmdb?.close();
  });

  it("on SIGTERM finishes the requests in flight, refuses new connections and exits 0", async () => {
    // A slow upstream: TMDB holds the list until the server has begun draining.
    const held = tmdb.hold("/3/movie/upcoming");
    server = await startServer({ env: { LOG_LEVEL: "info", TMDB_TOKEN: tmdb.token, TMDB_API_URL: tmdb.url } });
    const cookie = await signUpCookie(server.url, "drain");
    const inFlight = fetch(`${server.url}/api/movies/upcoming`, { headers: { cookie } });
    await waitFor(() => tmdb.callsTo("/3/movie/upcoming") === 1, { message: "the request to reach TMDB" });
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    server.process.kill("SIGTERM");
    await waitFor(() => server.output.some((line) => line.includes("draining in-flight requests")), {
      timeoutMs: 10_000,
      message: "the server to start draining",
    });
    held.open();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect((await answered.json()).results.length).toBeGreaterThan(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(await exited).toBe(0);
    expect(server.output.some((line) => line.includes("draining in-flight requests"))).toBe(true);
    // "stopped" is logged only after the database and cache are closed.
    expect(server.output.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
  }, 30_000);

  it("during SHUTDOWN_DELAY_MS answers /api/ready 503 but keeps serving, then finishes in-flight requests and exits 0", async () => {
    // Long enough that a busy machine still makes its checks inside it; they are ordered against
    // the exit (not timed), and the test waits the whole delay once.
    const delayMs = 8_000;
    const held = tmdb.hold("/3/movie/upcoming");
    const before = tmdb.callsTo("/3/movie/upcoming");
    server = await startServer({
      env: { SHUTDOWN_DELAY_MS: String(delayMs), TMDB_TOKEN: tmdb.token, TMDB_API_URL: tmdb.url },
    });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const cookie = await signUpCookie(server.url, "ready-drain");
    const inFlight = fetch(`${server.url}/api/movies/upcoming`, { headers: { cookie } });
    await waitFor(() => tmdb.callsTo("/3/movie/upcoming") === before + 1, { message: "the request to reach TMDB" });

    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    const signalled = Date.now();
    server.process.kill("SIGTERM");
    // At once: not ready (the proxy moves traffic away), yet still alive and serving.
    await waitFor(async () => (await fetch(`${server.url}/api/ready`)).status === 503, {
      timeoutMs: delayMs,
      message: "/api/ready to turn 503",
    });
    const ready = await fetch(`${server.url}/api/ready`);
    expect(await ready.json()).toMatchObject({ ready: false, draining: true });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/movies/popular`, { headers: { cookie } })).status).toBe(200);
    // All of that while the server was still waiting out its delay: it had not exited yet.
    expect(server.process.exitCode).toBeNull();

    held.open();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect((await answered.json()).results.length).toBeGreaterThan(0);
    expect(await exited).toBe(0);
    // It waited out the delay before closing.
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(delayMs);
    expect(server.output.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
  }, 30_000);

  it("closes a proxy's keep-alive connection that keeps checking readiness, rather than wait for it", async () => {
    server = await startServer({ env: { SHUTDOWN_DELAY_MS: "1000" } });
    // As Caddy's health checker: one kept-alive connection, asking /api/ready every 300 ms throughout.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const statuses: number[] = [];
    const check = () =>
      get(`${server.url}/api/ready`, { agent }, (res) => {
        statuses.push(res.statusCode ?? 0);
        res.resume();
      }).on("error", () => statuses.push(0));
    check();
    const checker = setInterval(check, 300);
    try {
      await waitFor(() => statuses.includes(200), { message: "a first readiness check" });
      const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
      server.process.kill("SIGTERM");
      // Exit 1 would be the 10 s drain timeout, reached when the checker's connection held the server open.
      expect(await exited).toBe(0);
      expect(statuses).toContain(503);
    } finally {
      clearInterval(checker);
      agent.destroy();
    }
  }, 30_000);
});
