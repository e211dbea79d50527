import type { Logger } from "pino";
import { type AppDatabase, migrate } from "../db/database.js";
import { createPostgresSettings, migratePostgresSettings } from "./postgres-settings.js";
import type { SettingsStore } from "./settings-store.js";
import { createSqliteSettings, migrateSqliteSettings } from "./sqlite-settings.js";

/** The one place that picks the settings store: the same database as accounts, its table migrated first. */
export async function createSettingsStore(database: AppDatabase, log: Logger): Promise<SettingsStore> {
  if (database.kind === "sqlite") {
    await migrate(database, "settings", async () => migrateSqliteSettings(database.db), log);
    return createSqliteSettings(database.db);
  }
  await migrate(database, "settings", () => migratePostgresSettings(database.pool), log);
  return createPostgresSettings(database.pool);
}
