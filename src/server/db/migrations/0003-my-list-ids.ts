import { type Kysely, sql } from "kysely";

/**
 * My List keeps film ids, not film text: one row per account, movie source and film, with when it
 * was added. The rows of the former table (`my_list_item`, which also kept the text the page sent)
 * move over with their ids and order (its sequence number stands for the time they were added, so
 * they sort before every later addition), and the former table goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("my_list")
    .ifNotExists()
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("movie_id", "integer", (c) => c.notNull())
    .addColumn("added_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("my_list_key", ["user_id", "source", "movie_id"])
    .execute();
  await db.schema.createIndex("my_list_by_user").ifNotExists().on("my_list").columns(["user_id", "added_at"]).execute();
  // A database from before has the former table; a new one gets an empty one, so one copy serves both.
  await db.schema
    .createTable("my_list_item")
    .ifNotExists()
    .addColumn("seq", "bigint", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("movie_id", "integer", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO my_list (user_id, source, movie_id, added_at)
    SELECT user_id, source, movie_id, seq FROM my_list_item`.execute(db);
  await db.schema.dropTable("my_list_item").execute();
}
