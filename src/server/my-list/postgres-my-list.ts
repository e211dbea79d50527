import type pg from "pg";
import { err, ok } from "../../contract/errors.js";
import { MY_LIST_MAX_ITEMS } from "../../contract/my-list.js";
import { migratePostgresClosures, postgresAccountWrite } from "../db/account-closures.js";
import { COLUMNS, ITEM_COLUMNS_SQL, type ItemRow, movieOf, SELECT_SQL, TABLE, valuesOf } from "./my-list-rows.js";
import type { AddOutcome, MyListStore } from "./my-list-store.js";

/**
 * Create the tables when they are missing (the list's, and the closures it checks), under the
 * migration lock; answers how many changes that made.
 */
export async function migratePostgresMyList(pool: pg.Pool): Promise<number> {
  const changes = await migratePostgresClosures(pool);
  const { rows } = await pool.query<{ found: string | null }>("SELECT to_regclass($1) AS found", [TABLE]);
  if (rows[0]?.found) return changes;
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
 * My List in PostgreSQL, shared by every server. An add runs in a transaction holding the account's
 * lock (`postgresAccountWrite`), so concurrent adds for one account (from any server) count and
 * insert one at a time and the cap cannot be exceeded, and no add lands after the account's
 * closure; other accounts are not held up.
 */
export function createPostgresMyList(pool: pg.Pool): MyListStore {
  const addLocked = (values: ReturnType<typeof valuesOf>): Promise<AddOutcome> =>
    postgresAccountWrite(pool, values[0], async (client) => {
      const present = await client.query(
        `SELECT 1 FROM ${TABLE} WHERE user_id = $1 AND source = $2 AND movie_id = $3`,
        values.slice(0, 3),
      );
      if (present.rowCount === 0) {
        const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${TABLE} WHERE user_id = $1`, [
          values[0],
        ]);
        if (Number(rows[0]?.n ?? 0) >= MY_LIST_MAX_ITEMS) return "list_full";
        await client.query(INSERT_SQL, [...values]);
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
      await pool.query(`DELETE FROM ${TABLE} WHERE user_id = $1`, [userId]);
    },
  };
}
