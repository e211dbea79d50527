import { z } from "./zod.js";

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
  "store_unavailable",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A success or a typed failure, returned by every seam instead of throwing. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** What every failed `/api` answer carries (and a streamed answer's `error` line). */
export const ApiErrorSchema = z.object({
  code: ErrorCodeSchema,
  /** Human-readable detail for logs and developers; the page shows its own translation. */
  message: z.optional(z.string()),
  /** Seconds until a retry may succeed (429). */
  retryAfter: z.optional(z.int().check(z.nonnegative())),
  requestId: z.optional(z.string()),
  /** Extra facts the page may show, e.g. unmet password requirements or the model name. */
  details: z.optional(z.array(z.string())),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const ErrorBodySchema = z.object({ error: ApiErrorSchema });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
