import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, postJson, type RunningServer, sessionCookieOf, signInByApi, startServer } from "../e2e/harness";

/** A tiny seeded PRNG so a failing run can be replayed with the same seed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PATHS = [
  "/api/health",
  "/api/config",
  "/api/session",
  "/api/auth/sign-up",
  "/api/auth/sign-in",
  "/api/auth/sign-out",
  "/api/movies/now-playing",
  "/api/movies/popular",
  "/api/movies/upcoming",
  "/api/movies/top-rated",
  "/api/movies/search",
  "/api/movies/1/trailer",
  "/api/suggestions",
  "/api/art/mosaic",
  "/api/art/p/1.svg",
  "/api/art/b/1.svg",
  "/",
  "/browse",
  "/assets/index.js",
];
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "FOO"];
const WEIRD = [
  "",
  "a".repeat(5000),
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%00",
  "\u0000",
  "\ud83d\ude00".repeat(50),
  "\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629",
  "'; DROP TABLE user; --",
  "<script>alert(1)</script>",
  "%",
  "%%32%65",
  "null",
  "-1",
  "1e309",
  "9".repeat(40),
  "\ufeff",
  "\\\\?\\C:\\",
];

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

function randomValue(rand: () => number, depth = 0): unknown {
  const kind = Math.floor(rand() * (depth > 2 ? 6 : 8));
  switch (kind) {
    case 0:
      return pick(rand, WEIRD);
    case 1:
      return Math.floor(rand() * 1e6) - 5e5;
    case 2:
      return rand() < 0.5;
    case 3:
      return null;
    case 4:
      return "x".repeat(Math.floor(rand() * 400));
    case 5:
      return `${pick(rand, ["a@b.c", "user@example.com", "@@", "Secret123", "A1b"])}${pick(rand, WEIRD)}`;
    case 6:
      return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(rand() * 4) }, () => [
          pick(rand, ["email", "password", "username", "query", "language", "__proto__", "constructor", "x"]),
          randomValue(rand, depth + 1),
        ]),
      );
  }
}

function randomBody(rand: () => number): string | undefined {
  switch (Math.floor(rand() * 6)) {
    case 0:
      return undefined;
    case 1:
      return "{not json";
    case 2:
      return JSON.stringify(randomValue(rand)).slice(0, Math.floor(rand() * 200));
    case 3:
      return "z".repeat(20_000 + Math.floor(rand() * 10_000));
    default:
      return JSON.stringify(randomValue(rand));
  }
}

function randomPath(rand: () => number): string {
  const base = pick(rand, PATHS);
  const r = rand();
  if (r < 0.3) return base;
  if (r < 0.5) return `${base}?query=${encodeURIComponent(String(pick(rand, WEIRD)))}&language=${pick(rand, WEIRD)}`;
  if (r < 0.7) return `${base}/${encodeURIComponent(pick(rand, WEIRD)).slice(0, 300)}`;
  if (r < 0.8)
    return `/api/movies/${pick(rand, WEIRD)
      .slice(0, 50)
      .replace(/[^\x21-\x7e]/g, "_")}/trailer`;
  return `${base}${pick(rand, ["/..", "/%2e%2e/%2e%2e/etc/passwd", "//", "/.env", "?a=%ZZ", "/%00"])}`;
}

interface Answer {
  status: number;
  /** The client-side error code when no status came back (e.g. ECONNRESET). */
  error?: string;
}

function send(base: URL, method: string, path: string, headers: Record<string, string>, body?: string) {
  // Keep the bytes hostile but the request line legal: escape what Node refuses to send.
  const safePath = path.replace(/[^\x21-\x7e]/gu, (ch) => encodeURIComponent(ch));
  return new Promise<Answer>((resolve) => {
    const req = request(
      { host: base.hostname, port: base.port, method, path: safePath, headers, timeout: 10_000, agent: false },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ status: -1, error: error.code ?? error.message }));
    req.on("timeout", () => {
      req.destroy();
      resolve({ status: -2 });
    });
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe("fuzz: malformed requests against the running server", () => {
  let server: RunningServer;
  let cookie = "";
  const account = newAccount("fuzz");

  beforeAll(async () => {
    server = await startServer({ env: { LOG_LEVEL: "warn" } });
    cookie = sessionCookieOf(await postJson(server.url, "/api/auth/sign-up", account));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 10,000 malformed requests with no 5xx, stays up, keeps memory bounded", async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20261123);
    const rand = prng(seed);
    const base = new URL(server.url);
    const total = Number(process.env.FUZZ_REQUESTS ?? 10_000);
    const counts = new Map<number, number>();
    const failures: string[] = [];
    const rssBefore = await rssOf(server);
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next += 1;
        const method = pick(rand, METHODS);
        const path = randomPath(rand);
        const body = method === "GET" || method === "HEAD" ? undefined : randomBody(rand);
        const headers: Record<string, string> = {};
        if (rand() < 0.5 && cookie) headers.cookie = cookie;
        if (rand() < 0.6)
          headers["content-type"] = pick(rand, [
            "application/json",
            "text/plain",
            "multipart/form-data",
            "application/x-www-form-urlencoded",
            "\u00ff",
          ]);
        if (rand() < 0.2) headers.origin = pick(rand, ["https://evil.example", server.url, "null"]);
        if (rand() < 0.1) headers.authorization = `Bearer ${pick(rand, WEIRD).replace(/[^\x21-\x7e]/g, "x")}`;
        if (rand() < 0.1) headers["accept-language"] = pick(rand, WEIRD).replace(/[^\x20-\x7e]/g, "");
        const { status, error } = await send(base, method, path, headers, body);
        counts.set(status, (counts.get(status) ?? 0) + 1);
        if (status >= 500 || status < 0)
          failures.push(`${status} ${error ?? ""} ${method} ${path} ${body?.length ?? 0}B`);
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    const rssAfter = await rssOf(server);
    const table = [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`);
    console.log(`fuzz seed=${seed} requests=${total} statuses ${table.join(" ")} rss ${rssBefore}→${rssAfter} MB`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(server.process.exitCode).toBeNull();
    expect(rssAfter - rssBefore).toBeLessThan(150);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    // The fuzzer may well have signed this session out (that is a legal request): sign in afresh.
    const signIn = await signInByApi(server.url, account);
    expect(signIn.status).toBe(200);
    const fresh = sessionCookieOf(signIn);
    const movies = await fetch(`${server.url}/api/movies/popular`, { headers: { cookie: fresh } });
    expect(movies.status).toBe(200);
  }, 180_000);
});

async function rssOf(server: RunningServer): Promise<number> {
  const pid = server.process.pid;
  const { readFileSync } = await import("node:fs");
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
