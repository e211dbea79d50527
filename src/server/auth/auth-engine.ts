import { isIP } from "node:net";
import type { User } from "../../contract/auth.js";
import { errorFields } from "../logger.js";
import type { AuthCaller, AuthError } from "./auth-provider.js";

/** Set by us from the caller's resolved address (never taken from the client); read by better-auth's limiter. */
export const CLIENT_IP_HEADER = "x-reelwise-client-ip";

/** Seconds to wait when too many attempts already queue for a password hash. */
export const BUSY_RETRY_SECONDS = 2;

/** The part of a better-auth instance the accounts use. */
export interface AuthEngine {
  handler(request: Request): Promise<Response>;
}

export interface AuthUserRecord {
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

/** better-auth's error answer → our contract's code. */
export async function failure(res: Response): Promise<AuthError> {
  if (res.status === 429) {
    const retryAfter = Number(res.headers.get("x-retry-after"));
    return { code: "rate_limited", retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60 };
  }
  const body = (await res.json().catch(() => ({}))) as { code?: unknown };
  const code = typeof body.code === "string" ? body.code : "";
  if (code === "INVALID_PASSWORD") return { code: "wrong_password" };
  if (code === "INVALID_TOKEN") return { code: "invalid_reset_token" };
  if (res.status === 401 || code === "INVALID_EMAIL_OR_PASSWORD") return { code: "invalid_credentials" };
  if (code.startsWith("USER_ALREADY_EXISTS")) return { code: "email_taken" };
  if (code.startsWith("PASSWORD_TOO") || code === "INVALID_EMAIL") return { code: "invalid_credentials_format" };
  return { code: "auth_failed", message: code || `status ${res.status}` };
}

/** better-auth's answer to a POST we build, or a 500-style stand-in when it throws (e.g. the database is down). */
export async function callAuthEngine(
  engine: AuthEngine,
  caller: AuthCaller,
  path: string,
  init: RequestInit,
): Promise<Response> {
  try {
    return await engine.handler(new Request(`http://localhost/api/auth${path}`, { method: "POST", ...init }));
  } catch (error) {
    caller.log.error({ err: errorFields(error) }, "auth engine threw");
    return Response.json({ code: "ENGINE_ERROR" }, { status: 500 });
  }
}

/** Headers for a request we build for the engine: the caller's resolved address and user agent. */
export function callerHeaders(caller: AuthCaller, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  if (caller.ip && isIP(caller.ip)) headers.set(CLIENT_IP_HEADER, caller.ip);
  if (caller.userAgent) headers.set("user-agent", caller.userAgent);
  return headers;
}

/** Set by us on a reset request from the validated body; read when the reset e-mail is written. */
export const RESET_LANGUAGE_HEADER = "x-reelwise-language";
/** Likewise: the `/browse?…` link the reset e-mail's link carries, to return to after signing in. */
export const RESET_RETURN_HEADER = "x-reelwise-return";
