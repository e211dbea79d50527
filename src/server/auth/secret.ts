import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { errorProperty } from "../logger.js";

export const SECRET_FILE_NAME = "auth-secret";

/** The shortest secret we accept from the file (the same floor as `AUTH_SECRET`). */
const MIN_SECRET_LENGTH = 32;

function readSecret(file: string): string | undefined {
  try {
    const text = readFileSync(file, "utf8").trim();
    return text.length >= MIN_SECRET_LENGTH ? text : undefined;
  } catch (error) {
    if (errorProperty(error, "code") === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * The secret that signs session cookies: `AUTH_SECRET` when configured, else one generated once
 * (32 random bytes, base64url) into `<dataDir>/auth-secret` with mode 0600 and reused afterwards,
 * so sessions survive restarts. When two processes race on first start, the first file wins.
 */
export function resolveAuthSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SECRET_FILE_NAME);
  const existing = readSecret(file);
  if (existing) return existing;
  const fresh = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if (errorProperty(error, "code") !== "EEXIST") throw error;
    const raced = readSecret(file);
    if (raced) return raced;
    // An unusable (too short) file: replace it rather than refuse to start.
    writeFileSync(file, `${fresh}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return fresh;
}
