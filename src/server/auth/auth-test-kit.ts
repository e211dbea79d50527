import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import type Redis from "ioredis";
import pino, { type Logger } from "pino";
import { createRateLimits, type LimitName } from "../http/rate-limit.js";
import type { AuthProvider } from "./auth-provider.js";
import { type AttemptLimit, createLocalAuth, type LocalAuthSettings } from "./local-auth.js";
import { requireUser } from "./middleware.js";

/** Shared by the auth tests (not imported by the server): a provider on a temp DATA_DIR and a tiny app. */
export const quietLog: Logger = pino({ level: "silent" });

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "reelwise-auth-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface KitOptions {
  databaseUrl?: string;
  secret?: string;
  trustProxy?: boolean;
  attemptLimit?: AttemptLimit;
  limitOverrides?: Partial<Record<LimitName, number>>;
  redis?: Redis;
}

export function startLocalAuth(dataDir: string, opts: KitOptions = {}): Promise<AuthProvider> {
  const settings: LocalAuthSettings = {
    dataDir,
    databaseUrl: opts.databaseUrl,
    secret: opts.secret,
    trustProxy: opts.trustProxy ?? false,
    port: 3000,
    ...(opts.attemptLimit && { attemptLimit: opts.attemptLimit }),
  };
  const limits = createRateLimits(opts.redis, opts.limitOverrides);
  return createLocalAuth(settings, { log: quietLog, limits, redis: opts.redis });
}

/** The auth routes at /api/auth and one protected route, as app.ts mounts them. */
export function authTestApp(auth: AuthProvider): Hono {
  const app = new Hono();
  if (auth.routes) app.route("/api/auth", auth.routes);
  app.get("/api/ping", requireUser(auth), (c) => c.json({ user: c.get("user") }));
  return app;
}

export function postJson(app: Hono, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** `name=value` pairs from a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

let counter = 0;
export function uniqueEmail(tag = "user"): string {
  counter += 1;
  return `${tag}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const GOOD_PASSWORD = "Corr3ctHorse";
