import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import type { Logger } from "pino";
import type { ZodType } from "zod";
import { CredentialsSchema, DEFAULT_AVATAR_PATH, SignUpSchema, type User } from "../../contract/auth.js";
import { type ErrorInfo, errorResponse } from "../http/errors.js";
import type { RateLimits } from "../http/rate-limit.js";
import type { SessionMemo } from "./session-memo.js";

/** Set by our routes (never taken from the client) and read by better-auth's rate limiter. */
export const CLIENT_IP_HEADER = "x-reelwise-client-ip";

/** The part of a better-auth instance our routes use. */
export interface AuthEngine {
  handler(request: Request): Promise<Response>;
}

export interface AuthRouteDeps {
  engine: AuthEngine;
  /** Forgotten on sign-out so this server stops honouring the session at once. */
  memo?: SessionMemo;
  limits: RateLimits;
  trustProxy: boolean;
  log: Logger;
}

interface AuthUserRecord {
  id: string;
  email: string;
  name?: string | null;
  image?: string | null;
}

export function toUser(record: AuthUserRecord): User {
  return {
    uid: record.id,
    email: record.email,
    displayName: record.name || null,
    photoURL: record.image || null,
  };
}

/** The caller's address: the socket's, or the one our trusted proxy appended to X-Forwarded-For. */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (e.g. `app.request` in a test): no socket to ask.
    return undefined;
  }
}

function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return trustProxy && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

async function readBody<T>(c: Context, schema: ZodType<T>): Promise<T | undefined> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** Copy better-auth's cookies onto our answer, marked `Secure` when the page came over HTTPS. */
function copyCookies(c: Context, from: Response, secure: boolean): void {
  for (const cookie of from.headers.getSetCookie()) {
    c.header("Set-Cookie", secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie, { append: true });
  }
}

/** better-auth's error answer → our contract's code. */
async function failure(res: Response): Promise<ErrorInfo> {
  if (res.status === 429) {
    const retryAfter = Number(res.headers.get("x-retry-after"));
    return { code: "rate_limited", retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60 };
  }
  const body = (await res.json().catch(() => ({}))) as { code?: unknown };
  const code = typeof body.code === "string" ? body.code : "";
  if (res.status === 401 || code === "INVALID_EMAIL_OR_PASSWORD") return { code: "invalid_credentials" };
  if (code.startsWith("USER_ALREADY_EXISTS")) return { code: "email_taken" };
  if (code.startsWith("PASSWORD_TOO") || code === "INVALID_EMAIL") return { code: "invalid_credentials_format" };
  return { code: "auth_failed", message: code || `status ${res.status}` };
}

export function localAuthRoutes(deps: AuthRouteDeps): Hono {
  const app = new Hono();
  const log = (c: Context): Logger => c.get("log") ?? deps.log;

  /** better-auth's answer, or a 502-style stand-in when it throws (e.g. the database is down). */
  async function callEngine(c: Context, path: string, init: RequestInit): Promise<Response> {
    try {
      return await deps.engine.handler(new Request(`http://localhost/api/auth${path}`, { method: "POST", ...init }));
    } catch (error) {
      log(c).error({ err: { type: (error as Error).name, message: (error as Error).message } }, "auth engine threw");
      return Response.json({ code: "ENGINE_ERROR" }, { status: 500 });
    }
  }

  /** Our limits (per address, per e-mail), then better-auth (its own limiter, hashing, cookies). */
  async function attempt(c: Context, path: string, email: string, body: object): Promise<Response> {
    const ip = clientIp(c, deps.trustProxy);
    for (const [name, key] of [
      ["authIp", ip ?? "unknown"],
      ["authEmail", email.toLowerCase()],
    ] as const) {
      const verdict = await deps.limits.consume(name, key);
      if (!verdict.ok) return errorResponse(c, { code: "rate_limited", retryAfter: verdict.retryAfter });
    }
    const headers = new Headers({ "content-type": "application/json" });
    if (ip && isIP(ip)) headers.set(CLIENT_IP_HEADER, ip);
    const userAgent = c.req.header("user-agent");
    if (userAgent) headers.set("user-agent", userAgent);
    const res = await callEngine(c, path, { headers, body: JSON.stringify(body) });
    if (res.status !== 200) {
      const info = await failure(res);
      if (info.code === "auth_failed") log(c).warn({ status: res.status, reason: info.message }, "auth engine failed");
      return errorResponse(c, info);
    }
    const answer = (await res.json()) as { user: AuthUserRecord };
    copyCookies(c, res, isHttps(c, deps.trustProxy));
    return c.json({ user: toUser(answer.user) });
  }

  app.post("/sign-up", async (c) => {
    const input = await readBody(c, SignUpSchema);
    if (!input) return errorResponse(c, { code: "invalid_credentials_format" });
    const { email, password, username } = input;
    return attempt(c, "/sign-up/email", email, { email, password, name: username, image: DEFAULT_AVATAR_PATH });
  });

  app.post("/sign-in", async (c) => {
    const input = await readBody(c, CredentialsSchema);
    if (!input) return errorResponse(c, { code: "invalid_credentials_format" });
    return attempt(c, "/sign-in/email", input.email, { email: input.email, password: input.password });
  });

  app.post("/sign-out", async (c) => {
    const headers = new Headers();
    const cookie = c.req.header("cookie");
    if (cookie) headers.set("cookie", cookie);
    deps.memo?.forget(deps.memo.tokenOf(cookie));
    const res = await callEngine(c, "/sign-out", { headers });
    copyCookies(c, res, isHttps(c, deps.trustProxy));
    if (res.status !== 200) {
      log(c).warn({ status: res.status }, "sign-out failed");
      return errorResponse(c, { code: "auth_failed" });
    }
    return c.json({ ok: true });
  });

  return app;
}
