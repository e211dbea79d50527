import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody, ErrorCode } from "../../contract/errors.js";

/** The one table from error code to HTTP status. */
export const STATUS_OF: Readonly<Record<ErrorCode, ContentfulStatusCode>> = {
  bad_request: 400,
  invalid_credentials_format: 400,
  invalid_credentials: 401,
  email_taken: 409,
  weak_password: 400,
  account_disabled: 403,
  auth_failed: 502,
  wrong_password: 403,
  same_password: 400,
  invalid_reset_token: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  list_full: 409,
  upstream_unavailable: 503,
  upstream_auth: 502,
  ai_unreachable: 504,
  ai_bad_request: 502,
  ai_auth: 502,
  ai_model_not_found: 502,
  ai_unavailable: 503,
  ai_rate_limited: 429,
  ai_quota: 429,
  store_unavailable: 503,
  internal: 500,
};

export interface ErrorInfo {
  code: ErrorCode;
  message?: string;
  retryAfter?: number;
  details?: string[];
}

/** Answer `{ error: { code, … } }` with the status of its code, and `Retry-After` when known. */
export function errorResponse(c: Context, info: ErrorInfo): Response {
  const body: ErrorBody = { error: { ...info, requestId: c.get("requestId") } };
  if (info.retryAfter !== undefined) c.header("Retry-After", String(info.retryAfter));
  return c.json(body, STATUS_OF[info.code]);
}
