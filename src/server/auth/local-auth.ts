import type { AuthContext, BetterAuthOptions } from "better-auth";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import type Redis from "ioredis";
import type { Logger } from "pino";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { User } from "../../contract/auth.js";
import { DEFAULT_LANGUAGE, type LanguageId, LanguageIdSchema } from "../../contract/language.js";
import { NEXT_PARAM, safeReturnPath } from "../../contract/return-path.js";
import { type AppDatabase, databaseOption, migrate } from "../db/database.js";
import type { TrustProxy } from "../http/client-address.js";
import { LIMITS, STORE_DOWN_RETRY_SECONDS } from "../http/rate-limit.js";
import { errorFields } from "../logger.js";
import { RESET_LANGUAGE_HEADER, RESET_RETURN_HEADER } from "./auth-engine.js";
import type { AuthProvider, SendResetLink } from "./auth-provider.js";
import { CLIENT_IP_HEADER, localAccounts, toUser } from "./local-accounts.js";
import { syncSessionMemo } from "./memo-sync.js";
import { createPasswordWork, type PasswordWork } from "./password-work.js";
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
  /** `AUTH_SECRET`; when unset one is generated into `dataDir`. */
  secret?: string | undefined;
  trustProxy: TrustProxy;
  port: number;
  /** better-auth's own limit per client address, for sign-in and for sign-up. */
  attemptLimit?: AttemptLimit;
  /** Where the page is served: reset links point to `<publicUrl>/reset-password?token=…[&next=…]`. */
  publicUrl?: string;
}

/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 30;

export interface LocalAuthDeps {
  log: Logger;
  /** The opened database (its owner closes it); better-auth's tables are migrated into it. */
  database: AppDatabase;
  redis?: Redis | undefined;
  /** Password hashing, bounded (default: one hash at a time, a bounded queue). */
  passwords?: PasswordWork;
  /** Where reset links go; without it a reset request is logged and nothing is sent. */
  sendResetLink?: SendResetLink;
}

/** The reset link for a token, carrying the `/browse?…` link the request named, if it is one we follow. */
function resetLinkOf(settings: LocalAuthSettings, token: string, request: Request | undefined): string {
  const base = settings.publicUrl ?? `http://localhost:${settings.port}`;
  const query = new URLSearchParams({ token });
  const next = safeReturnPath(request?.headers.get(RESET_RETURN_HEADER));
  if (next) query.set(NEXT_PARAM, next);
  return `${base}/reset-password?${query}`;
}

function languageOf(request: Request | undefined): LanguageId {
  const parsed = LanguageIdSchema.safeParse(request?.headers.get(RESET_LANGUAGE_HEADER));
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

type RateLimitStore = NonNullable<NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"]>;

/**
 * better-auth's limiter counts through rate-limiter-flexible (the library behind our own limits):
 * in Redis when one is given, so every server sees the same counts; otherwise in this instance's
 * memory. A failing store refuses the attempt (logged): better a short wait than unlimited guessing.
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
        log.error({ err: errorFields(rejection) }, "auth rate-limit store failed; refusing");
        return { allowed: false, retryAfter: STORE_DOWN_RETRY_SECONDS };
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
      const err = first instanceof Error ? { err: errorFields(first) } : {};
      if (level === "error") log.error(err, `better-auth: ${message}`);
      else if (level === "warn") log.warn(err, `better-auth: ${message}`);
      else log.debug(err, `better-auth: ${message}`);
    },
  };
}

/** The better-auth configuration (exported so a test can read what we chose). */
export function localAuthOptions(
  settings: LocalAuthSettings,
  store: AppDatabase,
  secret: string,
  deps: LocalAuthDeps,
  passwords: PasswordWork,
): BetterAuthOptions {
  const attempts = settings.attemptLimit ?? { window: LIMITS.authIp.duration, max: LIMITS.authIp.points };
  return {
    appName: "Reelwise",
    // Only local-accounts.ts reaches the handler, with requests it builds; this URL is never shown.
    baseURL: `http://localhost:${settings.port}`,
    basePath: AUTH_BASE_PATH,
    secret,
    database: databaseOption(store),
    telemetry: { enabled: false },
    logger: authLogger(deps.log),
    // Unexpected errors (e.g. the database down) reach local-accounts.ts, which logs them with pino and
    // answers auth_failed, instead of better-call's console.error and a bare 500.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: passwords.hash, verify: passwords.verify },
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }, request) {
        const message = {
          email: user.email,
          name: user.name || user.email,
          link: resetLinkOf(settings, token, request),
          language: languageOf(request),
          minutes: RESET_LINK_MINUTES,
        };
        if (deps.sendResetLink) await deps.sendResetLink(message);
        else deps.log.warn("password reset asked for, but no way to send the link is configured");
      },
    },
    // Deletion asks for the password (our route requires it), then removes the user, sessions and accounts.
    user: { deleteUser: { enabled: true } },
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
      // One cookie name everywhere; the auth routes add `Secure` when the request came over HTTPS.
      useSecureCookies: false,
      // The handler is not reachable from the network: it is called for our routes after app.ts's
      // same-origin check has vetted the browser's Origin, so its own check would only see ours.
      disableCSRFCheck: true,
      // Set from the address our routes resolved (the socket, or X-Forwarded-For behind a trusted proxy).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  };
}

/** Create or update better-auth's tables; answers how many changes it made. */
async function applyMigrations(options: BetterAuthOptions): Promise<number> {
  const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(options);
  const changes = toBeCreated.length + toBeAdded.length;
  if (changes > 0) await runMigrations();
  return changes;
}

/** Operator removal: the account with this address, its sessions and credentials; its id, or null. */
async function removeByEmail(auth: { $context: Promise<AuthContext> }, email: string): Promise<string | null> {
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email);
  if (!found) return null;
  await context.internalAdapter.deleteUser(found.user.id);
  return found.user.id;
}

/**
 * Local accounts with better-auth: e-mail + password (hashed by the library, scrypt), sessions in
 * the database behind an HttpOnly SameSite=Lax cookie that lasts 30 days. Migrates at start.
 */
export async function createLocalAuth(settings: LocalAuthSettings, deps: LocalAuthDeps): Promise<AuthProvider> {
  const secret = resolveAuthSecret(settings.dataDir, settings.secret);
  const store = deps.database;
  const passwords = deps.passwords ?? createPasswordWork();
  const options = localAuthOptions(settings, store, secret, deps, passwords);
  await migrate(store, "auth", () => applyMigrations(options), deps.log);
  const auth = betterAuth(options);
  const memo = new SessionMemo(`${COOKIE_PREFIX}.session_token`);
  const stopSync = deps.redis ? syncSessionMemo(memo, deps.redis, deps.log) : undefined;
  return {
    kind: "local",
    accounts: localAccounts({ engine: auth, memo, passwords, removeByEmail: (email) => removeByEmail(auth, email) }),
    async userFromRequest(request: Request): Promise<User | null> {
      const cookie = memo.cookieOf(request.headers.get("cookie"));
      if (!cookie) return null;
      const known = memo.get(cookie);
      if (known) return known;
      try {
        const session = await auth.api.getSession({ headers: request.headers });
        if (!session) return null;
        const user = toUser(session.user);
        memo.remember(cookie, session.session.token, user);
        return user;
      } catch (error) {
        deps.log.warn({ err: errorFields(error) }, "session lookup failed");
        return null;
      }
    },
    // The database belongs to whoever opened it; sessions remembered here are simply dropped.
    close: async () => stopSync?.(),
  };
}
