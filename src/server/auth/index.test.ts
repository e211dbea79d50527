import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.js";
import { closeDatabase, openDatabase, SQLITE_FILE_NAME } from "../db/database.js";
import { quietLog, tempDataDir } from "./auth-test-kit.js";
import { createAuthProvider } from "./index.js";

let data: ReturnType<typeof tempDataDir>;
beforeEach(() => {
  data = tempDataDir();
});
afterEach(() => data.remove());

/** The database services.ts would open for this config (closed by the test). */
const databaseFor = (config: ReturnType<typeof loadConfig>) => openDatabase(config.database, quietLog);
/** Firebase mode with a fake project, on this test's data folder. */
const firebaseConfig = () =>
  loadConfig({
    DATA_DIR: data.dir,
    AUTH_PROVIDER: "firebase",
    FIREBASE_API_KEY: "fake-api-key",
    FIREBASE_PROJECT_ID: "demo-reelwise",
  });

describe("createAuthProvider", () => {
  it("defaults to local accounts: creates DATA_DIR, the SQLite file and accounts; idempotent on restart", async () => {
    const dir = join(data.dir, "fresh");
    const config = loadConfig({ DATA_DIR: dir });
    const database = await databaseFor(config);
    try {
      const auth = await createAuthProvider(config.auth, { log: quietLog, database });
      expect(auth.kind).toBe("local");
      expect("accounts" in auth && auth.accounts).toBeTruthy();
      expect(existsSync(join(dir, SQLITE_FILE_NAME))).toBe(true);
      await auth.close();
      const again = await createAuthProvider(config.auth, { log: quietLog, database });
      expect(again.kind).toBe("local");
      await again.close();
    } finally {
      await closeDatabase(database);
    }
  });

  it("picks firebase from AUTH_PROVIDER=firebase, with no accounts and no auth tables", async () => {
    const config = firebaseConfig();
    const database = await databaseFor(config);
    const auth = await createAuthProvider(config.auth, { log: quietLog, database });
    try {
      expect(auth.kind).toBe("firebase");
      expect("accounts" in auth).toBe(false);
      if (database.kind !== "sqlite") throw new Error("expected the default SQLite database");
      const tables = database.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
      expect(tables).toEqual([]);
      expect(await auth.userFromRequest(new Request("http://x/api/ping"))).toBeNull();
    } finally {
      await auth.close();
      await closeDatabase(database);
    }
  });

  it("refuses a firebase provider when the environment names an emulator the config does not, and changes nothing", async () => {
    vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9");
    try {
      const config = firebaseConfig();
      const database = await databaseFor(config);
      try {
        await expect(createAuthProvider(config.auth, { log: quietLog, database })).rejects.toThrow(
          /refusing to accept unsigned tokens/,
        );
        expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe("127.0.0.1:9");
      } finally {
        await closeDatabase(database);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
