import { afterAll, describe, expect, it } from "vitest";
import { newAccount, type RunningServer, startServer } from "../e2e/harness";
import { type FakeTmdb, startFakeTmdb, TMDB_FAULTS } from "../fakes/tmdb";
import { gate, waitFor } from "../fakes/wait";

describe("graceful stop", () => {
  let tmdb: FakeTmdb;
  let server: RunningServer;
  afterAll(async () => {
    await server?.kill();
    await tmdb?.close();
  });

  it("on SIGTERM finishes the requests in flight, refuses new connections and exits 0", async () => {
    tmdb = await startFakeTmdb();
    // A slow upstream: TMDB holds the list until the server has begun draining.
    const held = gate();
    const usual = TMDB_FAULTS.delayed(0);
    tmdb.override("/3/movie/upcoming", async (req) => {
      await held.opened;
      return usual(req);
    });
    server = await startServer({ env: { LOG_LEVEL: "info", TMDB_TOKEN: tmdb.token, TMDB_API_URL: tmdb.url } });
    const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(newAccount("drain")),
    });
    const cookie = (signUp.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
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
});
