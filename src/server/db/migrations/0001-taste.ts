import type { Kysely } from "kysely";

/** Ratings and 'Seen it' marks: one row per account, movie source and film. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("taste")
    .ifNotExists()
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("movie_id", "integer", (c) => c.notNull())
    .addColumn("rating", "text")
    .addColumn("seen", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("release_date", "text")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("taste_key", ["user_id", "source", "movie_id"])
    .execute();
}
