import type Database from "better-sqlite3";
import { err, ok } from "../../contract/errors.js";
import { LanguageIdSchema } from "../../contract/language.js";
import { ACCOUNT_CLOSED, migrateSqliteClosures, sqliteClosedCheck } from "../db/account-closures.js";
import { SETTINGS_TABLE, type SettingsStore } from "./settings-store.js";

/** Create the tables when they are missing (the settings', and the closures it checks); answers how many changes that made. */
export function migrateSqliteSettings(db: Database.Database): number {
  const changes = migrateSqliteClosures(db);
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(SETTINGS_TABLE);
  if (exists) return changes;
  db.exec(`CREATE TABLE IF NOT EXISTS ${SETTINGS_TABLE} (
    user_id TEXT PRIMARY KEY,
    language TEXT NOT NULL
  )`);
  return changes + 1;
}

export function createSqliteSettings(db: Database.Database): SettingsStore {
  const select = db.prepare<[string], { language: string }>(`SELECT language FROM ${SETTINGS_TABLE} WHERE user_id = ?`);
  const upsert = db.prepare(
    `INSERT INTO ${SETTINGS_TABLE} (user_id, language) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET language = excluded.language`,
  );
  const remove = db.prepare(`DELETE FROM ${SETTINGS_TABLE} WHERE user_id = ?`);
  const closed = sqliteClosedCheck(db);
  const save = db.transaction((userId: string, language: string): boolean => {
    if (closed(userId)) return false;
    upsert.run(userId, language);
    return true;
  });
  return {
    async language(userId) {
      // A value this version does not know (written by a newer one) reads as no choice.
      const parsed = LanguageIdSchema.safeParse(select.get(userId)?.language);
      return parsed.success ? parsed.data : null;
    },
    async setLanguage(userId, language) {
      return save.immediate(userId, language) ? ok(undefined) : err(ACCOUNT_CLOSED);
    },
    async deleteAll(userId) {
      remove.run(userId);
    },
  };
}
