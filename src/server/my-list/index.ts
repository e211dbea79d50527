import type { Logger } from "pino";
import { type AppDatabase, openMigrated } from "../db/database.js";
import type { MyListStore } from "./my-list-store.js";
import { createPostgresMyList, migratePostgresMyList } from "./postgres-my-list.js";
import { createSqliteMyList, migrateSqliteMyList } from "./sqlite-my-list.js";

/** The one place that picks My List's store: the same database as accounts, its table migrated first. */
export function createMyListStore(database: AppDatabase, log: Logger): Promise<MyListStore> {
  return openMigrated(database, log, {
    name: "my-list",
    sqlite: { migrate: migrateSqliteMyList, open: createSqliteMyList },
    postgres: { migrate: migratePostgresMyList, open: createPostgresMyList },
  });
}
