import type pg from "pg";
import { err, ok } from "../../contract/errors.js";
import { MY_LIST_MAX_ITEMS } from "../../contract/my-list.js";
import { COLUMNS, ITEM_COLUMNS_SQL, type ItemRow, movieOf, SELECT_SQL, TABLE, valuesOf } from "./my-list-rows.js";
import type { MyListStore } from "./my-list-store.js";

/** First half of the per-user advisory lock that serialises one account's adds (any fixed 32-bit number). */
const ADD_LOCK_SPACE = 724_615;

/** Create the table when it is missing (run under the migration lock); answers how many changes that made. */
export async function migratePostgresMyList(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ found: string | null }>("SELECT to_regclass($1) AS found", [TABLE]);
  if (rows[0]?.found) return 0;
  await pool.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (
    seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id TEXT NOT NULL,
    source TEXT NOT NULL,
    movie_id INTEGER NOT NULL,${ITEM_COLUMNS_SQL}
  )`);
  await pool.query(`CREATE INDEX IF NOT EXISTS ${TABLE}_by_user ON ${TABLE} (user_id, seq)`);
  return 1;
}

const INSERT_SQL = `INSERT INTO ${TABLE} (${COLUMNS.join(", ")})
  VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(", ")}) ON CONFLICT DO NOTHING`;

/**
 * My List in PostgreSQL, shared by every server. An add takes a transaction-scoped advisory lock on
 * the user, so concurrent adds for one account (from any server) count and insert one at a time and
 * the cap cannot be exceeded; other accounts are not held up.
 */
export function createPostgresMyList(pool: pg.Pool): MyListStore {
  async function addLocked(values: unknown[]): Promise<boolean> {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [ADD_LOCK_SPACE, values[0]]);
      const present = await client.query(
        `SELECT 1 FROM ${TABLE} WHERE user_id = $1 AND source = $2 AND movie_id = $3`,
        values.slice(0, 3),
      );
      if (present.rowCount === 0) {
        const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${TABLE} WHERE user_id = $1`, [
          values[0],
        ]);
        if (Number(rows[0]?.n ?? 0) >= MY_LIST_MAX_ITEMS) {
          await client.query("ROLLBACK");
          return false;
        }
        await client.query(INSERT_SQL, values);
      }
      await client.query("COMMIT");
      return true;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined); // the connection may be gone: the error below says why
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    async list(userId, source) {
      const { rows } = await pool.query<ItemRow>(`${SELECT_SQL} WHERE user_id = $1 AND source = $2 ORDER BY seq DESC`, [
        userId,
        source,
      ]);
      return rows.map(movieOf);
    },
    async add(userId, source, id, entry) {
      return (await addLocked(valuesOf(userId, source, id, entry))) ? ok(undefined) : err("list_full");
    },
    async remove(userId, source, id) {
      await pool.query(`DELETE FROM ${TABLE} WHERE user_id = $1 AND source = $2 AND movie_id = $3`, [
        userId,
        source,
        id,
      ]);
    },
    async deleteAll(userId) {
      await pool.query(`DELETE FROM ${TABLE} WHERE user_id = $1`, [userId]);
    },
  };
}
