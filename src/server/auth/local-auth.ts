import type { BetterAuthOptions } from "better-auth";
import { betterAuth } from "better-auth";
import type { Hono } from "hono";
import type Redis from "ioredis";
import type { Logger } from "pino";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { User } from "../../contract/auth.js";
import { LIMITS, type RateLimits } from "../http/rate-limit.js";
import type { AuthProvider } from "./auth-provider.js";
import {
  type AuthDatabase,
  closeAuthDatabase,
  databaseOption,
  migrateAuthDatabase,
  openAuthDatabase,
} from "./database.js";
import { CLIENT_IP_HEADER, localAuthRoutes, toUser } from "./routes.js";
import { resolveAuthSecret } from "./secret.js";
import { SessionMemo } from "./session-memo.js";

export const AUTH_BASE_PATH = "/api/auth";
export const COOKIE_PREFIX = "reelwise";
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface AttemptLimit {
  /** Seconds. */
  window: number;
  max: number;
}

export interface LocalAuthSettings {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** `AUTH_SECRET`; when unset one is generated into `dataDir`. */
  secret?: string | undefined;
  trustProxy: boolean;
  port: number;
  /** better-auth's own limit per client address, for sign-in and for sign-up. */
  attemptLimit?: AttemptLimit;
}

export interface LocalAuthDeps {
  log: Logger;
  limits: RateLimits;
  redis?: Redis | undefined;
}

type RateLimitStore = NonNullable<NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"]>;

/**
 * better-auth's limiter counts through rate-limiter-flexible (the library behind our own limits):
 * in Redis when one is given, so every server sees the same counts; otherwise in this instance's
 * memory. A failing store lets the request through (our own limits still apply).
 */
function rateLimitStore(redis: Redis | undefined, log: Logger): RateLimitStore {
  const limiters = new Map<string, RateLimiterMemory | RateLimiterRedis>();
  const limiterFor = (window: number, max: number) => {
    const id = `${window}:${max}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      const opts = { keyPrefix: `ba:${id}`, points: max, duration: window };
      limiter = redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts);
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    async consume(key, rule) {
      try {
        await limiterFor(rule.window, rule.max).consume(key);
        return { allowed: true, retryAfter: null };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        log.warn({ err: { message: (rejection as Error).message } }, "auth rate-limit store failed; allowing");
        return { allowed: true, retryAfter: null };
      }
    },
  };
}

/** better-auth's log lines go to pino; its info chatter (which may name an e-mail) only at debug. */
function authLogger(log: Logger): BetterAuthOptions["logger"] {
  return {
    level: "warn",
    log(level, message, ...args) {
      const first = args[0];
      const err = first instanceof Error ? { err: { type: first.name, message: first.message } } : {};
      if (level === "error") log.error(err, `better-auth: ${message}`);
      else if (level === "warn") log.warn(err, `better-auth: ${message}`);
      else log.debug(err, `better-auth: ${message}`);
    },
  };
}

/** The better-auth configuration (exported so a test can read what we chose). */
export function localAuthOptions(
  settings: LocalAuthSettings,
  store: AuthDatabase,
  secret: string,
  deps: LocalAuthDeps,
): BetterAuthOptions {
  const attempts = settings.attemptLimit ?? { window: LIMITS.authIp.duration, max: LIMITS.authIp.points };
  return {
    appName: "Reelwise",
    // Only our own routes reach the handler, with requests they build; this URL is never shown.
    baseURL: `http://localhost:${settings.port}`,
    basePath: AUTH_BASE_PATH,
    secret,
    database: databaseOption(store),
    telemetry: { enabled: false },
    logger: authLogger(deps.log),
    // Unexpected errors (e.g. the database down) reach our routes, which log them with pino and
    // answer auth_failed, instead of better-call's console.error and a bare 500.
    onAPIError: { throw: true },
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": attempts, "/sign-up/email": attempts },
      customStorage: rateLimitStore(deps.redis, deps.log),
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // One cookie name everywhere; routes.ts adds `Secure` when the request came over HTTPS.
      useSecureCookies: false,
      // The handler is not reachable from the network: our routes call it after app.ts's
      // same-origin check has vetted the browser's Origin, so its own check would only see ours.
      disableCSRFCheck: true,
      // Our routes set this header from the socket (or X-Forwarded-For behind a trusted proxy).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  };
}

/**
 * Local accounts with better-auth: e-mail + password (hashed by the library, scrypt), sessions in
 * the database behind an HttpOnly SameSite=Lax cookie that lasts 30 days. Migrates at start.
 */
export async function createLocalAuth(settings: LocalAuthSettings, deps: LocalAuthDeps): Promise<AuthProvider> {
  const secret = resolveAuthSecret(settings.dataDir, settings.secret);
  const store = openAuthDatabase(settings, deps.log);
  try {
    const options = localAuthOptions(settings, store, secret, deps);
    await migrateAuthDatabase(store, options, deps.log);
    const auth = betterAuth(options);
    const memo = new SessionMemo(`${COOKIE_PREFIX}.session_token`);
    const routes: Hono = localAuthRoutes({
      memo,
      engine: auth,
      limits: deps.limits,
      trustProxy: settings.trustProxy,
      log: deps.log,
    });
    return {
      kind: "local",
      routes,
      async userFromRequest(request: Request): Promise<User | null> {
        const token = memo.tokenOf(request.headers.get("cookie"));
        if (!token) return null;
        const known = memo.get(token);
        if (known) return known;
        try {
          const session = await auth.api.getSession({ headers: request.headers });
          if (!session) return null;
          const user = toUser(session.user);
          memo.remember(token, user);
          return user;
        } catch (error) {
          deps.log.warn({ err: { message: (error as Error).message } }, "session lookup failed");
          return null;
        }
      },
      close: () => closeAuthDatabase(store),
    };
  } catch (error) {
    await closeAuthDatabase(store);
    throw error;
  }
}
