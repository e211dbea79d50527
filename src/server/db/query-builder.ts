import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import type { Logger } from "pino";
import { migratePostgresClosures, migrateSqliteClosures } from "./account-closures.js";
import { type AppDatabase, migrate } from "./database.js";
import { MIGRATIONS } from "./migrations/index.js";
import type { Tables } from "./tables.js";

/**
 * The one persistence layer for stores written once for both databases: a Kysely query builder on
 * the app's SQLite handle or PostgreSQL pool (it never closes them: `closeDatabase` does).
 */
export type QueryBuilder = Kysely<Tables>;

const builders = new WeakMap<AppDatabase, QueryBuilder>();

/**
 * The query builder of an opened database (one per database). On SQLite, never run a Kysely
 * transaction: the handle is shared with synchronous stores, which would run inside it. Write
 * with single statements instead (SQLite takes the write lock for the whole statement).
 */
export function queryBuilderOf(database: AppDatabase): QueryBuilder {
  let builder = builders.get(database);
  if (!builder) {
    const dialect =
      database.kind === "sqlite"
        ? new SqliteDialect({ database: database.db })
        : new PostgresDialect({ pool: database.pool });
    builder = new Kysely<Tables>({ dialect });
    builders.set(database, builder);
  }
  return builder;
}

/**
 * Apply the migrations in `migrations/` that this database has not had yet, under the migration
 * lock (`migrate()`), with the account closures every per-account store checks. On PostgreSQL the
 * bookkeeping tables live in the current schema (Kysely would otherwise find another schema's).
 */
export async function migrateQueryBuilder(database: AppDatabase, log: Logger): Promise<QueryBuilder> {
  const db = queryBuilderOf(database);
  await migrate(
    database,
    "query builder",
    async () => {
      let changes =
        database.kind === "sqlite" ? migrateSqliteClosures(database.db) : await migratePostgresClosures(database.pool);
      const schema =
        database.kind === "postgres"
          ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema
          : undefined;
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => MIGRATIONS },
        ...(schema && { migrationTableSchema: schema }),
      });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error;
      changes += results?.length ?? 0;
      return changes;
    },
    log,
  );
  return db;
}
