import type Database from "better-sqlite3";
import { err, ok } from "../../contract/errors.js";
import { MY_LIST_MAX_ITEMS } from "../../contract/my-list.js";
import {
  CLOSED_FOR_MS,
  CLOSED_TABLE,
  COLUMNS,
  ITEM_COLUMNS_SQL,
  type ItemRow,
  movieOf,
  SELECT_SQL,
  TABLE,
  valuesOf,
} from "./my-list-rows.js";
import type { AddOutcome, MyListStore } from "./my-list-store.js";

/** Create the table when it is missing; answers how many changes that made. */
export function migrateSqliteMyList(db: Database.Database): number {
  const has = (name: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name);
  let changes = 0;
  if (!has(CLOSED_TABLE)) {
    db.exec(`CREATE TABLE IF NOT EXISTS ${CLOSED_TABLE} (user_id TEXT PRIMARY KEY, closed_at INTEGER NOT NULL)`);
    changes += 1;
  }
  if (has(TABLE)) return changes;
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
 * My List in the SQLite file. Each add runs as one IMMEDIATE transaction (check, count, insert), so
 * the cap holds even with another process writing the same file.
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
  const closed = db.prepare(`SELECT 1 FROM ${CLOSED_TABLE} WHERE user_id = ? AND closed_at > ?`);
  const close = db.prepare(`INSERT OR REPLACE INTO ${CLOSED_TABLE} (user_id, closed_at) VALUES (?, ?)`);
  const forgetClosed = db.prepare(`DELETE FROM ${CLOSED_TABLE} WHERE closed_at <= ?`);

  const add = db.transaction((values: unknown[]): AddOutcome => {
    if (closed.get(values[0], Date.now() - CLOSED_FOR_MS)) return "account_closed";
    if (exists.get(values[0], values[1], values[2])) return "added";
    if ((count.get(values[0] as string)?.n ?? 0) >= MY_LIST_MAX_ITEMS) return "list_full";
    insert.run(...values);
    return "added";
  });
  const closeAccount = db.transaction((userId: string) => {
    forgetClosed.run(Date.now() - CLOSED_FOR_MS);
    close.run(userId, Date.now());
    removeAll.run(userId);
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
      closeAccount.immediate(userId);
    },
  };
}
