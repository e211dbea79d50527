import type Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

/** The limits we enforce ourselves (better-auth limits its own endpoints too). */
export const LIMITS = {
  /** AI searches per signed-in user. */
  suggestions: { points: 10, duration: 60 },
  /** Sign-in and sign-up attempts per client address. */
  authIp: { points: 30, duration: 60 },
  /** Sign-in and sign-up attempts per e-mail address. */
  authEmail: { points: 10, duration: 60 },
} as const;
export type LimitName = keyof typeof LIMITS;

export type LimitVerdict = { ok: true } | { ok: false; retryAfter: number };

export interface RateLimits {
  consume(name: LimitName, key: string): Promise<LimitVerdict>;
}

/**
 * Counters from rate-limiter-flexible (atomic, well-tested, same API over memory and Redis):
 * in-process by default, shared through Redis when several servers run.
 */
export function createRateLimits(redis?: Redis, overrides: Partial<Record<LimitName, number>> = {}): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([name, opts]) => {
      const points = overrides[name as LimitName] ?? opts.points;
      const common = { keyPrefix: `rl:${name}`, points, duration: opts.duration };
      return [name, redis ? new RateLimiterRedis({ ...common, storeClient: redis }) : new RateLimiterMemory(common)];
    }),
  ) as Record<LimitName, RateLimiterMemory | RateLimiterRedis>;

  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
        return { ok: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { ok: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        // The store itself failed (e.g. Redis down): let the request through rather than lock everyone out.
        return { ok: true };
      }
    },
  };
}
