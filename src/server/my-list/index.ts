import type { Logger } from "pino";
import { type AppDatabase, migrate } from "../db/database.js";
import type { MyListStore } from "./my-list-store.js";
import { createPostgresMyList, migratePostgresMyList } from "./postgres-my-list.js";
import { createSqliteMyList, migrateSqliteMyList } from "./sqlite-my-list.js";

/** The one place that picks My List's store: the same database as accounts, its table migrated first. */
export async function createMyListStore(database: AppDatabase, log: Logger): Promise<MyListStore> {
  if (database.kind === "sqlite") {
    await migrate(database, "my-list", async () => migrateSqliteMyList(database.db), log);
    return createSqliteMyList(database.db);
  }
  await migrate(database, "my-list", () => migratePostgresMyList(database.pool), log);
  return createPostgresMyList(database.pool);
}
