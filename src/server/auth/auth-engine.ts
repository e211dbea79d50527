import { isIP } from "node:net";
import { APIError, type Auth } from "better-auth";
import type { User } from "../../contract/auth.js";
import { errorFields } from "../logger.js";
import type { AuthCaller, AuthError } from "./auth-provider.js";
import { PasswordQueueFull } from "./password-work.js";

/** Set by us from the caller's resolved address (never taken from the client); better-auth records it on the session. */
export const CLIENT_IP_HEADER = "x-reelwise-client-ip";

/** Seconds to wait when too many attempts already queue for a password hash. */
export const BUSY_RETRY_SECONDS = 2;

/** The better-auth instance the accounts call through its API (`auth.api.*`), never through HTTP. */
export type AuthEngine = Pick<Auth, "api" | "$context">;

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

/** A better-auth error (or anything else an API call threw) → our contract's code. */
export function failureOf(error: unknown): AuthError {
  if (error instanceof PasswordQueueFull) return { code: "rate_limited", retryAfter: BUSY_RETRY_SECONDS };
  if (!(error instanceof APIError)) return { code: "auth_failed", message: errorFields(error).message };
  const body = error.body as { code?: unknown } | undefined;
  const code = typeof body?.code === "string" ? body.code : "";
  if (code === "INVALID_PASSWORD") return { code: "wrong_password" };
  if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return { code: "invalid_reset_token" };
  if (error.statusCode === 401 || code === "INVALID_EMAIL_OR_PASSWORD") return { code: "invalid_credentials" };
  if (code.startsWith("USER_ALREADY_EXISTS")) return { code: "email_taken" };
  if (code.startsWith("PASSWORD_TOO") || code === "INVALID_EMAIL") return { code: "invalid_credentials_format" };
  return { code: "auth_failed", message: code || `status ${error.statusCode}` };
}

/**
 * Run one `auth.api.*` call; a throw becomes the contract's error (an unexpected one is logged with
 * the request's logger, as the database being down would be).
 */
export async function engineCall<T>(
  caller: AuthCaller,
  what: string,
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: AuthError }> {
  try {
    return { ok: true, value: await call() };
  } catch (thrown) {
    const error = failureOf(thrown);
    if (error.code === "auth_failed") {
      const fields = thrown instanceof APIError ? { reason: error.message } : { err: errorFields(thrown) };
      caller.log.warn(fields, `${what} failed`);
    }
    return { ok: false, error };
  }
}

/** Headers for an API call as the caller: their cookie, resolved address and user agent. */
export function callerHeaders(caller: AuthCaller, cookieHeader?: string): Headers {
  const headers = new Headers();
  if (cookieHeader) headers.set("cookie", cookieHeader);
  if (caller.ip && isIP(caller.ip)) headers.set(CLIENT_IP_HEADER, caller.ip);
  if (caller.userAgent) headers.set("user-agent", caller.userAgent);
  return headers;
}
