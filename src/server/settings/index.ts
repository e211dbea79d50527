import type { Logger } from "pino";
import type { AppDatabase } from "../db/database.js";
import { migrateQueryBuilder } from "../db/query-builder.js";
import { createKyselySettings } from "./kysely-settings.js";
import type { SettingsStore } from "./settings-store.js";

/** The one place that opens the settings store: the same database as accounts, migrated first. */
export async function createSettingsStore(database: AppDatabase, log: Logger): Promise<SettingsStore> {
  return createKyselySettings(database, await migrateQueryBuilder(database, log));
}
