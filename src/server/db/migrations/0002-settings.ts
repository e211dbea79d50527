import type { Kysely } from "kysely";

/**
 * Each account's settings: one row per account that chose something. The table existed before the
 * migrations did (written by hand, same shape), hence `ifNotExists`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_settings")
    .ifNotExists()
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("language", "text", (c) => c.notNull())
    .execute();
}
