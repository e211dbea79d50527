import type pg from "pg";
import { err, ok } from "../../contract/errors.js";
import { LanguageIdSchema } from "../../contract/language.js";
import { ACCOUNT_CLOSED, migratePostgresClosures, postgresAccountWrite } from "../db/account-closures.js";
import { SETTINGS_TABLE, type SettingsStore } from "./settings-store.js";

/**
 * Create the tables when they are missing (the settings', and the closures it checks), under the
 * migration lock; answers how many changes that made.
 */
export async function migratePostgresSettings(pool: pg.Pool): Promise<number> {
  const changes = await migratePostgresClosures(pool);
  const { rows } = await pool.query<{ found: string | null }>("SELECT to_regclass($1) AS found", [SETTINGS_TABLE]);
  if (rows[0]?.found) return changes;
  await pool.query(`CREATE TABLE IF NOT EXISTS ${SETTINGS_TABLE} (
    user_id TEXT PRIMARY KEY,
    language TEXT NOT NULL
  )`);
  return changes + 1;
}

export function createPostgresSettings(pool: pg.Pool): SettingsStore {
  return {
    async language(userId) {
      const { rows } = await pool.query<{ language: string }>(
        `SELECT language FROM ${SETTINGS_TABLE} WHERE user_id = $1`,
        [userId],
      );
      // A value this version does not know (written by a newer one) reads as no choice.
      const parsed = LanguageIdSchema.safeParse(rows[0]?.language);
      return parsed.success ? parsed.data : null;
    },
    async setLanguage(userId, language) {
      const saved = await postgresAccountWrite(pool, userId, async (client) => {
        await client.query(
          `INSERT INTO ${SETTINGS_TABLE} (user_id, language) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET language = excluded.language`,
          [userId, language],
        );
      });
      return saved === ACCOUNT_CLOSED ? err(ACCOUNT_CLOSED) : ok(undefined);
    },
    async deleteAll(userId) {
      await pool.query(`DELETE FROM ${SETTINGS_TABLE} WHERE user_id = $1`, [userId]);
    },
  };
}
