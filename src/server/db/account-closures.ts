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
/** A row when the account's writes are refused now; parameters: the account, now − CLOSED_FOR_MS. */
const REFUSED_SQL = `SELECT 1 FROM ${CLOSURES_TABLE} WHERE user_id = ? AND (finished_at IS NULL OR finished_at > ?)`;
const CLOSE_SQL = `INSERT INTO ${CLOSURES_TABLE} (user_id, closed_at, finished_at) VALUES (?, ?, NULL)
  ON CONFLICT (user_id) DO UPDATE SET closed_at = excluded.closed_at, finished_at = NULL`;
/** PostgreSQL's spelling of the same statement: `$1, $2…` for `?`. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

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

/**
 * For SQLite stores: whether the account's writes are refused. Call it inside the write's
 * IMMEDIATE transaction (SQLite runs one writer at a time, so the closure cannot slip between).
 */
export function sqliteClosedCheck(db: Database.Database): (userId: string) => boolean {
  const refused = db.prepare(REFUSED_SQL);
  return (userId) => refused.get(userId, Date.now() - CLOSED_FOR_MS) !== undefined;
}

/**
 * For PostgreSQL stores: run `work` in a transaction that holds the account's lock (its writes and
 * its closure take turns, from any server), unless the account's writes are refused.
 */
export async function postgresAccountWrite<T>(
  pool: pg.Pool,
  userId: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T | AccountClosed> {
  return lockedForAccount(pool, userId, async (client) => {
    const refused = await client.query(numbered(REFUSED_SQL), [userId, Date.now() - CLOSED_FOR_MS]);
    return refused.rowCount ? ACCOUNT_CLOSED : work(client);
  });
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
  const close = db.prepare(CLOSE_SQL);
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
        await client.query(numbered(CLOSE_SQL), [userId, Date.now()]);
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
