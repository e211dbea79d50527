import { z } from "zod";

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
  "unauthenticated",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "payload_too_large",
  "rate_limited",
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

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    /** Human-readable detail for logs and developers; the page shows its own translation. */
    message: z.string().optional(),
    /** Seconds until a retry may succeed (429). */
    retryAfter: z.number().int().nonnegative().optional(),
    requestId: z.string().optional(),
    /** Extra facts the page may show, e.g. unmet password requirements or the model name. */
    details: z.array(z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A success or a typed failure, returned by every seam instead of throwing. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
