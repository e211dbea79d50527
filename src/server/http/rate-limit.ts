import type Redis from "ioredis";
import type { Logger } from "pino";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { keysOf, tableOf } from "../keys.js";
import { errorFields } from "../logger.js";
import { reportBudgetRefusal } from "../ops/telemetry.js";

interface LimitRule {
  /** Requests (or failures) allowed per window. */
  points: number;
  /** Window, seconds. */
  duration: number;
  /** When the counter store fails: refuse (sign-in, sign-up) rather than let everything through. */
  failClosed?: boolean;
}

/**
 * Every budget the server enforces: the only limiter (better-auth's own is off). Per signed-in user
 * for the routes that can reach TMDB or the model; per client address for the public routes.
 */
export const LIMITS = {
  /** AI searches per user. */
  suggestions: { points: 10, duration: 60 },
  /** AI searches per client address, whatever the account (throwaway sign-ups share it). */
  suggestionsFromAddress: { points: 30, duration: 60 },
  /** AI searches server-wide: the ceiling on what the model can cost in a minute. */
  suggestionsOverall: { points: 600, duration: 60 },
  /**
   * AI searches answered server-wide, cached or not: each fills up to five rows on the event loop
   * (~35 ms of a core over the embedded catalogue, warm). Sized to what the process can do while staying
   * responsive (docs/decisions/0020-capacity.md).
   */
  suggestionsServed: { points: 240, duration: 60 },
  /** Movie title searches per user (each new text can be one TMDB call). */
  searches: { points: 60, duration: 60 },
  /** Trailer look-ups per user (each new id can be one TMDB call). */
  trailers: { points: 120, duration: 60 },
  /** Film look-ups by id per user (a shared link; each new id can be one TMDB call). */
  films: { points: 120, duration: 60 },
  /** List requests per user (cached, but still work per request). */
  lists: { points: 300, duration: 60 },
  /** My List and settings (language) reads and changes per user (database work only, never an upstream call). */
  myList: { points: 300, duration: 60 },
  /**
   * Changes to per-account rows (My List, ratings, settings, imports) per address group (IPv4 /24,
   * IPv6 /48), whatever the account: throwaway sign-ups from one network share it, so together
   * they add at most 300 rows a minute (a My List row is ~160 B with its indexes: ~48 KB a minute,
   * where one address wrote 43 MB a minute before rows held ids only). A household stays far below it.
   */
  storeWritesFromGroup: { points: 300, duration: 60 },
  /** Requests to the public routes (config, session, poster art) per client address. */
  publicRoutes: { points: 1200, duration: 60 },
  /** Sign-in and sign-up attempts per client address. */
  authIp: { points: 30, duration: 60, failClosed: true },
  /**
   * Accounts created per address group (IPv4 /24, IPv6 /48) an hour, whatever the address: a crowd
   * renting neighbouring addresses cannot mint throwaway accounts past it (each costs a password hash
   * and rows), while a campus or office network still signs up 100 people an hour.
   */
  signUpsFromGroup: { points: 100, duration: 60 * 60, failClosed: true },
  /** Wrong passwords for one account from one address: that address is refused for that account. */
  signInFailuresFromAddress: { points: 10, duration: 15 * 60, failClosed: true },
  /** Wrong passwords for one account from all addresses: past it, attempts are slowed (password-attempts.ts). */
  signInFailuresForAccount: { points: 50, duration: 15 * 60, failClosed: true },
  /**
   * Wrong passwords checked for one account in an hour (ASVS V2.2.1: at most 100): past it, only the
   * owner's known address groups have their passwords checked; everyone else is refused unchecked.
   */
  passwordChecksForAccount: { points: 100, duration: 60 * 60, failClosed: true },
  /**
   * Not a budget: right passwords per account and address group, remembered 14 days (the memory store cannot time longer). A group with
   * one is the owner's known address (it gets past the hourly cap, and reserved hashing capacity).
   */
  knownAddresses: { points: 1_000_000, duration: 14 * 24 * 60 * 60 },
  /**
   * Not a budget: completed password resets per account, remembered a day. Their count is part of
   * every per-address failure key, so a reset starts every address's count afresh.
   */
  passwordResetsForAccount: { points: 1_000_000, duration: 24 * 60 * 60 },
  /** Account changes per signed-in user, action and client address (several check a password, ~100 ms of a core each). */
  accountChanges: { points: 20, duration: 15 * 60, failClosed: true },
  /** "Forgot password?" requests per client address. */
  resetRequestsFromAddress: { points: 10, duration: 60 * 60, failClosed: true },
  /** Reset links sent per e-mail address, whoever asked: beyond it no more e-mails are sent (same answer)… */
  resetRequestsForEmail: { points: 3, duration: 60 * 60, failClosed: true },
  /** …except from the owner's known address group, whose request replaces the live link, once an hour per address. */
  resetRequestsForEmailFromAddress: { points: 1, duration: 60 * 60, failClosed: true },
  /** New passwords set with a reset link, per client address (tokens cannot be guessed; hashing costs). */
  passwordResets: { points: 10, duration: 15 * 60, failClosed: true },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;
const RULES: Readonly<Record<LimitName, LimitRule>> = LIMITS;

export type LimitVerdict = { ok: true } | { ok: false; retryAfter: number };

/** A unit counted whatever the budget says: how many are used now, and whether that is past the budget. */
export interface Spent {
  used: number;
  /** The budget: `over` when `used` is past it. */
  budget: number;
  over: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
}

export interface RateLimits {
  /** Count one request; refused once the key is over its budget. */
  consume(name: LimitName, key: string): Promise<LimitVerdict>;
  /**
   * Count one unit atomically and say where the key stands (failure counters: counted before the
   * password is checked, so concurrent attempts cannot slip past; refunded when it was right).
   */
  spend(name: LimitName, key: string): Promise<Spent>;
  /** Give back one unit counted by `spend`. */
  refund(name: LimitName, key: string): Promise<void>;
  /** Forget a key's count (a right password clears that address's failures). */
  reset(name: LimitName, key: string): Promise<void>;
  /** How many units a key holds now, without counting one (0 when unknown or the store fails). */
  peek(name: LimitName, key: string): Promise<number>;
}

/** Seconds a client is asked to wait when the counter store is down and the limit fails closed. */
export const STORE_DOWN_RETRY_SECONDS = 5;

const secondsOf = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** A budget's allowance with `scale` applied: request budgets grow or shrink, the fail-closed limits
 * that protect accounts (sign-in attempts, lockouts, account changes, resets) never move. */
const scaledPoints = (rule: LimitRule, scale: number): number =>
  rule.failClosed ? rule.points : Math.max(1, Math.round(rule.points * scale));

/**
 * Counters from rate-limiter-flexible (atomic, well-tested, same API over memory and Redis):
 * in-process by default, shared through Redis when several servers run. When the store fails the
 * failure is logged and the limit fails closed (auth) or open (everything else). `scale` is the
 * operator's `RATE_LIMIT_SCALE`.
 */
export function createRateLimits(
  redis?: Redis,
  overrides: Partial<Record<LimitName, number>> = {},
  log?: Logger,
  scale = 1,
): RateLimits {
  const limiters = tableOf(keysOf(RULES), (name): RateLimiterMemory | RateLimiterRedis => {
    const rule = RULES[name];
    const points = overrides[name] ?? scaledPoints(rule, scale);
    const common = { keyPrefix: `rl:${name}`, points, duration: rule.duration };
    return redis ? new RateLimiterRedis({ ...common, storeClient: redis }) : new RateLimiterMemory(common);
  });

  const storeFailed = (name: LimitName, error: unknown): LimitVerdict => {
    const failClosed = RULES[name].failClosed === true;
    log?.error({ limit: name, failClosed, err: errorFields(error) }, "rate-limit store failed");
    return failClosed ? { ok: false, retryAfter: STORE_DOWN_RETRY_SECONDS } : { ok: true };
  };

  const counters: RateLimits = {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
        return { ok: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { ok: false, retryAfter: secondsOf(rejection) };
        return storeFailed(name, rejection);
      }
    },
    async spend(name, key) {
      try {
        const res = await limiters[name].penalty(key, 1);
        const budget = limiters[name].points;
        return { used: res.consumedPoints, budget, over: res.consumedPoints > budget, retryAfter: secondsOf(res) };
      } catch (error) {
        const verdict = storeFailed(name, error);
        return verdict.ok
          ? { used: 0, budget: 0, over: false, retryAfter: 0 }
          : { used: 1, budget: 0, over: true, retryAfter: verdict.retryAfter };
      }
    },
    async refund(name, key) {
      try {
        await limiters[name].reward(key, 1);
      } catch (error) {
        storeFailed(name, error);
      }
    },
    async reset(name, key) {
      try {
        await limiters[name].delete(key);
      } catch (error) {
        storeFailed(name, error);
      }
    },
    async peek(name, key) {
      try {
        return (await limiters[name].get(key))?.consumedPoints ?? 0;
      } catch (error) {
        storeFailed(name, error);
        return 0;
      }
    },
  };
  // Every refusal is reported here, whoever asked (a middleware, a route, the sign-in lockout), so no
  // caller can forget to: a refused `consume`, and a `spend` past its budget (refused, slowed or, for
  // reset e-mails, silently not sent).
  return {
    ...counters,
    async consume(name, key) {
      const verdict = await counters.consume(name, key);
      if (!verdict.ok) reportBudgetRefusal({ limit: name });
      return verdict;
    },
    async spend(name, key) {
      const spent = await counters.spend(name, key);
      if (spent.over) reportBudgetRefusal({ limit: name });
      return spent;
    },
  };
}
