/**
 * Error codes and the `Result` type as plain data, with no schema library, so the page can use them
 * without loading zod; `errors.ts` adds the schemas of the error body.
 */

/**
 * Every error the API can answer. The page translates the code; the server maps it to a status
 * in `src/server/http/errors.ts`.
 */
export const ERROR_CODES = [
  "bad_request",
  "invalid_credentials_format",
  "invalid_credentials",
  "email_taken",
  "weak_password",
  "account_disabled",
  "auth_failed",
  "wrong_password",
  "same_password",
  "invalid_reset_token",
  "unauthenticated",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "list_full",
  "upstream_unavailable",
  "upstream_auth",
  "ai_unreachable",
  "ai_bad_request",
  "ai_auth",
  "ai_model_not_found",
  "ai_unavailable",
  "ai_rate_limited",
  "ai_quota",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A success or a typed failure, returned by every seam instead of throwing. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
