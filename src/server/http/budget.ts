import type { Context, MiddlewareHandler } from "hono";
import { errorResponse } from "./errors.js";
import type { LimitName, RateLimits } from "./rate-limit.js";

/** A request that changes something (a budget of writes lets reads through). */
export const isWrite = (c: Context): boolean => c.req.method !== "GET" && c.req.method !== "HEAD";

/**
 * Spend one unit of a budget per request, keyed by `keyOf` (the signed-in user, or the client's
 * address on public routes); over budget answers 429 `rate_limited` with `Retry-After`. With
 * `spentBy`, only the requests it picks spend (and can be refused).
 */
export function budget(
  limits: RateLimits,
  name: LimitName,
  keyOf: (c: Context) => string,
  spentBy?: (c: Context) => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    if (spentBy && !spentBy(c)) return next();
    const verdict = await limits.consume(name, keyOf(c));
    if (!verdict.ok) return errorResponse(c, { code: "rate_limited", retryAfter: verdict.retryAfter });
    await next();
  };
}
