import { afterAll, beforeAll } from "vitest";
import { type AppDatabase, closeDatabase } from "./database.js";

/**
 * For a store suite's describe block: the database `open` gives, opened once before the block with
 * `ready` run on it (open the stores under test) and closed after it. `newUser()` is an account id
 * no other test of the run uses.
 */
export function databasePerSuite(
  open: () => Promise<AppDatabase>,
  ready: (database: AppDatabase) => Promise<void>,
  userPrefix = "user",
) {
  let database: AppDatabase | undefined;
  beforeAll(async () => {
    database = await open();
    await ready(database);
  });
  afterAll(async () => {
    if (database) await closeDatabase(database);
  });
  let user = 0;
  return {
    database(): AppDatabase {
      if (!database) throw new Error("databasePerSuite: used outside its describe block");
      return database;
    },
    newUser: () => `${userPrefix}-${process.pid}-${Date.now().toString(36)}-${++user}`,
  };
}
