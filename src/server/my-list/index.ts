import type { Logger } from "pino";
import type { AppDatabase } from "../db/database.js";
import { migrateQueryBuilder } from "../db/query-builder.js";
import { createKyselyMyList } from "./kysely-my-list.js";
import type { MyListStore } from "./my-list-store.js";

/** The one place that opens My List's store: the same database as accounts, migrated first. */
export async function createMyListStore(database: AppDatabase, log: Logger): Promise<MyListStore> {
  return createKyselyMyList(database, await migrateQueryBuilder(database, log));
}
