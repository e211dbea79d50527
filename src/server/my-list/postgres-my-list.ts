import type pg from "pg";
import { err, ok } from "../../contract/errors.js";
import { MY_LIST_MAX_ITEMS } from "../../contract/my-list.js";
import {
  CLOSED_FOR_MS,
  CLOSED_TABLE,
  COLUMNS,
  ITEM_COLUMNS_SQL,
  type ItemRow,
  movieOf,
  SELECT_SQL,
  TABLE,
  valuesOf,
} from "./my-list-rows.js";
import type { AddOutcome, MyListStore } from "./my-list-store.js";

/** First half of the per-user advisory lock that serialises one account's adds (any fixed 32-bit number). */
const ADD_LOCK_SPACE = 724_615;

/** Create the table when it is missing (run under the migration lock); answers how many changes that made. */
export async function migratePostgresMyList(pool: pg.Pool): Promise<number> {
  const has = async (name: string) =>
    (await pool.query<{ found: string | null }>("SELECT to_regclass($1) AS found", [name])).rows[0]?.found;
  let changes = 0;
  if (!(await has(CLOSED_TABLE))) {
    await pool.query(
      `CREATE TABLE IF NOT EXISTS ${CLOSED_TABLE} (user_id TEXT PRIMARY KEY, closed_at BIGINT NOT NULL)`,
    );
    changes += 1;
  }
  if (await has(TABLE)) return changes;
  await pool.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (
    seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id TEXT NOT NULL,
    source TEXT NOT NULL,
    movie_id INTEGER NOT NULL,${ITEM_COLUMNS_SQL}
  )`);
  await pool.query(`CREATE INDEX IF NOT EXISTS ${TABLE}_by_user ON ${TABLE} (user_id, seq)`);
  return changes + 1;
}

const INSERT_SQL = `INSERT INTO ${TABLE} (${COLUMNS.join(", ")})
  VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(", ")}) ON CONFLICT DO NOTHING`;

/**
 * My List in PostgreSQL, shared by every server. An add takes a transaction-scoped advisory lock on
 * the user, so concurrent adds for one account (from any server) count and insert one at a time and
 * the cap cannot be exceeded; other accounts are not held up.
 */
export function createPostgresMyList(pool: pg.Pool): MyListStore {
  /** Run `work` in a transaction holding the account's lock (adds and the account's removal take turns). */
  async function locked<T>(userId: unknown, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [ADD_LOCK_SPACE, userId]);
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

  const addLocked = (values: unknown[]): Promise<AddOutcome> =>
    locked(values[0], async (client) => {
      const closed = await client.query(`SELECT 1 FROM ${CLOSED_TABLE} WHERE user_id = $1 AND closed_at > $2`, [
        values[0],
        Date.now() - CLOSED_FOR_MS,
      ]);
      if (closed.rowCount) return "account_closed";
      const present = await client.query(
        `SELECT 1 FROM ${TABLE} WHERE user_id = $1 AND source = $2 AND movie_id = $3`,
        values.slice(0, 3),
      );
      if (present.rowCount === 0) {
        const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${TABLE} WHERE user_id = $1`, [
          values[0],
        ]);
        if (Number(rows[0]?.n ?? 0) >= MY_LIST_MAX_ITEMS) return "list_full";
        await client.query(INSERT_SQL, values);
      }
      return "added";
    });

  return {
    async list(userId, source) {
      const { rows } = await pool.query<ItemRow>(`${SELECT_SQL} WHERE user_id = $1 AND source = $2 ORDER BY seq DESC`, [
        userId,
        source,
      ]);
      return rows.map(movieOf);
    },
    async add(userId, source, id, entry) {
      const outcome = await addLocked(valuesOf(userId, source, id, entry));
      return outcome === "added" ? ok(undefined) : err(outcome);
    },
    async remove(userId, source, id) {
      await pool.query(`DELETE FROM ${TABLE} WHERE user_id = $1 AND source = $2 AND movie_id = $3`, [
        userId,
        source,
        id,
      ]);
    },
    async deleteAll(userId) {
      await locked(userId, async (client) => {
        await client.query(`DELETE FROM ${CLOSED_TABLE} WHERE closed_at <= $1`, [Date.now() - CLOSED_FOR_MS]);
        await client.query(
          `INSERT INTO ${CLOSED_TABLE} (user_id, closed_at) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET closed_at = EXCLUDED.closed_at`,
          [userId, Date.now()],
        );
        await client.query(`DELETE FROM ${TABLE} WHERE user_id = $1`, [userId]);
      });
    },
  };
}
