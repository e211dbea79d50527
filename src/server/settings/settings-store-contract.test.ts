import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onEachDatabase } from "../../../tests/fakes/database-suites.js";
import { postgresForTests } from "../../../tests/fakes/stores.js";
import { type AppDatabase, closeDatabase } from "../db/database.js";
import { createSettingsStore } from "./index.js";
import type { SettingsStore } from "./settings-store.js";

const log = pino({ level: "silent" });
const pgStore = await postgresForTests();

/** One suite, run against each database: what the page relies on when it remembers a language. */
function contract(name: string, open: () => Promise<AppDatabase>) {
  describe(`settings on ${name}`, () => {
    let database: AppDatabase;
    let store: SettingsStore;
    beforeAll(async () => {
      database = await open();
      store = await createSettingsStore(database, log);
    });
    afterAll(async () => {
      await closeDatabase(database);
    });
    let user = 0;
    const newUser = () => `user-${process.pid}-${Date.now().toString(36)}-${++user}`;

    it("has no language until one is chosen, then the last choice, per account", async () => {
      const [a, b] = [newUser(), newUser()];
      expect(await store.language(a)).toBeNull();
      await store.setLanguage(a, "AR");
      await store.setLanguage(b, "spanish");
      await store.setLanguage(a, "spanish");
      await store.setLanguage(a, "AR");
      expect(await store.language(a)).toBe("AR");
      expect(await store.language(b)).toBe("spanish");
    });

    it("forgets an account's settings with the account, and migrating again keeps the others", async () => {
      const [gone, kept] = [newUser(), newUser()];
      await store.setLanguage(gone, "AR");
      await store.setLanguage(kept, "EN");
      await store.deleteAll(gone);
      await store.deleteAll(gone);
      expect(await store.language(gone)).toBeNull();
      const again = await createSettingsStore(database, log);
      expect(await again.language(kept)).toBe("EN");
    });
  });
}

onEachDatabase("settings", pgStore, log, contract);
