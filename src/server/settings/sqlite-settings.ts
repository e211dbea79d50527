import type Database from "better-sqlite3";
import { LanguageIdSchema } from "../../contract/language.js";
import { SETTINGS_TABLE, type SettingsStore } from "./settings-store.js";

/** Create the table when it is missing; answers how many changes that made. */
export function migrateSqliteSettings(db: Database.Database): number {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(SETTINGS_TABLE);
  if (exists) return 0;
  db.exec(`CREATE TABLE IF NOT EXISTS ${SETTINGS_TABLE} (
    user_id TEXT PRIMARY KEY,
    language TEXT NOT NULL
  )`);
  return 1;
}

export function createSqliteSettings(db: Database.Database): SettingsStore {
  const select = db.prepare<[string], { language: string }>(`SELECT language FROM ${SETTINGS_TABLE} WHERE user_id = ?`);
  const upsert = db.prepare(
    `INSERT INTO ${SETTINGS_TABLE} (user_id, language) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET language = excluded.language`,
  );
  const remove = db.prepare(`DELETE FROM ${SETTINGS_TABLE} WHERE user_id = ?`);
  return {
    async language(userId) {
      // A value this version does not know (written by a newer one) reads as no choice.
      const parsed = LanguageIdSchema.safeParse(select.get(userId)?.language);
      return parsed.success ? parsed.data : null;
    },
    async setLanguage(userId, language) {
      upsert.run(userId, language);
    },
    async deleteAll(userId) {
      remove.run(userId);
    },
  };
}
