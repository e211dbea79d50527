import { type Expression, Kysely, Migrator, PostgresDialect, type SqlBool, SqliteDialect, sql } from "kysely";
import type { Logger } from "pino";
import {
  ACCOUNT_LOCK_SPACE,
  CLOSED_FOR_MS,
  CLOSURES_TABLE,
  migratePostgresClosures,
  migrateSqliteClosures,
} from "./account-closures.js";
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

/** Whether the account holds fewer than `max` rows in `table`: a store's cap, kept inside its guarded write. */
export const underCap = (table: "my_list" | "taste", userId: string, max: number): Expression<SqlBool> =>
  sql<SqlBool>`(SELECT COUNT(*) FROM ${sql.table(table)} WHERE user_id = ${userId}) < ${max}`;

/** Deletes the account's row for one film of one source from `table`. */
export async function forgetFilm(
  db: QueryBuilder,
  table: "my_list" | "taste",
  userId: string,
  source: string,
  id: number,
): Promise<void> {
  await db
    .deleteFrom(table)
    .where("user_id", "=", userId)
    .where("source", "=", source)
    .where("movie_id", "=", id)
    .execute();
}

/** Whether the account's writes are refused now (`account-closures.ts`), as a condition of a statement. */
export const closedNow = (userId: string): Expression<SqlBool> =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM ${sql.table(CLOSURES_TABLE)} WHERE user_id = ${userId}
    AND (finished_at IS NULL OR finished_at > ${Date.now() - CLOSED_FOR_MS}))`;

/** Whether the account's writes are refused now, read on its own (after a guarded write changed nothing). */
export async function isClosed(q: QueryBuilder, userId: string): Promise<boolean> {
  const row = await q.selectNoFrom(sql<SqlBool>`${closedNow(userId)}`.as("closed")).executeTakeFirst();
  return Boolean(row?.closed);
}

/**
 * How a store writes an account's rows: each write is one statement guarded by `closedNow` (and
 * whatever cap it keeps). SQLite runs a statement under its one write lock, so `work` runs as is;
 * PostgreSQL runs `work` in a transaction holding the account's advisory lock, which the account's
 * closure takes too, so a write never lands after the account's rows were emptied, and an
 * account's capped writes count one at a time, from any server.
 */
export function accountWrites(database: AppDatabase, db: QueryBuilder) {
  return <T>(userId: string, work: (q: QueryBuilder) => Promise<T>): Promise<T> =>
    database.kind === "sqlite"
      ? work(db)
      : db.transaction().execute(async (trx) => {
          await sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK_SPACE}, hashtext(${userId}))`.execute(trx);
          return work(trx);
        });
}
