import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BetterAuthOptions } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import Database from "better-sqlite3";
import pg from "pg";
import type { Logger } from "pino";

export const SQLITE_FILE_NAME = "reelwise.db";

/** Any fixed 64-bit number: the PostgreSQL advisory lock that serialises our migrations. */
const MIGRATION_LOCK_KEY = 7_246_150_331;

/** The store behind local accounts: a SQLite file by default, PostgreSQL when `DATABASE_URL` is set. */
export type AuthDatabase =
  | { kind: "sqlite"; file: string; db: Database.Database }
  | { kind: "postgres"; pool: pg.Pool };

export interface DatabaseSettings {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/**
 * Open the database. SQLite runs in WAL mode with `synchronous = FULL`, so a commit that was
 * answered survives a crash or power loss; `busy_timeout` lets a second connection wait its turn.
 */
export function openAuthDatabase(settings: DatabaseSettings, log: Logger): AuthDatabase {
  if (settings.databaseUrl) {
    const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 10 });
    pool.on("error", (error: Error) => log.warn({ err: { message: error.message } }, "postgres pool error"));
    return { kind: "postgres", pool };
  }
  mkdirSync(settings.dataDir, { recursive: true });
  const file = join(settings.dataDir, SQLITE_FILE_NAME);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  return { kind: "sqlite", file, db };
}

/** What better-auth's `database` option takes: the driver handle itself (its Kysely adapter detects it). */
export function databaseOption(store: AuthDatabase): Database.Database | pg.Pool {
  return store.kind === "sqlite" ? store.db : store.pool;
}

async function applyMigrations(options: BetterAuthOptions): Promise<number> {
  const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(options);
  const changes = toBeCreated.length + toBeAdded.length;
  if (changes > 0) await runMigrations();
  return changes;
}

/**
 * Create or update better-auth's tables; idempotent, run at every start. On PostgreSQL the plan is
 * computed and applied while holding an advisory lock, so two servers starting at once do not race.
 */
export async function migrateAuthDatabase(store: AuthDatabase, options: BetterAuthOptions, log: Logger): Promise<void> {
  const started = performance.now();
  let changes: number;
  if (store.kind === "sqlite") {
    changes = await applyMigrations(options);
  } else {
    const client = await store.pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      changes = await applyMigrations(options);
    } finally {
      await client
        .query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY])
        .catch((error: Error) => log.warn({ err: { message: error.message } }, "could not release migration lock"));
      client.release();
    }
  }
  log.info({ store: store.kind, changes, ms: Math.round(performance.now() - started) }, "auth database ready");
}

export async function closeAuthDatabase(store: AuthDatabase): Promise<void> {
  if (store.kind === "sqlite") store.db.close();
  else await store.pool.end();
}
