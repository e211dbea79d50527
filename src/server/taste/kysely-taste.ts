import { sql } from "kysely";
import { err, ok } from "../../contract/errors.js";
import { type FilmTaste, RatingSchema, TASTE_MAX_ITEMS } from "../../contract/taste.js";
import { ACCOUNT_CLOSED } from "../db/account-closures.js";
import type { AppDatabase } from "../db/database.js";
import { accountWrites, closedNow, forgetFilm, isClosed, type QueryBuilder, underCap } from "../db/query-builder.js";
import type { TasteStore } from "./taste-store.js";

/**
 * Ratings on either database. A change is one guarded upsert: it lands only when the account is
 * not closed and is under the cap (or already has the film). SQLite runs a statement under its one
 * write lock; PostgreSQL runs it in a transaction holding the account's advisory lock, which its
 * closure takes too, so a change never lands after the account's rows were emptied.
 */
export function createKyselyTaste(database: AppDatabase, db: QueryBuilder): TasteStore {
  const forAccount = accountWrites(database, db);

  return {
    async films(userId, source) {
      const rows = await db
        .selectFrom("taste")
        .select(["movie_id", "rating", "seen", "title", "release_date"])
        .where("user_id", "=", userId)
        .where("source", "=", source)
        .orderBy("updated_at", "desc")
        .orderBy("movie_id", "desc")
        .execute();
      return rows.map(
        (row): FilmTaste => ({
          id: Number(row.movie_id),
          // A rating this version does not know (written by a newer one) reads as none.
          rating: RatingSchema.safeParse(row.rating).data ?? null,
          seen: Number(row.seen) === 1,
          title: row.title,
          release_date: row.release_date,
        }),
      );
    },

    async set(userId, source, id, change) {
      if (change.rating === null && !change.seen) {
        await forgetFilm(db, "taste", userId, source, id);
        return ok(undefined);
      }
      const stored = await forAccount(userId, async (q) => {
        const values = q
          .selectNoFrom([
            sql<string>`CAST(${userId} AS TEXT)`.as("user_id"),
            sql<string>`CAST(${source} AS TEXT)`.as("source"),
            sql<number>`CAST(${id} AS INTEGER)`.as("movie_id"),
            sql<string | null>`CAST(${change.rating} AS TEXT)`.as("rating"),
            sql<number>`CAST(${change.seen ? 1 : 0} AS INTEGER)`.as("seen"),
            sql<string>`CAST(${change.title} AS TEXT)`.as("title"),
            sql<string | null>`CAST(${change.release_date || null} AS TEXT)`.as("release_date"),
            sql<number>`CAST(${Date.now()} AS BIGINT)`.as("updated_at"),
          ])
          .where((eb) =>
            eb.and([
              eb.not(closedNow(userId)),
              eb.or([
                eb.exists(
                  q
                    .selectFrom("taste")
                    .select(sql`1`.as("one"))
                    .where("user_id", "=", userId)
                    .where("source", "=", source)
                    .where("movie_id", "=", id),
                ),
                underCap("taste", userId, TASTE_MAX_ITEMS),
              ]),
            ]),
          );
        const result = await q
          .insertInto("taste")
          .columns(["user_id", "source", "movie_id", "rating", "seen", "title", "release_date", "updated_at"])
          .expression(values)
          .onConflict((oc) =>
            oc.columns(["user_id", "source", "movie_id"]).doUpdateSet((eb) => ({
              rating: eb.ref("excluded.rating"),
              seen: eb.ref("excluded.seen"),
              title: eb.ref("excluded.title"),
              release_date: eb.ref("excluded.release_date"),
              updated_at: eb.ref("excluded.updated_at"),
            })),
          )
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) return "stored" as const;
        return (await isClosed(q, userId)) ? ACCOUNT_CLOSED : ("taste_full" as const);
      });
      return stored === "stored" ? ok(undefined) : err(stored);
    },

    async deleteAll(userId) {
      await db.deleteFrom("taste").where("user_id", "=", userId).execute();
    },
  };
}
