import type Database from "better-sqlite3";
import type pg from "pg";
import type { Logger } from "pino";
import { type AppDatabase, openMigrated } from "./database.js";

/**
 * Accounts being deleted, and deleted a little while ago: one row per account, in the database the
 * per-account stores (My List, settings) share. While a row says so, every store refuses the
 * account's own writes, checked inside the write's transaction; so a write that raced the deletion
 * never leaves a row behind. A row stays unfinished until every step of the deletion is done: the
 * next start finishes what a crash or a failure left (`account/account-deletion.ts`).
 */
export const CLOSURES_TABLE = "account_closure";
/**
 * How long a finished closure still refuses writes: far longer than any request in flight. Then it
 * is forgotten, so a Firebase account whose deletion failed on the page after our rows went can
 * keep a list again.
 */
export const CLOSED_FOR_MS = 10 * 60_000;

/** First half of the per-account PostgreSQL advisory lock that orders an account's writes with its closure. */
export const ACCOUNT_LOCK_SPACE = 724_615;

const COLUMNS_SQL = "user_id TEXT PRIMARY KEY, closed_at BIGINT NOT NULL, finished_at BIGINT";
/** Start (or start over) an account's closure, given the account and now (`?` for SQLite, `$n` for PostgreSQL). */
const closeSql = (first: string, second: string) =>
  `INSERT INTO ${CLOSURES_TABLE} (user_id, closed_at, finished_at) VALUES (${first}, ${second}, NULL)
  ON CONFLICT (user_id) DO UPDATE SET closed_at = excluded.closed_at, finished_at = NULL`;
/** Answered by a store for a write of an account that is being, or was just, deleted. */
export const ACCOUNT_CLOSED = "account_closed";
export type AccountClosed = typeof ACCOUNT_CLOSED;

export interface AccountClosures {
  /**
   * Refuse the account's own writes from now on. Waits for a write already holding the account
   * (PostgreSQL) so that it lands before the stores are emptied. Starts over if it was closed before.
   */
  close(userId: string): Promise<void>;
  /** Every step of the deletion is done: writes stay refused for `CLOSED_FOR_MS`, then the row goes. */
  finish(userId: string): Promise<void>;
  /** Accounts whose deletion began and was never finished (a crash, or a step that failed). */
  unfinished(): Promise<string[]>;
}

export function migrateSqliteClosures(db: Database.Database): number {
  const found = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(CLOSURES_TABLE);
  if (found) return 0;
  db.exec(`CREATE TABLE IF NOT EXISTS ${CLOSURES_TABLE} (${COLUMNS_SQL})`);
  return 1;
}

export async function migratePostgresClosures(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ found: string | null }>("SELECT to_regclass($1) AS found", [CLOSURES_TABLE]);
  if (rows[0]?.found) return 0;
  await pool.query(`CREATE TABLE IF NOT EXISTS ${CLOSURES_TABLE} (${COLUMNS_SQL})`);
  return 1;
}

async function lockedForAccount<T>(pool: pg.Pool, userId: string, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [ACCOUNT_LOCK_SPACE, userId]);
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined); // the connection may be gone: the error below says why
    throw error;
  } finally {
    client.release();
  }
}

function sqliteClosures(db: Database.Database): AccountClosures {
  const forgetOld = db.prepare(`DELETE FROM ${CLOSURES_TABLE} WHERE finished_at <= ?`);
  const close = db.prepare(closeSql("?", "?"));
  const finish = db.prepare(`UPDATE ${CLOSURES_TABLE} SET finished_at = ? WHERE user_id = ?`);
  const unfinished = db.prepare<[], { user_id: string }>(
    `SELECT user_id FROM ${CLOSURES_TABLE} WHERE finished_at IS NULL ORDER BY closed_at`,
  );
  const closeNow = db.transaction((userId: string) => {
    forgetOld.run(Date.now() - CLOSED_FOR_MS);
    close.run(userId, Date.now());
  });
  return {
    async close(userId) {
      closeNow.immediate(userId);
    },
    async finish(userId) {
      finish.run(Date.now(), userId);
    },
    async unfinished() {
      return unfinished.all().map((row) => row.user_id);
    },
  };
}

function postgresClosures(pool: pg.Pool): AccountClosures {
  return {
    async close(userId) {
      await lockedForAccount(pool, userId, async (client) => {
        await client.query(`DELETE FROM ${CLOSURES_TABLE} WHERE finished_at <= $1`, [Date.now() - CLOSED_FOR_MS]);
        await client.query(closeSql("$1", "$2"), [userId, Date.now()]);
      });
    },
    async finish(userId) {
      await pool.query(`UPDATE ${CLOSURES_TABLE} SET finished_at = $1 WHERE user_id = $2`, [Date.now(), userId]);
    },
    async unfinished() {
      const { rows } = await pool.query<{ user_id: string }>(
        `SELECT user_id FROM ${CLOSURES_TABLE} WHERE finished_at IS NULL ORDER BY closed_at`,
      );
      return rows.map((row) => row.user_id);
    },
  };
}

/** The one place that opens the closures on the app's database, its table migrated first. */
export function createAccountClosures(database: AppDatabase, log: Logger): Promise<AccountClosures> {
  return openMigrated(database, log, {
    name: "account closures",
    sqlite: { migrate: migrateSqliteClosures, open: sqliteClosures },
    postgres: { migrate: migratePostgresClosures, open: postgresClosures },
  });
}
