import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createRateLimits } from "../http/rate-limit.js";
import { quietLog, tempDataDir } from "./auth-test-kit.js";
import { SQLITE_FILE_NAME } from "./database.js";
import { createAuthProvider } from "./index.js";

let data: ReturnType<typeof tempDataDir>;
beforeEach(() => {
  data = tempDataDir();
});
afterEach(() => data.remove());

const deps = () => ({ log: quietLog, limits: createRateLimits() });

describe("createAuthProvider", () => {
  it("defaults to local accounts: creates DATA_DIR, the SQLite file and routes; idempotent on restart", async () => {
    const dir = join(data.dir, "fresh");
    const config = loadConfig({ DATA_DIR: dir });
    const auth = await createAuthProvider(config, deps());
    expect(auth.kind).toBe("local");
    expect(auth.routes).not.toBeNull();
    expect(existsSync(join(dir, SQLITE_FILE_NAME))).toBe(true);
    await auth.close();
    const again = await createAuthProvider(config, deps());
    expect(again.kind).toBe("local");
    await again.close();
  });

  it("picks firebase from AUTH_PROVIDER=firebase, with no routes and no database", async () => {
    const config = loadConfig({
      DATA_DIR: data.dir,
      AUTH_PROVIDER: "firebase",
      FIREBASE_API_KEY: "fake-api-key",
      FIREBASE_PROJECT_ID: "demo-reelwise",
    });
    const auth = await createAuthProvider(config, deps());
    try {
      expect(auth.kind).toBe("firebase");
      expect(auth.routes).toBeNull();
      expect(existsSync(join(data.dir, SQLITE_FILE_NAME))).toBe(false);
      expect(await auth.userFromRequest(new Request("http://x/api/ping"))).toBeNull();
    } finally {
      await auth.close();
    }
  });
});
