import type { BetterAuthOptions } from "better-auth";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import type Redis from "ioredis";
import type { Logger } from "pino";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type User } from "../../contract/auth.js";
import { DEFAULT_LANGUAGE } from "../../contract/language.js";
import { NEXT_PARAM, safeReturnPath } from "../../contract/return-path.js";
import { type AppDatabase, databaseOption, migrate } from "../db/database.js";
import type { TrustProxy } from "../http/client-address.js";
import { errorFields } from "../logger.js";
import { CLIENT_IP_HEADER, passwordResetContext, readSession, resetRequestContext } from "./auth-engine.js";
import type { LocalAuthProvider, SendResetLink } from "./auth-provider.js";
import { localAccountRemoval } from "./local-account-removal.js";
import { localAccounts } from "./local-accounts.js";
import { syncSessionMemo } from "./memo-sync.js";
import { createPasswordWork, type PasswordWork } from "./password-work.js";
import { resolveAuthSecret } from "./secret.js";
import { SessionMemo } from "./session-memo.js";

export const AUTH_BASE_PATH = "/api/auth";
export const COOKIE_PREFIX = "reelwise";
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface LocalAuthSettings {
  dataDir: string;
  /** `AUTH_SECRET`; when unset one is generated into `dataDir`. */
  secret?: string | undefined;
  trustProxy: TrustProxy;
  port: number;
  /**
   * Where the page is served (the config's `PUBLIC_URL`, else `http://localhost:$PORT`): reset
   * links point to `<publicUrl>/reset-password?token=…[&next=…]`.
   */
  publicUrl: string;
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
function resetLinkOf(settings: LocalAuthSettings, token: string, nextPath: string | undefined): string {
  const query = new URLSearchParams({ token });
  const next = safeReturnPath(nextPath);
  if (next) query.set(NEXT_PARAM, next);
  return `${settings.publicUrl}/reset-password?${query}`;
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
  return {
    appName: "Reelwise",
    // Only local-accounts.ts calls better-auth, through auth.api.*; this URL is never shown.
    baseURL: `http://localhost:${settings.port}`,
    basePath: AUTH_BASE_PATH,
    secret,
    database: databaseOption(store),
    telemetry: { enabled: false },
    logger: authLogger(deps.log),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      password: { hash: passwords.hash, verify: passwords.verify },
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // Called inside the reset request's `resetRequestContext` (set by local-account-changes.ts).
      async sendResetPassword({ user, token }) {
        const asked = resetRequestContext.getStore();
        if (asked) asked.made = { uid: user.id, token };
        const message = {
          email: user.email,
          name: user.name || user.email,
          link: resetLinkOf(settings, token, asked?.next),
          language: asked?.language ?? DEFAULT_LANGUAGE,
          minutes: RESET_LINK_MINUTES,
        };
        if (deps.sendResetLink) await deps.sendResetLink(message);
        else deps.log.warn("password reset asked for, but no way to send the link is configured");
      },
      // Called inside `passwordResetContext` (local-account-changes.ts): whose password the link set.
      async onPasswordReset({ user }) {
        const spent = passwordResetContext.getStore();
        if (spent) spent.account = user;
      },
    },
    // Deletion is ours (account/account-deletion.ts): the password is checked with verifyPassword and
    // the user removed last (better-auth-internals.ts), after every per-account store was emptied.
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 60 * 60 },
    // One limiter decides: ours (src/server/http/rate-limit.ts, the README's table). better-auth is
    // only ever called through auth.api.*, which its limiter does not see anyway.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // One cookie name everywhere; the auth routes add `Secure` when the request came over HTTPS.
      useSecureCookies: false,
      // better-auth is not reachable from the network: it is called for our routes after app.ts's
      // same-origin check has vetted the browser's Origin.
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

/**
 * Local accounts with better-auth: e-mail + password (hashed by the library, scrypt), sessions in
 * the database behind an HttpOnly SameSite=Lax cookie that lasts 30 days. Migrates at start.
 */
export async function createLocalAuth(settings: LocalAuthSettings, deps: LocalAuthDeps): Promise<LocalAuthProvider> {
  const secret = resolveAuthSecret(settings.dataDir, settings.secret);
  const store = deps.database;
  const passwords = deps.passwords ?? createPasswordWork();
  const options = localAuthOptions(settings, store, secret, deps, passwords);
  await migrate(store, "auth", () => applyMigrations(options), deps.log);
  const auth = betterAuth(options);
  const memo = new SessionMemo(`${COOKIE_PREFIX}.session_token`);
  const stopSync = deps.redis ? syncSessionMemo(memo, deps.redis, deps.log) : undefined;
  const accountsDeps = { engine: auth, memo, passwords, log: deps.log };
  const cookiesOf = (request: Request) => request.headers.get("cookie") ?? "";
  async function userFromRequest(request: Request): Promise<User | null> {
    const cookie = memo.cookieOf(cookiesOf(request));
    if (!cookie) return null;
    return memo.recall(cookie, () => readSession(auth, cookiesOf(request), deps));
  }
  return {
    kind: "local",
    accounts: localAccounts(accountsDeps),
    ...localAccountRemoval(accountsDeps),
    userFromRequest,
    signedOutCookies: [memo.expiredCookie()],
    async revokeSessions(request: Request): Promise<void> {
      const user = await userFromRequest(request);
      if (!user) return;
      // better-auth ends every session of the account whose session the cookie names (read afresh).
      await auth.api.revokeSessions({ headers: new Headers({ cookie: cookiesOf(request) }) });
      memo.forgetUser(user.uid);
    },
    // The database belongs to whoever opened it; sessions remembered here are simply dropped.
    close: async () => stopSync?.(),
  };
}
