import type { Context } from "hono";
import { errorResponse } from "../http/errors.js";
import type { AuthAnswer, AuthError } from "./auth-provider.js";

/** Copy the store's cookies onto our answer, marked `Secure` when the page came over HTTPS. */
export function copyCookies(c: Context, cookies: readonly string[], secure: boolean): void {
  for (const cookie of cookies) {
    c.header("Set-Cookie", secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie, { append: true });
  }
}

/** An account call's failure as our error answer: its code, message and wait, never its log-only reason. */
export function authErrorResponse(c: Context, error: AuthError): Response {
  const { code, message, retryAfter } = error;
  return errorResponse(c, { code, message, retryAfter });
}

/** The store's answer as ours: its cookies, then the value or the contract's error. */
export function replyWith<T>(c: Context, answer: AuthAnswer<T>, secure: boolean, body: (value: T) => object): Response {
  copyCookies(c, answer.cookies, secure);
  return answer.result.ok ? c.json(body(answer.result.value)) : authErrorResponse(c, answer.result.error);
}
