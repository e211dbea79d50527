import { sql } from "kysely";
import { err, ok } from "../../contract/errors.js";
import { MY_LIST_MAX_ITEMS } from "../../contract/my-list.js";
import { ACCOUNT_CLOSED } from "../db/account-closures.js";
import type { AppDatabase } from "../db/database.js";
import { accountWrites, closedNow, forgetFilm, isClosed, type QueryBuilder, underCap } from "../db/query-builder.js";
import type { MyListStore } from "./my-list-store.js";

/**
 * My List on either database: film ids and when they were added, nothing the page sent. An add is
 * one guarded insert (`accountWrites`): it lands only while the account is not closed and holds
 * fewer than `MY_LIST_MAX_ITEMS` films. Its time is now, or just after the account's latest
 * addition when that is not earlier (two adds in one millisecond keep their order).
 */
export function createKyselyMyList(database: AppDatabase, db: QueryBuilder): MyListStore {
  const forAccount = accountWrites(database, db);
  const ofFilm = (q: QueryBuilder, userId: string, source: string, id: number) =>
    q
      .selectFrom("my_list")
      .select(sql`1`.as("one"))
      .where("user_id", "=", userId)
      .where("source", "=", source)
      .where("movie_id", "=", id);

  return {
    async list(userId, source) {
      const rows = await db
        .selectFrom("my_list")
        .select("movie_id")
        .where("user_id", "=", userId)
        .where("source", "=", source)
        .orderBy("added_at", "desc")
        .orderBy("movie_id", "desc")
        .execute();
      return rows.map((row) => Number(row.movie_id));
    },

    async add(userId, source, id) {
      const outcome = await forAccount(userId, async (q) => {
        const now = Date.now();
        const latest = q
          .selectFrom("my_list")
          .select(sql<number>`COALESCE(MAX(added_at), 0)`.as("latest"))
          .where("user_id", "=", userId);
        const values = q
          .selectNoFrom([
            sql<string>`CAST(${userId} AS TEXT)`.as("user_id"),
            sql<string>`CAST(${source} AS TEXT)`.as("source"),
            sql<number>`CAST(${id} AS INTEGER)`.as("movie_id"),
            sql<number>`CASE WHEN (${latest}) >= ${now} THEN (${latest}) + 1 ELSE CAST(${now} AS BIGINT) END`.as(
              "added_at",
            ),
          ])
          .where((eb) =>
            eb.and([
              eb.not(closedNow(userId)),
              eb.not(eb.exists(ofFilm(q, userId, source, id))),
              underCap("my_list", userId, MY_LIST_MAX_ITEMS),
            ]),
          );
        const result = await q
          .insertInto("my_list")
          .columns(["user_id", "source", "movie_id", "added_at"])
          .expression(values)
          .onConflict((oc) => oc.columns(["user_id", "source", "movie_id"]).doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return "added" as const;
        if (await isClosed(q, userId)) return ACCOUNT_CLOSED;
        // Already kept (it keeps its place), or the list is full.
        return (await ofFilm(q, userId, source, id).executeTakeFirst()) ? ("added" as const) : ("list_full" as const);
      });
      return outcome === "added" ? ok(undefined) : err(outcome);
    },

    async remove(userId, source, id) {
      await forgetFilm(db, "my_list", userId, source, id);
    },

    async deleteAll(userId) {
      await db.deleteFrom("my_list").where("user_id", "=", userId).execute();
    },
  };
}
