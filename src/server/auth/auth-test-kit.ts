import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import type Redis from "ioredis";
import pino, { type Logger } from "pino";
import { afterEach, beforeEach, expect } from "vitest";
import { type AccountRouteDeps, accountRoutes } from "../account/routes.js";
import { type AccountClosures, createAccountClosures } from "../db/account-closures.js";
import { type AppDatabase, closeDatabase, openDatabase } from "../db/database.js";
import { clientAddresses, NO_PROXY } from "../http/client-address.js";
import { createRateLimits, type LimitName } from "../http/rate-limit.js";
import type { UserData } from "../user-data.js";
import type { AuthProvider, LocalAuthProvider, SendResetLink } from "./auth-provider.js";
import { createLocalAuth, type LocalAuthSettings } from "./local-auth.js";
import { requireUser } from "./middleware.js";
import { createPasswordWork, type PasswordWork } from "./password-work.js";
import { authRoutes } from "./routes.js";

/** Shared by the auth tests (not imported by the server): a provider on a temp DATA_DIR and a tiny app. */
export const quietLog: Logger = pino({ level: "silent" });

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "reelwise-auth-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface KitOptions {
  databaseUrl?: string;
  secret?: string;
  trustProxy?: boolean;
  limitOverrides?: Partial<Record<LimitName, number>>;
  redis?: Redis;
  sendResetLink?: SendResetLink;
  /** The password work to use (a test counts its hashes through it); default: the real one. */
  passwords?: PasswordWork;
}

/** The route settings each provider of `startLocalAuth` was started with, for `authTestApp`. */
const routeSettings = new WeakMap<AuthProvider, Omit<AccountRouteDeps, "auth" | "userData">>();
/** The database each provider of `startLocalAuth` keeps its accounts in. */
const databases = new WeakMap<AuthProvider, AppDatabase>();

export async function startLocalAuth(dataDir: string, opts: KitOptions = {}): Promise<LocalAuthProvider> {
  // `true`: one proxy hop, so tests choose their address with X-Forwarded-For.
  const trustProxy = opts.trustProxy ? ({ kind: "hops", hops: 1 } as const) : NO_PROXY;
  const settings: LocalAuthSettings = {
    dataDir,
    secret: opts.secret,
    trustProxy,
    port: 3000,
    publicUrl: "http://localhost:3000",
  };
  // The kit owns the database here (services.ts does in the server): closing the provider closes it.
  const database = await openDatabase({ dataDir, url: opts.databaseUrl }, quietLog);
  let started: LocalAuthProvider;
  let closures: AccountClosures;
  try {
    closures = await createAccountClosures(database, quietLog);
    started = await createLocalAuth(settings, {
      log: quietLog,
      redis: opts.redis,
      database,
      ...(opts.sendResetLink && { sendResetLink: opts.sendResetLink }),
      ...(opts.passwords && { passwords: opts.passwords }),
    });
  } catch (error) {
    await closeDatabase(database);
    throw error;
  }
  const auth: LocalAuthProvider = {
    ...started,
    async close() {
      await started.close();
      await closeDatabase(database);
    },
  };
  routeSettings.set(auth, {
    limits: createRateLimits(opts.redis, opts.limitOverrides),
    addresses: clientAddresses(trustProxy),
    log: quietLog,
    closures,
  });
  databases.set(auth, database);
  return auth;
}

/**
 * The auth routes at /api/auth, the account routes at /api/account and one protected route, as
 * app.ts mounts them, for a provider `startLocalAuth` started (its database keeps the closures).
 */
export function authTestApp(auth: AuthProvider, userData: readonly UserData[] = []): Hono {
  const app = new Hono();
  const settings = routeSettings.get(auth);
  if (!settings) throw new Error("authTestApp: start the provider with startLocalAuth");
  app.route("/api/auth", authRoutes({ auth, ...settings }));
  app.use("/api/account/*", requireUser(auth));
  app.route("/api/account", accountRoutes({ auth, userData, ...settings }));
  app.get("/api/ping", requireUser(auth), (c) => c.json({ user: c.get("user") }));
  return app;
}

export function postJson(app: Hono, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** `name=value` pairs from a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

let counter = 0;
export function uniqueEmail(tag = "user"): string {
  counter += 1;
  return `${tag}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The real password work, with every hash it computes counted. */
export function countedPasswordWork(): PasswordWork & { readonly hashes: number } {
  const work = createPasswordWork();
  let hashes = 0;
  return {
    ...work,
    hash: (password) => {
      hashes += 1;
      return work.hash(password);
    },
    get hashes() {
      return hashes;
    },
  };
}

/**
 * How long a test waits for a reset e-mail: generous, since it is sent after password work that a
 * busy machine slows (vi.waitFor's own 1 s default fails a CI run under another load).
 */
export const MAIL_WAIT = { timeout: 15_000, interval: 20 };

export const GOOD_PASSWORD = "Corr3ctHorse";

/** Sign a new account up through the app's own route (it must succeed); its session cookie. */
export async function signUpCookie(app: Hono, email = uniqueEmail(), username = "L"): Promise<string> {
  const res = await postJson(app, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username });
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

/**
 * For a describe block: a fresh DATA_DIR per test and `provider(opts)` started on it; every provider
 * is closed (once, even if a test closed it itself) and the folder removed after each test.
 */
export function localAuthPerTest(defaults: KitOptions = {}) {
  let data: ReturnType<typeof tempDataDir> | undefined;
  const open = new Set<AuthProvider>();
  beforeEach(() => {
    data = tempDataDir();
  });
  afterEach(async () => {
    await Promise.all([...open].map((p) => p.close().catch(() => undefined)));
    open.clear();
    data?.remove();
  });
  const dir = (): string => {
    if (!data) throw new Error("localAuthPerTest: used outside a test");
    return data.dir;
  };
  return {
    dir,
    async provider(opts: KitOptions = {}) {
      const auth = await startLocalAuth(dir(), { ...defaults, ...opts });
      open.add(auth);
      const database = databases.get(auth);
      if (!database) throw new Error("localAuthPerTest: no database");
      const limits = routeSettings.get(auth)?.limits;
      if (!limits) throw new Error("localAuthPerTest: no limits");
      return { auth, app: authTestApp(auth), database, limits };
    },
    /** Close a provider now (a restart test): it is not closed again after the test. */
    async close(auth: AuthProvider) {
      open.delete(auth);
      await auth.close();
    },
  };
}
