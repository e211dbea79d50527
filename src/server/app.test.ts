import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { captureLogger } from "../../tests/fakes/capture-log.js";
import { ErrorBodySchema } from "../contract/errors.js";
import { createApp } from "./app.js";
import { cookieHeader, postJson } from "./auth/auth-test-kit.js";
import { loadConfig } from "./config.js";
import type { AppDeps } from "./deps.js";
import { createRateLimits, LIMITS } from "./http/rate-limit.js";
import type { MovieSource } from "./movies/movie-source.js";
import { createServices, type Services } from "./services.js";

const SECRETS = {
  TMDB_TOKEN: "tmdb-secret-7f3a9c1e5b",
  OPENAI_API_KEY: "openai-test-key-0a1b2c3d4e5f",
  AUTH_SECRET: "auth-secret-0123456789abcdef0123456789abcdef",
};

const opened: Services[] = [];
const folders: string[] = [];

/** Sign an account up on `app` (no check of the answer); its session cookie. */
async function signUp(app: Hono, email: string, username: string): Promise<string> {
  return cookieHeader(await postJson(app, "/api/auth/sign-up", { email, password: "Secret123", username }));
}

async function setup(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-app-"));
  const webRoot = join(dataDir, "web");
  mkdirSync(join(webRoot, "assets"), { recursive: true });
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Reelwise</title><div id=root></div>");
  writeFileSync(join(webRoot, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(join(webRoot, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  folders.push(dataDir);
  const lines: string[] = [];
  const log = captureLogger(lines, "info");
  const services = await createServices(loadConfig({ DATA_DIR: dataDir, ...env }), webRoot, log);
  opened.push(services);
  return { deps: services.deps, lines };
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("createApp", () => {
  it("answers /api/health", async () => {
    const { deps } = await setup();
    const res = await createApp(deps).request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("reports the public config and nothing secret, even when secrets are set", async () => {
    const { deps, lines } = await setup({ ...SECRETS, TMDB_API_URL: "http://127.0.0.1:9" });
    const res = await createApp(deps).request("/api/config");
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      brand: "Reelwise",
      languages: ["EN", "AR", "spanish"],
      providers: { movies: "tmdb", suggest: "openai", auth: "local" },
      resetMail: false,
      imageBaseUrl: "https://image.tmdb.org/t/p/w500",
    });
    for (const secret of Object.values(SECRETS)) {
      expect(text).not.toContain(secret);
      expect(lines.join("")).not.toContain(secret);
    }
    expect(text).not.toMatch(/sk-|token|secret/i);
  });

  it("says whether a forgotten password's link can be e-mailed: only with SMTP (or Firebase)", async () => {
    const config = async (env: Record<string, string>) =>
      (await (await createApp((await setup(env)).deps).request("/api/config")).json()) as { resetMail: boolean };
    expect((await config({})).resetMail).toBe(false);
    const smtp = { SMTP_URL: "smtp://127.0.0.1:9", MAIL_FROM: "Reelwise <no-reply@example.com>" };
    expect((await config(smtp)).resetMail).toBe(true);
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    const { deps } = await setup();
    const res = await createApp(deps).request("/api/nothing/here");
    expect(res.status).toBe(404);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe("not_found");
  });

  it("has no account routes in firebase mode: /api/auth/* answers the JSON 404", async () => {
    const { deps } = await setup({
      AUTH_PROVIDER: "firebase",
      FIREBASE_API_KEY: "fake-api-key",
      FIREBASE_PROJECT_ID: "demo-reelwise",
    });
    const res = await createApp(deps).request("/api/auth/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", password: "Secret123" }),
    });
    expect(res.status).toBe(404);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe("not_found");
  });

  it("answers a wrong method on a known route with 405 and Allow", async () => {
    const { deps } = await setup();
    const app = createApp(deps);
    for (const [method, path, allow] of [
      ["DELETE", "/api/movies/popular", "GET, HEAD"],
      ["GET", "/api/auth/sign-in", "POST"],
      ["PUT", "/api/suggestions", "POST"],
      ["POST", "/api/health", "GET, HEAD"],
      ["DELETE", "/api/movies/603/trailer", "GET, HEAD"],
      ["POST", "/api/art/p/1.svg", "GET, HEAD"],
      ["OPTIONS", "/api/auth/sign-out", "POST"],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
      expect(ErrorBodySchema.parse(await res.json()).error.code).toBe("method_not_allowed");
    }
    expect((await app.request("/api/movies/popular", { method: "HEAD" })).status).toBe(401);
  });

  it("derives 405 for a newly added route from the app's own routes", async () => {
    const { deps } = await setup();
    const app = createApp(deps);
    // Added after createApp: nothing in allowed-methods.ts names it.
    app.put("/api/watchlist/:id", (c) => c.json({ ok: true }));
    const res = await app.request("/api/watchlist/7", { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("PUT");
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe("method_not_allowed");
    expect((await app.request("/api/watchlist/7/more", { method: "GET" })).status).toBe(404);
  });

  it("turns a thrown error into a JSON 500 with a request id and no stack", async () => {
    const { deps, lines } = await setup();
    const exploding: MovieSource = {
      kind: "catalog",
      imageBaseUrl: "/api/art",
      list: () => {
        throw new Error("kaboom at /srv/secret/path.ts:12");
      },
      search: deps.movies.search.bind(deps.movies),
      videos: deps.movies.videos.bind(deps.movies),
      movie: deps.movies.movie.bind(deps.movies),
      similar: deps.movies.similar.bind(deps.movies),
      genres: deps.movies.genres.bind(deps.movies),
      facts: deps.movies.facts.bind(deps.movies),
      genreRows: deps.movies.genreRows.bind(deps.movies),
    };
    const app = createApp({ ...deps, movies: exploding } satisfies AppDeps);
    const signUp = await app.request("/api/auth/sign-up", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "boom@example.com", password: "Secret123", username: "Boom" }),
    });
    const cookie = signUp.headers.get("set-cookie") ?? "";
    const res = await app.request("/api/movies/popular", { headers: { cookie } });
    expect(res.status).toBe(500);
    const text = await res.text();
    const body = ErrorBodySchema.parse(JSON.parse(text));
    expect(body.error.code).toBe("internal");
    expect(body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(text).not.toContain("kaboom");
    expect(text).not.toContain("/srv/secret");
    expect(lines.some((l) => l.includes(body.error.requestId ?? "none") && l.includes("unhandled error"))).toBe(true);
  });

  it("writes one log line per request: method, path, status, ms — no headers, cookies or query", async () => {
    const { deps, lines } = await setup();
    await createApp(deps).request("/api/config?token=abc", { headers: { cookie: "session=very-private" } });
    const requestLines = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === "request");
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: "GET", path: "/api/config", status: 200 });
    expect(typeof requestLines[0].ms).toBe("number");
    expect(lines.join("")).not.toContain("very-private");
    expect(lines.join("")).not.toContain("token=abc");
  });

  it("serves the SPA with history fallback and the right cache headers", async () => {
    const { deps } = await setup();
    const app = createApp(deps);
    const page = await app.request("/browse");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toContain("<div id=root>");
    const asset = await app.request("/assets/app-abc123.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    // Never revalidated, so no date to compare against: fewer bytes on every first load.
    expect(asset.headers.get("last-modified")).toBeNull();
    expect((await app.request("/favicon.svg")).headers.get("last-modified")).not.toBeNull();
    // A public file not named by its content is kept a day, so it is not asked for again on each page.
    expect((await app.request("/favicon.svg")).headers.get("cache-control")).toBe("public, max-age=86400");
    expect((await app.request("/assets/missing-123.js")).status).toBe(404);
  });

  it("sends security headers on HTML, assets and API answers", async () => {
    const { deps } = await setup();
    const app = createApp(deps);
    for (const path of ["/", "/api/health", "/api/nope"]) {
      const res = await app.request(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("frame-src https://www.youtube-nocookie.com");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
    }
    // The reset page's address carries a one-time token: it is never sent on as a referrer.
    expect((await app.request("/reset-password?token=abc")).headers.get("referrer-policy")).toBe("no-referrer");
    // Who is signed in (with their e-mail) is never cached.
    expect((await app.request("/api/session")).headers.get("cache-control")).toBe("private, no-store");
    // A script ignores document policies (what a page may load or be framed by): it carries only the
    // headers that apply to it, which saves ~600 bytes per file on every first load.
    const script = await app.request("/assets/app-abc123.js");
    expect(script.headers.get("x-content-type-options")).toBe("nosniff");
    expect(script.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(script.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(script.headers.get("content-security-policy")).toBeNull();
    expect(script.headers.get("x-frame-options")).toBeNull();
  });

  it("refuses a cross-site state-changing request", async () => {
    const { deps } = await setup();
    const res = await createApp(deps).request("http://localhost:3000/api/auth/sign-in", {
      method: "POST",
      headers: { origin: "https://evil.example", host: "localhost:3000", "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", password: "Secret123" }),
    });
    expect(res.status).toBe(403);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe("forbidden");
  });

  it("refuses a write whose body is not declared as JSON, before any route reads it", async () => {
    const { deps } = await setup();
    const res = await createApp(deps).request("http://localhost:3000/api/auth/sign-in", {
      method: "POST",
      headers: { host: "localhost:3000", "content-type": "text/plain" },
      body: JSON.stringify({ email: "a@b.co", password: "Secret123" }),
    });
    expect(res.status).toBe(415);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe("unsupported_media_type");
  });

  it("never takes X-Forwarded-Host for our own host in the same-origin check", async () => {
    const { deps } = await setup({ TRUST_PROXY: "1" });
    const res = await createApp(deps).request("http://localhost:3000/api/auth/sign-in", {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        host: "localhost:3000",
        "x-forwarded-host": "evil.example",
        "content-type": "application/json",
      },
      body: JSON.stringify({ email: "a@b.co", password: "Secret123" }),
    });
    expect(res.status).toBe(403);
  });

  it("keeps the generated art's own policy: an SVG opened directly may load nothing", async () => {
    const { deps } = await setup();
    const mosaic = (await (await createApp(deps).request("/api/art/mosaic")).json()) as {
      results: { poster_path: string }[];
    };
    const art = await createApp(deps).request(`/api/art${mosaic.results[0]?.poster_path}`);
    expect(art.status).toBe(200);
    expect(art.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it("answers a browser that accepts br with br: JSON and the generated SVG art", async () => {
    const { deps } = await setup();
    const app = createApp(deps);
    const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
    const mosaic = await app.request("/api/art/mosaic", { headers });
    expect(mosaic.headers.get("content-encoding")).toBe("br");
    const { results } = JSON.parse(brotliDecompressSync(Buffer.from(await mosaic.arrayBuffer())).toString()) as {
      results: { poster_path: string }[];
    };
    const art = await app.request(`/api/art${results[0]?.poster_path}`, { headers });
    expect(art.headers.get("content-type")).toContain("image/svg+xml");
    expect(art.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await art.arrayBuffer())).toString()).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it("gives each signed-in user a search budget: then 429 with Retry-After", async () => {
    const { deps } = await setup();
    const app = createApp(deps);
    const cookie = await signUp(app, "budget@example.com", "B");
    const search = (q: string) => app.request(`/api/movies/search?query=${q}`, { headers: { cookie } });
    for (let i = 0; i < LIMITS.searches.points; i++) expect((await search(`heat${i}`)).status).toBe(200);
    const refused = await search("heat");
    expect(refused.status).toBe(429);
    expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Lists have their own budget.
    expect((await app.request("/api/movies/popular", { headers: { cookie } })).status).toBe(200);
  });

  it("gives each client address an AI search budget, whichever accounts it signs up", async () => {
    const { deps } = await setup();
    const app = createApp({ ...deps, limits: createRateLimits(undefined, { suggestionsFromAddress: 3 }) });
    const account = (n: number) => signUp(app, `throwaway${n}@example.com`, "T");
    const suggest = async (cookie: string, query: string) => {
      const res = await app.request("/api/suggestions", {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ query, language: "EN" }),
      });
      await res.body?.cancel();
      return res.status;
    };
    const first = await account(1);
    for (const query of ["heist films", "space operas", "courtroom dramas"])
      expect(await suggest(first, query)).toBe(200);
    // A second account from the same address finds the address's budget spent for a new query…
    const second = await account(2);
    expect(await suggest(second, "silent comedies")).toBe(429);
    // …while a query already answered costs no model call, so it is still served.
    expect(await suggest(second, "heist films")).toBe(200);
  });

  it.each([
    ["films", "/api/movies/1869440597/similar"],
    ["films", "/api/movies/1869440597/facts?region=US"],
    ["lists", "/api/movies/genres/drama"],
    ["myList", "/api/my-list/for-you?language=EN"],
  ] as const)("spends the user's %s budget on %s: then 429", async (limit, path) => {
    const { deps } = await setup();
    const app = createApp({ ...deps, limits: createRateLimits(undefined, { [limit]: 2 }) });
    const cookie = await signUp(app, "spender@example.com", "S");
    for (let i = 0; i < 2; i++) expect((await app.request(path, { headers: { cookie } })).status).toBe(200);
    const refused = await app.request(path, { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe("rate_limited");
  });

  it("looks the session up once per signed-in request, whatever the route", async () => {
    const { deps } = await setup();
    let lookups = 0;
    const auth = {
      ...deps.auth,
      userFromRequest: (request: Request) => {
        lookups += 1;
        return deps.auth.userFromRequest(request);
      },
    };
    const app = createApp({ ...deps, auth });
    const cookie = await signUp(app, "once@example.com", "O");
    const requests: [string, RequestInit][] = [
      ["/api/movies/popular", {}],
      ["/api/my-list", {}],
      ["/api/suggestions", { method: "POST", body: JSON.stringify({ query: "heist movies", language: "EN" }) }],
      ["/api/movies/search?query=heat", {}],
      ["/api/movies/genres", {}],
      ["/api/movies/genres/drama", {}],
      ["/api/movies/1869440597/similar", {}],
      ["/api/movies/1869440597/facts?region=US", {}],
      ["/api/my-list/for-you?language=EN", {}],
      ["/api/settings", {}],
    ];
    for (const [path, init] of requests) {
      lookups = 0;
      const res = await app.request(path, { ...init, headers: { cookie, "content-type": "application/json" } });
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
      expect(lookups, path).toBe(1);
      const anonymous = await app.request(path, { ...init, headers: { "content-type": "application/json" } });
      expect(anonymous.status, `${path} without a session`).toBe(401);
    }
  });
});
