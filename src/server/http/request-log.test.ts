import { afterEach, describe, expect, it } from "vitest";
import { type FakeOpenAi, OPENAI_FAULTS, startFakeOpenAi } from "../../../tests/fakes/openai.js";
import { type FakeTmdb, startFakeTmdb, TMDB_FAULTS } from "../../../tests/fakes/tmdb.js";
import { opsApp, postJson, served, signedIn } from "../ops/ops-test-kit.js";
import { userTag } from "./request-log.js";

let tmdb: FakeTmdb | undefined;
let openai: FakeOpenAi | undefined;
afterEach(async () => {
  await Promise.all([tmdb?.close(), openai?.close()]);
  tmdb = undefined;
  openai = undefined;
});

const json = (lines: readonly string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("request log", () => {
  it("writes one JSON line per request with its id, route template, status, duration and hashed user", async () => {
    const { app, lines } = await opsApp();
    const cookie = await signedIn(app, "logs@example.com");
    const res = await app.request("/api/movies/42/similar", { headers: { cookie, "x-request-id": "from-client-1" } });
    const requestId = res.headers.get("x-request-id");
    // Not behind a trusted proxy: a client's own id is not taken.
    expect(requestId).not.toBe("from-client-1");
    const line = json(lines).find((l) => l.msg === "request" && l.requestId === requestId);
    expect(line).toMatchObject({ method: "GET", route: "/api/movies/:id/similar", status: expect.any(Number) });
    expect(line?.ms).toEqual(expect.any(Number));
    const session = await (await app.request("/api/session", { headers: { cookie } })).json();
    expect(line?.user).toBe(userTag(session.user.uid));
    expect(JSON.stringify(lines)).not.toContain("logs@example.com");
  });

  it("stamps the request's id on every line written while serving it, from the TMDB source, cache and routes", async () => {
    tmdb = await startFakeTmdb();
    const { app, lines } = await opsApp({ TMDB_TOKEN: tmdb.token, TMDB_API_URL: tmdb.url, LOG_LEVEL: "debug" });
    const cookie = await signedIn(app, "every-line@example.com");
    // TMDB failing: the source, then the route, each log a line of their own.
    tmdb.override("/3/movie/popular", TMDB_FAULTS.serverError());
    tmdb.override("/3/search/movie", TMDB_FAULTS.wrongShape());
    const from = lines.length;
    const popular = await app.request("/api/movies/popular", { headers: { cookie } });
    expect(popular.status).toBe(503);
    const middle = lines.length;
    const search = await app.request("/api/movies/search?query=heat", { headers: { cookie } });
    const written = [json(lines.slice(from, middle)), json(lines.slice(middle))] as const;

    for (const [res, own] of [
      [popular, written[0]],
      [search, written[1]],
    ] as const) {
      const requestId = res.headers.get("x-request-id");
      expect(own.length).toBeGreaterThan(1);
      expect(own.filter((l) => l.msg === "request")).toHaveLength(1);
      for (const line of own) expect(line.requestId).toBe(requestId);
    }
    expect(written[0].map((l) => l.msg)).toEqual(["TMDB call failed", "movie source failed", "request"]);
    const all = lines.slice(from).join("\n");
    for (const secret of [tmdb.token, "every-line@example.com", "Secret123", cookie.split(";")[0] ?? "?"]) {
      expect(all).not.toContain(secret);
    }
  });

  it("logs the health and readiness probes at debug, every other request at info", async () => {
    const { app, lines } = await opsApp();
    for (const path of ["/api/health", "/api/ready", "/api/config"]) await app.request(path);
    const levels = Object.fromEntries(
      json(lines)
        .filter((l) => l.msg === "request")
        .map((l) => [l.path, l.level]),
    );
    expect(levels).toEqual({ "/api/health": 20, "/api/ready": 20, "/api/config": 30 });
  });

  it("keeps a trusted proxy's X-Request-Id, and only a well-formed one", async () => {
    const { app } = await opsApp({ TRUST_PROXY: "true" });
    const kept = await app.request("/api/health", { headers: { "x-request-id": "proxy-abc.123" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-abc.123");
    const odd = await app.request("/api/health", { headers: { "x-request-id": "bad id\twith spaces" } });
    expect(odd.headers.get("x-request-id")).not.toContain("bad");
  });

  it("takes X-Request-Id only from a peer TRUST_PROXY names, not from anyone once a proxy is configured", async () => {
    const behindOtherProxy = await served((await opsApp({ TRUST_PROXY: "10.0.0.7" })).app);
    const untrusted = await fetch(`${behindOtherProxy}/api/health`, { headers: { "x-request-id": "spoofed-1" } });
    expect(untrusted.headers.get("x-request-id")).not.toBe("spoofed-1");
    expect(untrusted.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const behindLoopback = await served((await opsApp({ TRUST_PROXY: "127.0.0.1" })).app);
    const trusted = await fetch(`${behindLoopback}/api/health`, { headers: { "x-request-id": "proxy-2" } });
    expect(trusted.headers.get("x-request-id")).toBe("proxy-2");
  });
});

describe("request id upstream", () => {
  it("sends each request's own id to TMDB with every call it causes", async () => {
    tmdb = await startFakeTmdb();
    const { app } = await opsApp({ TMDB_TOKEN: tmdb.token, TMDB_API_URL: tmdb.url });
    const cookie = await signedIn(app, "upstream-id@example.com");
    const first = await app.request("/api/movies/popular", { headers: { cookie } });
    const second = await app.request("/api/movies/top-rated", { headers: { cookie } });
    expect([first.status, second.status]).toEqual([200, 200]);
    const sent = (path: string) => tmdb?.seen.filter((r) => r.path === path).map((r) => r.headers["x-request-id"]);
    expect(sent("/3/movie/popular")).toEqual([first.headers.get("x-request-id")]);
    expect(sent("/3/movie/top_rated")).toEqual([second.headers.get("x-request-id")]);
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
  });

  it("sends it to the model with the first try and each retry, and stamps the model client's lines", async () => {
    openai = await startFakeOpenAi({ content: "1. Heat (1995)\n2. Ronin (1998)" });
    openai.queue(OPENAI_FAULTS.rateLimited("0"));
    const { app, lines } = await opsApp({ OPENAI_API_KEY: openai.key, OPENAI_BASE_URL: openai.baseUrl });
    const cookie = await signedIn(app, "model-id@example.com");
    const from = lines.length;
    const res = await postJson(app, "/api/suggestions", { query: "heist films", language: "EN" }, cookie);
    expect(res.status).toBe(200);
    await res.text();
    const requestId = res.headers.get("x-request-id");
    expect(openai.seen.map((r) => r.headers["x-request-id"])).toEqual([requestId, requestId]);
    // The summary line comes once the stream is done.
    await expect.poll(() => json(lines.slice(from)).some((l) => l.msg === "suggestions")).toBe(true);
    for (const line of json(lines.slice(from))) expect(line.requestId).toBe(requestId);
    expect(lines.slice(from).join("\n")).not.toContain(openai.key);
  });
});
