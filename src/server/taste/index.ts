import type { Logger } from "pino";
import type { AppDatabase } from "../db/database.js";
import { migrateQueryBuilder } from "../db/query-builder.js";
import { createKyselyTaste } from "./kysely-taste.js";
import type { TasteStore } from "./taste-store.js";

/** The one place that opens the ratings store: the same database as accounts, migrated first. */
export async function createTasteStore(database: AppDatabase, log: Logger): Promise<TasteStore> {
  return createKyselyTaste(database, await migrateQueryBuilder(database, log));
}
