import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import type pg from "pg";
import type { Logger } from "pino";

export const SQLITE_FILE_NAME = "reelwise.db";

/** Any fixed 64-bit number: the PostgreSQL advisory lock that serialises our migrations. */
const MIGRATION_LOCK_KEY = 7_246_150_331;

/**
 * The server's one database (accounts, sessions, My List): a SQLite file by default, PostgreSQL when
 * `DATABASE_URL` is set. Opened once by `services.ts` and handed to every store that needs it.
 */
export type AppDatabase = { kind: "sqlite"; file: string; db: Database.Database } | { kind: "postgres"; pool: pg.Pool };

export interface DatabaseSettings {
  dataDir: string;
  url?: string | undefined;
  /** PostgreSQL connections per server (`DATABASE_POOL_SIZE`, default 10). */
  poolSize?: number;
  /** Open an existing SQLite file only (read-write); never create one. For operator commands. */
  mustExist?: boolean;
}

/** The database these settings open, for people: the SQLite file's full path, or PostgreSQL's host and name (no credentials). */
export function describeDatabase(settings: DatabaseSettings): string {
  if (!settings.url) return `SQLite file ${resolve(settings.dataDir, SQLITE_FILE_NAME)}`;
  try {
    const url = new URL(settings.url);
    return `PostgreSQL database ${url.pathname.slice(1) || "(default)"} on ${url.host || "localhost"}`;
  } catch {
    return "PostgreSQL database (DATABASE_URL)";
  }
}

/** `mustExist` was asked and there is no database file where the settings point. */
export class MissingDatabaseError extends Error {}

/**
 * Open the database. SQLite runs in WAL mode with `synchronous = FULL`, so a commit that was
 * answered survives a crash or power loss; `busy_timeout` lets a second connection wait its turn.
 * The PostgreSQL client (`pg`) is imported only when `DATABASE_URL` is set.
 */
export async function openDatabase(settings: DatabaseSettings, log: Logger): Promise<AppDatabase> {
  if (settings.url) {
    const { default: pg } = await import("pg");
    // A database that does not answer costs a request 5 s at most (then 503 store_unavailable), never a hang.
    const pool = new pg.Pool({
      connectionString: settings.url,
      max: settings.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    pool.on("error", (error: Error) => log.warn({ err: { message: error.message } }, "postgres pool error"));
    return { kind: "postgres", pool };
  }
  const file = join(settings.dataDir, SQLITE_FILE_NAME);
  if (settings.mustExist && !existsSync(file)) {
    throw new MissingDatabaseError(`There is no database at ${resolve(file)}: is DATA_DIR the server's?`);
  }
  mkdirSync(settings.dataDir, { recursive: true });
  const db = new Database(file, { fileMustExist: settings.mustExist === true });
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  return { kind: "sqlite", file, db };
}

/**
 * For commands that must work on the server's existing database (`mustExist`): PostgreSQL
 * answers, and holds the accounts table the server creates at its first start. An empty or
 * unrelated database is refused before anything would create tables in it.
 */
export async function assertServerDatabase(store: AppDatabase, settings: DatabaseSettings): Promise<void> {
  if (store.kind !== "postgres") return; // openDatabase already refused a missing SQLite file
  const { rows } = await store.pool.query<{ found: boolean }>(
    `SELECT to_regclass('public."user"') IS NOT NULL AS found`,
  );
  if (!rows[0]?.found) {
    throw new MissingDatabaseError(
      `The ${describeDatabase(settings)} holds no Reelwise accounts: is DATABASE_URL the server's?`,
    );
  }
}

/** What better-auth's `database` option takes: the driver handle itself (its Kysely adapter detects it). */
export function databaseOption(store: AppDatabase): Database.Database | pg.Pool {
  return store.kind === "sqlite" ? store.db : store.pool;
}

/**
 * Run a migration step (idempotent, run at every start) and log how many changes it made. On
 * PostgreSQL it runs while holding an advisory lock, so two servers starting at once do not race.
 */
export async function migrate(store: AppDatabase, name: string, step: () => Promise<number>, log: Logger) {
  const started = performance.now();
  let changes: number;
  if (store.kind === "sqlite") {
    changes = await step();
  } else {
    const client = await store.pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      changes = await step();
    } finally {
      await client
        .query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY])
        .catch((error: Error) => log.warn({ err: { message: error.message } }, "could not release migration lock"));
      client.release();
    }
  }
  log.info({ store: store.kind, changes, ms: Math.round(performance.now() - started) }, `${name} tables ready`);
}

/** How one store's tables are migrated, and the store opened, on each kind of database. */
export interface StoreTables<T> {
  /** For the log line: "<name> tables ready". */
  readonly name: string;
  readonly sqlite: { migrate(db: Database.Database): number; open(db: Database.Database): T };
  readonly postgres: { migrate(pool: pg.Pool): Promise<number>; open(pool: pg.Pool): T };
}

/** Open a store on the app's database, its tables migrated first (under the migration lock). */
export async function openMigrated<T>(database: AppDatabase, log: Logger, tables: StoreTables<T>): Promise<T> {
  if (database.kind === "sqlite") {
    await migrate(database, tables.name, async () => tables.sqlite.migrate(database.db), log);
    return tables.sqlite.open(database.db);
  }
  await migrate(database, tables.name, () => tables.postgres.migrate(database.pool), log);
  return tables.postgres.open(database.pool);
}

export async function closeDatabase(store: AppDatabase): Promise<void> {
  if (store.kind === "sqlite") {
    if (store.db.open) store.db.close();
  } else if (!store.pool.ended) {
    await store.pool.end();
  }
}
