import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import type { PasswordAccounts } from "../src/server/auth/auth-provider.js";
import { loadConfig } from "../src/server/config.js";
import { noteServedAddress } from "../src/server/ops/served-address.js";
import { createServices } from "../src/server/services.js";
import { postgresForTests } from "../tests/fakes/stores.js";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const log = pino({ level: "silent" });
const caller = { log, ip: "127.0.0.1" };

describe("npm run account (the operator's command)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-account-cmd-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, PUBLIC_URL: "https://movies.example.com", LOG_LEVEL: "silent" };
  const command = (...args: string[]) => commandIn(env, ...args);
  const commandIn = (where: Record<string, string>, ...args: string[]) => commandFrom(ROOT, where, ...args);
  /** The command run from the folder `cwd` (whose `.env` it reads), with only `where` in its environment. */
  const commandFrom = (cwd: string, where: Record<string, string>, ...args: string[]) =>
    run(process.execPath, ["--import", import.meta.resolve("tsx"), join(ROOT, "scripts/account.ts"), ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...where },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  /** The server's own services on the same data folder, for one step. */
  async function withServer<T>(step: (accounts: PasswordAccounts) => Promise<T>) {
    const services = await createServices(loadConfig(env), "dist", log);
    try {
      const { auth } = services.deps;
      if (auth.kind !== "local") throw new Error("no local accounts");
      return await step(auth.accounts);
    } finally {
      await services.close();
    }
  }

  it("prints a one-time reset link that sets the password, and deletes an account", async () => {
    const email = "operator.case@example.com";
    await withServer((accounts) => accounts.signUp({ email, password: "First1Password", username: "Op" }, caller));

    const printed = await command("reset-password", email.toUpperCase());
    expect(printed.code).toBe(0);
    expect(printed.stderr).toContain(`Using the SQLite file ${join(dataDir, "reelwise.db")}.`);
    const link = /https:\/\/movies\.example\.com\/reset-password\?token=([A-Za-z0-9]+)/.exec(printed.stdout);
    expect(link).not.toBeNull();
    await withServer(async (accounts) => {
      expect((await accounts.resetPassword(link?.[1] ?? "", "Second1Password", caller)).ok).toBe(true);
      expect((await accounts.resetPassword(link?.[1] ?? "", "Third1Password", caller)).ok).toBe(false);
      expect((await accounts.signIn({ email, password: "Second1Password" }, caller)).result.ok).toBe(true);
    });

    const deleted = await command("delete", email);
    expect(deleted).toMatchObject({ code: 0, stdout: expect.stringContaining(`Deleted the account ${email}`) });
    await withServer(async (accounts) => {
      expect((await accounts.signIn({ email, password: "Second1Password" }, caller)).result.ok).toBe(false);
    });
    expect(await command("delete", email)).toMatchObject({ code: 1, stderr: expect.stringContaining("No account") });
    expect(await command("reset-password")).toMatchObject({ code: 1, stderr: expect.stringContaining("usage:") });
  }, 90_000); // four runs of the command, each a fresh Node process compiling TypeScript

  it("prints links on the address the server runs on, not the PORT of a .env it shares", async () => {
    const email = "elsewhere.port@example.com";
    const where = mkdtempSync(join(tmpdir(), "reelwise-account-cwd-"));
    try {
      await withServer((accounts) => accounts.signUp({ email, password: "First1Password", username: "Op" }, caller));
      // The server was started as `PORT=4123 npm start` in a folder whose .env (from .env.example) says 3000.
      writeFileSync(join(where, ".env"), "PORT=3000\n");
      const shell = { DATA_DIR: dataDir, LOG_LEVEL: "silent" };
      noteServedAddress(dataDir, "http://localhost:4123"); // as main.ts does when it listens
      const printed = await commandFrom(where, shell, "reset-password", email);
      expect(printed.stdout).toMatch(/^http:\/\/localhost:4123\/reset-password\?token=[A-Za-z0-9]+\n/);
      // The command's own shell still decides when it says where the site is.
      const told = await commandFrom(where, { ...shell, PORT: "8080" }, "reset-password", email);
      expect(told.stdout).toMatch(/^http:\/\/localhost:8080\/reset-password\?token=/);
    } finally {
      rmSync(where, { recursive: true, force: true });
    }
  }, 60_000); // two runs of the command

  it("refuses to create a database where the server keeps none, and says where it looked", async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), "reelwise-account-empty-"));
    try {
      const answer = await commandIn({ ...env, DATA_DIR: elsewhere }, "reset-password", "someone@example.com");
      expect(answer.code).toBe(1);
      expect(answer.stderr).toContain(`There is no database at ${join(elsewhere, "reelwise.db")}`);
      expect(answer.stderr).not.toContain("No account");
      expect(readdirSync(elsewhere)).toEqual([]);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe("npm run account with DATABASE_URL", async () => {
  const store = await postgresForTests();
  describe.skipIf(!store.up)("PostgreSQL", () => {
    it("refuses a database the server never used, and creates nothing in it", async () => {
      const name = `reelwise_empty_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: store.url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(store.url);
        url.pathname = `/${name}`;
        const answer = await run(
          process.execPath,
          ["--import", "tsx", "scripts/account.ts", "reset-password", "a@example.com"],
          {
            cwd: ROOT,
            env: {
              PATH: process.env.PATH ?? "",
              HOME: process.env.HOME ?? "",
              DATABASE_URL: url.href,
              LOG_LEVEL: "silent",
            },
          },
        ).then(
          () => ({ code: 0, stderr: "" }),
          (error: { code: number; stderr: string }) => error,
        );
        expect(answer.code).toBe(1);
        expect(answer.stderr).toContain(`The PostgreSQL database ${name} on ${url.host} holds no Reelwise accounts`);
        const empty = new pg.Client({ connectionString: url.href });
        await empty.connect();
        const tables = await empty.query(
          "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
        );
        await empty.end();
        expect(tables.rows[0].n).toBe(0);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  });
});
