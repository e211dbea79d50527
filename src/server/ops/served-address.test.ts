import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { noteServedAddress, resetLinkBase, servedAddress } from "./served-address.js";

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "reelwise-served-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The link base the operator's command uses, for its shell's environment, what its `.env` adds
 * (the shell wins, as Node's loader leaves set variables alone) and a server's note.
 */
function baseFor(shell: Record<string, string>, noted: string | undefined, dotEnv: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: folder(), ...dotEnv, ...shell });
  if (config.auth.kind !== "local") throw new Error("local accounts expected");
  return resetLinkBase(shell, config.auth.publicUrl, noted);
}

describe("where the operator's reset links open", () => {
  it("reads back what the server noted; nothing when it never started or the note is broken", () => {
    const dir = folder();
    expect(servedAddress(dir)).toBeUndefined();
    noteServedAddress(dir, "http://localhost:4123");
    expect(servedAddress(dir)).toBe("http://localhost:4123");
    writeFileSync(join(dir, "served-address.json"), "{ not json");
    expect(servedAddress(dir)).toBeUndefined();
    writeFileSync(join(dir, "served-address.json"), JSON.stringify({ publicUrl: "javascript:alert(1)" }));
    expect(servedAddress(dir)).toBeUndefined();
  });

  it("on PUBLIC_URL, else localhost:$PORT, when the command's shell sets them", () => {
    expect(baseFor({ PUBLIC_URL: "https://movies.example.com/" }, "http://localhost:4123")).toBe(
      "https://movies.example.com",
    );
    expect(baseFor({ PORT: "8080" }, "http://localhost:4123")).toBe("http://localhost:8080");
  });

  it("else where the server last started (a server on another PORT), else localhost:3000", () => {
    expect(baseFor({}, "http://localhost:4123")).toBe("http://localhost:4123");
    expect(baseFor({}, "https://movies.example.com")).toBe("https://movies.example.com");
    expect(baseFor({}, undefined)).toBe("http://localhost:3000");
  });

  it("a PORT or PUBLIC_URL from .env, which the server reads too, does not hide where it runs", () => {
    expect(baseFor({}, "http://localhost:4123", { PORT: "3000" })).toBe("http://localhost:4123");
    expect(baseFor({}, "http://localhost:4123", { PUBLIC_URL: "https://old.example.com" })).toBe(
      "http://localhost:4123",
    );
    // With no note (the server never started on this data folder), .env is all there is to go by.
    expect(baseFor({}, undefined, { PORT: "8081" })).toBe("http://localhost:8081");
  });
});
