import { sql } from "kysely";
import pino from "pino";
import { describe, expect, it, onTestFinished } from "vitest";
import { onEachDatabase } from "../../../../tests/fakes/database-suites.js";
import { postgresForTests } from "../../../../tests/fakes/stores.js";
import { createMyListStore } from "../../my-list/index.js";
import { type AppDatabase, closeDatabase } from "../database.js";
import { queryBuilderOf } from "../query-builder.js";

const log = pino({ level: "silent" });
const pgStore = await postgresForTests();

/** A database as the release before kept My List: a row per film with the text the page sent. */
async function formerList(database: AppDatabase): Promise<void> {
  const db = queryBuilderOf(database);
  await sql`CREATE TABLE my_list_item (
    seq INTEGER PRIMARY KEY, user_id TEXT NOT NULL, source TEXT NOT NULL, movie_id INTEGER NOT NULL,
    title TEXT NOT NULL, overview TEXT NOT NULL, poster_path TEXT, backdrop_path TEXT,
    release_date TEXT, vote_average REAL, UNIQUE (user_id, source, movie_id))`.execute(db);
  const rows: [number, string, string, number][] = [
    [1, "ana", "catalog", 30],
    [2, "ana", "catalog", 10],
    [3, "ben", "tmdb", 550],
    [4, "ana", "catalog", 20],
  ];
  for (const [seq, user, source, id] of rows) {
    await sql`INSERT INTO my_list_item (seq, user_id, source, movie_id, title, overview)
      VALUES (${seq}, ${user}, ${source}, ${id}, ${"x".repeat(300)}, ${"y".repeat(5_000)})`.execute(db);
  }
}

function suite(name: string, open: () => Promise<AppDatabase>) {
  describe(`My List's move to ids on ${name}`, () => {
    it("keeps every account's films and their order, drops the text the page sent, and adds after them", async () => {
      const database = await open();
      onTestFinished(() => closeDatabase(database));
      await formerList(database);
      const store = await createMyListStore(database, log);
      expect(await store.list("ana", "catalog")).toEqual([20, 10, 30]);
      expect(await store.list("ben", "tmdb")).toEqual([550]);
      expect((await store.add("ana", "catalog", 40)).ok).toBe(true);
      expect(await store.list("ana", "catalog")).toEqual([40, 20, 10, 30]);
      const former = await sql<{ n: number }>`SELECT count(*) AS n FROM my_list`.execute(queryBuilderOf(database));
      expect(Number(former.rows[0]?.n)).toBe(5);
      // The former table, and the text in it, are gone.
      await expect(sql`SELECT 1 FROM my_list_item`.execute(queryBuilderOf(database))).rejects.toThrow();
    });
  });
}

onEachDatabase("my-list-ids", pgStore, log, suite);
