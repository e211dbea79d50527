import { sql } from "kysely";
import { err, ok } from "../../contract/errors.js";
import { LanguageIdSchema } from "../../contract/language.js";
import { ACCOUNT_CLOSED } from "../db/account-closures.js";
import type { AppDatabase } from "../db/database.js";
import { accountWrites, closedNow, type QueryBuilder } from "../db/query-builder.js";
import type { SettingsStore } from "./settings-store.js";

/**
 * Settings on either database. A choice is one guarded upsert (`accountWrites`): it lands only
 * while the account is not closed, so a choice that raced the account's deletion leaves no row.
 */
export function createKyselySettings(database: AppDatabase, db: QueryBuilder): SettingsStore {
  const forAccount = accountWrites(database, db);
  return {
    async language(userId) {
      const row = await db
        .selectFrom("user_settings")
        .select("language")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      // A value this version does not know (written by a newer one) reads as no choice.
      return LanguageIdSchema.safeParse(row?.language).data ?? null;
    },

    async setLanguage(userId, language) {
      const saved = await forAccount(userId, (q) =>
        q
          .insertInto("user_settings")
          .columns(["user_id", "language"])
          .expression(
            q
              .selectNoFrom([
                sql<string>`CAST(${userId} AS TEXT)`.as("user_id"),
                sql<string>`CAST(${language} AS TEXT)`.as("language"),
              ])
              .where((eb) => eb.not(closedNow(userId))),
          )
          .onConflict((oc) => oc.column("user_id").doUpdateSet((eb) => ({ language: eb.ref("excluded.language") })))
          .executeTakeFirst(),
      );
      return Number(saved.numInsertedOrUpdatedRows ?? 0) > 0 ? ok(undefined) : err(ACCOUNT_CLOSED);
    },

    async deleteAll(userId) {
      await db.deleteFrom("user_settings").where("user_id", "=", userId).execute();
    },
  };
}
