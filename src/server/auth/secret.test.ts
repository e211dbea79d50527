import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authTestApp, signUpCookie, startLocalAuth, tempDataDir, uniqueEmail } from "./auth-test-kit.js";
import { resolveAuthSecret, SECRET_FILE_NAME } from "./secret.js";

let data: ReturnType<typeof tempDataDir>;
beforeEach(() => {
  data = tempDataDir();
});
afterEach(() => data.remove());

describe("auth secret", () => {
  it("generates 32 random bytes once into DATA_DIR/auth-secret with mode 0600, and reuses them", () => {
    const dir = join(data.dir, "nested", "data");
    const first = resolveAuthSecret(dir, undefined);
    const file = join(dir, SECRET_FILE_NAME);
    expect(Buffer.from(first, "base64url")).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(resolveAuthSecret(dir, undefined)).toBe(first);
    const other = tempDataDir();
    expect(resolveAuthSecret(other.dir, undefined)).not.toBe(first);
    other.remove();
  });

  it("uses AUTH_SECRET when configured and writes no file", () => {
    const configured = "c".repeat(48);
    expect(resolveAuthSecret(data.dir, configured)).toBe(configured);
    expect(existsSync(join(data.dir, SECRET_FILE_NAME))).toBe(false);
  });

  it("replaces a file too short to be a secret", () => {
    writeFileSync(join(data.dir, SECRET_FILE_NAME), "short\n");
    const secret = resolveAuthSecret(data.dir, undefined);
    expect(secret.length).toBeGreaterThanOrEqual(43);
    expect(resolveAuthSecret(data.dir, undefined)).toBe(secret);
  });

  it("keeps sessions valid across restarts because the generated secret is reused", async () => {
    const first = await startLocalAuth(data.dir);
    const cookie = await signUpCookie(authTestApp(first), uniqueEmail(), "S");
    const secret = readFileSync(join(data.dir, SECRET_FILE_NAME), "utf8");
    await first.close();
    const second = await startLocalAuth(data.dir);
    try {
      expect(readFileSync(join(data.dir, SECRET_FILE_NAME), "utf8")).toBe(secret);
      const ping = await authTestApp(second).request("/api/ping", { headers: { cookie } });
      expect(ping.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
