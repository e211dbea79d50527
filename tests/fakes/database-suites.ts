import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import pino, { type Logger } from "pino";
import { afterAll, beforeAll, describe } from "vitest";
import { type AppDatabase, openDatabase } from "../../src/server/db/database.js";
import { databasePerSuite } from "../../src/server/db/database-test-kit.js";
import { postgresForTests, type Store } from "./stores.js";

/**
 * Run one store suite against each database the server supports: a fresh SQLite file, and (when
 * the test PostgreSQL answered) a throwaway schema of it, dropped afterwards.
 */
export function onEachDatabase(
  prefix: string,
  postgres: Store,
  log: Logger,
  suite: (name: string, open: () => Promise<AppDatabase>) => void,
): void {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  suite("SQLite", async () => {
    const dir = mkdtempSync(join(tmpdir(), `reelwise-${prefix}-`));
    folders.push(dir);
    return openDatabase({ dataDir: dir }, log);
  });

  const schema = `${prefix.replaceAll("-", "_")}_test_${process.pid}_${Date.now().toString(36)}`;
  describe.skipIf(!postgres.up)("PostgreSQL", () => {
    let admin: pg.Pool;
    beforeAll(async () => {
      admin = new pg.Pool({ connectionString: postgres.url, max: 1 });
      await admin.query(`CREATE SCHEMA ${schema}`);
    });
    afterAll(async () => {
      await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin?.end();
    });
    const url = `${postgres.url}${postgres.url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    suite("PostgreSQL", async () => openDatabase({ dataDir: tmpdir(), url }, log));
  });
}

/** What a store's contract suite works with: the store under test, its database, fresh account ids. */
export interface StoreSuite<S> {
  store: () => S;
  /** The store made again on the same database (its migrations run again). */
  remade: () => Promise<S>;
  database: () => AppDatabase;
  newUser: () => string;
  log: Logger;
}

/**
 * A store's contract suite (`"<title> on <database>"`), run against each database (PostgreSQL when
 * the test one answers): the store is made with `create` once per database, before the suite's tests.
 */
export async function onEachStore<S>(
  options: { prefix: string; title: string; create: (database: AppDatabase, log: Logger) => Promise<S> },
  suite: (kit: StoreSuite<S>) => void,
): Promise<void> {
  const log = pino({ level: "silent" });
  onEachDatabase(options.prefix, await postgresForTests(), log, (name, open) => {
    describe(`${options.title} on ${name}`, () => {
      let made: S | undefined;
      const { database, newUser } = databasePerSuite(open, async (opened) => {
        made = await options.create(opened, log);
      });
      const store = () => {
        if (made === undefined) throw new Error("onEachStore: the store is made before the suite's tests");
        return made;
      };
      suite({ store, remade: () => options.create(database(), log), database, newUser, log });
    });
  });
}
