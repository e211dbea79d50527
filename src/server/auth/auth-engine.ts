import { AsyncLocalStorage } from "node:async_hooks";
import { isIP } from "node:net";
import { APIError, type APIErrorCode, type Auth, BASE_ERROR_CODES } from "better-auth";
import type { Logger } from "pino";
import type { User } from "../../contract/auth.js";
import type { LanguageId } from "../../contract/language.js";
import { isStoreOutage, STORE_RETRY_AFTER_SECONDS, StoreUnavailableError } from "../db/store-outage.js";
import { errorFields } from "../logger.js";
import type { AuthCaller, AuthError } from "./auth-provider.js";
import { PasswordQueueFull, type PasswordWork } from "./password-work.js";
import type { SessionMemo } from "./session-memo.js";

/** Set by us from the caller's resolved address (never taken from the client); better-auth records it on the session. */
export const CLIENT_IP_HEADER = "x-reelwise-client-ip";

/** Seconds to wait when too many attempts already queue for a password hash. */
export const BUSY_RETRY_SECONDS = 2;

/** The better-auth instance the accounts call through its API (`auth.api.*`), never through HTTP. */
export type AuthEngine = Pick<Auth, "api" | "$context">;

/** What local accounts are built from (`local-accounts.ts`, `local-account-changes.ts`). */
export interface LocalAccountsDeps {
  engine: AuthEngine;
  /** For what happens outside a request (operator commands). */
  log: Logger;
  /** Forgotten on sign-out and every change that ends sessions, so every server stops honouring them at once. */
  memo: SessionMemo;
  /** Password hashing, bounded: a full queue for the caller's address answers 429 at once. */
  passwords: Pick<PasswordWork, "full" | "hash" | "as">;
}

/** What the reset e-mail being written right now should say: set around one reset request. */
export interface ResetRequestContext {
  language: LanguageId;
  next?: string | undefined;
  /** Told back by the callback: the account the link was made for, and its token (none: no such account). */
  made?: { uid: string; token: string };
}

/** Read (and `made` filled) by better-auth's `sendResetPassword` callback (`local-auth.ts`), set by the reset request. */
export const resetRequestContext = new AsyncLocalStorage<ResetRequestContext>();

/** Set around one spent reset link; better-auth's `onPasswordReset` callback tells whose password it set. */
export const passwordResetContext = new AsyncLocalStorage<{ account?: AuthUserRecord }>();

export const busyError = (): AuthError => ({ code: "rate_limited", retryAfter: BUSY_RETRY_SECONDS });

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

/** A session as better-auth reads it now from its store (never from our memo). */
export interface ReadSession {
  token: string;
  user: User;
}

/**
 * The one session reader: the user and token behind a Cookie header, or null when there is no
 * valid session. When the store cannot be asked it throws `StoreUnavailableError` (logged): an
 * outage must never read as "signed out" (better-auth answers an unknown or forged cookie with
 * null, and throws only when its look-up failed).
 */
export async function readSession(
  engine: AuthEngine,
  cookieHeader: string | null | undefined,
  caller: Pick<AuthCaller, "log">,
): Promise<ReadSession | null> {
  if (!cookieHeader) return null;
  try {
    const found = await engine.api.getSession({ headers: new Headers({ cookie: cookieHeader }) });
    return found ? { token: found.session.token, user: toUser(found.user) } : null;
  } catch (error) {
    caller.log.warn({ err: errorFields(error) }, "session lookup failed");
    throw new StoreUnavailableError(error);
  }
}

/** better-auth's error codes (typed by the library) that mean something to the page, as our codes. */
const CODE_OF: Partial<Record<APIErrorCode, AuthError["code"]>> = {
  [BASE_ERROR_CODES.INVALID_PASSWORD.code]: "wrong_password",
  [BASE_ERROR_CODES.INVALID_TOKEN.code]: "invalid_reset_token",
  [BASE_ERROR_CODES.TOKEN_EXPIRED.code]: "invalid_reset_token",
  [BASE_ERROR_CODES.USER_NOT_FOUND.code]: "invalid_reset_token",
  [BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD.code]: "invalid_credentials",
  [BASE_ERROR_CODES.USER_ALREADY_EXISTS.code]: "email_taken",
  [BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL.code]: "email_taken",
  [BASE_ERROR_CODES.PASSWORD_TOO_SHORT.code]: "invalid_credentials_format",
  [BASE_ERROR_CODES.PASSWORD_TOO_LONG.code]: "invalid_credentials_format",
  [BASE_ERROR_CODES.INVALID_EMAIL.code]: "invalid_credentials_format",
};

const isKnownCode = (code: unknown): code is APIErrorCode => typeof code === "string" && code in BASE_ERROR_CODES;

/** A better-auth error (or anything else an API call threw) → our contract's code. */
export function failureOf(error: unknown): AuthError {
  if (error instanceof PasswordQueueFull) return busyError();
  // The database is down: "try again shortly", not "sign-in failed".
  if (isStoreOutage(error)) return { code: "store_unavailable", retryAfter: STORE_RETRY_AFTER_SECONDS };
  if (!(error instanceof APIError)) return { code: "auth_failed", reason: errorFields(error).message };
  const code = error.body?.code;
  const ours = isKnownCode(code) ? CODE_OF[code] : undefined;
  if (ours) return { code: ours };
  if (error.statusCode === 401) return { code: "unauthenticated" };
  return { code: "auth_failed", reason: typeof code === "string" ? code : `status ${error.statusCode}` };
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
    if (error.code === "auth_failed" || error.code === "store_unavailable") {
      const fields = thrown instanceof APIError ? { reason: error.reason } : { err: errorFields(thrown) };
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
