import type Database from "better-sqlite3";
import { err, ok } from "../../contract/errors.js";
import { MY_LIST_MAX_ITEMS } from "../../contract/my-list.js";
import { ACCOUNT_CLOSED, migrateSqliteClosures, sqliteClosedCheck } from "../db/account-closures.js";
import { COLUMNS, ITEM_COLUMNS_SQL, type ItemRow, movieOf, SELECT_SQL, TABLE, valuesOf } from "./my-list-rows.js";
import type { AddOutcome, MyListStore } from "./my-list-store.js";

/** Create the tables when they are missing (the list's, and the closures it checks); answers how many changes that made. */
export function migrateSqliteMyList(db: Database.Database): number {
  const changes = migrateSqliteClosures(db);
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(TABLE)) return changes;
  db.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id TEXT NOT NULL,
    source TEXT NOT NULL,
    movie_id INTEGER NOT NULL,${ITEM_COLUMNS_SQL}
  );
  CREATE INDEX IF NOT EXISTS ${TABLE}_by_user ON ${TABLE} (user_id, seq);`);
  return changes + 1;
}

/**
 * My List in the SQLite file. Each add runs as one IMMEDIATE transaction (closure check, count,
 * insert), so the cap holds even with another process writing the same file, and an add never
 * lands after the account's closure.
 */
export function createSqliteMyList(db: Database.Database): MyListStore {
  const select = db.prepare<[string, string], ItemRow>(
    `${SELECT_SQL} WHERE user_id = ? AND source = ? ORDER BY seq DESC`,
  );
  const exists = db.prepare(`SELECT 1 FROM ${TABLE} WHERE user_id = ? AND source = ? AND movie_id = ?`);
  const count = db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM ${TABLE} WHERE user_id = ?`);
  const insert = db.prepare(
    `INSERT INTO ${TABLE} (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map(() => "?").join(", ")})`,
  );
  const remove = db.prepare(`DELETE FROM ${TABLE} WHERE user_id = ? AND source = ? AND movie_id = ?`);
  const removeAll = db.prepare(`DELETE FROM ${TABLE} WHERE user_id = ?`);
  const closed = sqliteClosedCheck(db);

  const add = db.transaction((values: ReturnType<typeof valuesOf>): AddOutcome => {
    if (closed(values[0])) return ACCOUNT_CLOSED;
    if (exists.get(values[0], values[1], values[2])) return "added";
    if ((count.get(values[0])?.n ?? 0) >= MY_LIST_MAX_ITEMS) return "list_full";
    insert.run(...values);
    return "added";
  });
  return {
    async list(userId, source) {
      return select.all(userId, source).map(movieOf);
    },
    async add(userId, source, id, entry) {
      const outcome = add.immediate(valuesOf(userId, source, id, entry));
      return outcome === "added" ? ok(undefined) : err(outcome);
    },
    async remove(userId, source, id) {
      remove.run(userId, source, id);
    },
    async deleteAll(userId) {
      removeAll.run(userId);
    },
  };
}
