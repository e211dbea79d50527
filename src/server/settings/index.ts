import type { Logger } from "pino";
import { type AppDatabase, openMigrated } from "../db/database.js";
import { createPostgresSettings, migratePostgresSettings } from "./postgres-settings.js";
import type { SettingsStore } from "./settings-store.js";
import { createSqliteSettings, migrateSqliteSettings } from "./sqlite-settings.js";

/** The one place that picks the settings store: the same database as accounts, its table migrated first. */
export function createSettingsStore(database: AppDatabase, log: Logger): Promise<SettingsStore> {
  return openMigrated(database, log, {
    name: "settings",
    sqlite: { migrate: migrateSqliteSettings, open: createSqliteSettings },
    postgres: { migrate: migratePostgresSettings, open: createPostgresSettings },
  });
}
