import type { Context, MiddlewareHandler } from "hono";
import { errorResponse } from "./errors.js";
import type { LimitName, RateLimits } from "./rate-limit.js";

/**
 * Spend one unit of a budget per request, keyed by `keyOf` (the signed-in user, or the client's
 * address on public routes); over budget answers 429 `rate_limited` with `Retry-After`.
 */
export function budget(limits: RateLimits, name: LimitName, keyOf: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await limits.consume(name, keyOf(c));
    if (!verdict.ok) return errorResponse(c, { code: "rate_limited", retryAfter: verdict.retryAfter });
    await next();
  };
}
