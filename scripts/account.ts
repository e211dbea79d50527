/**
 * The operator's account command, for servers without SMTP_URL (and for removing an account on
 * request). Uses the server's own config loader and database, which must already exist (it says which
 * one it opened, and never creates an empty one). Reset links open on PUBLIC_URL or localhost:$PORT
 * when this shell sets them (not `.env`), else on the address the server noted in DATA_DIR when it
 * last started:
 *   npm run account -- reset-password EMAIL   print a one-time reset link (30 minutes)
 *   npm run account -- delete EMAIL           remove the account, its sessions and its per-account rows
 */
import { existsSync } from "node:fs";
import pino from "pino";
import { deleteAccount } from "../src/server/account/account-deletion.js";
import type { ResetLink } from "../src/server/auth/auth-provider.js";
import { ConfigError, loadConfig } from "../src/server/config.js";
import { describeDatabase, MissingDatabaseError } from "../src/server/db/database.js";
import { resetLinkBase, servedAddress } from "../src/server/ops/served-address.js";
import { createServices } from "../src/server/services.js";

const USAGE = "usage: npm run account -- reset-password EMAIL | delete EMAIL";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  if (!email || (command !== "reset-password" && command !== "delete")) fail(USAGE);
  // Where the shell says the site is, before `.env` (which the server reads too) fills in the rest.
  const shell = { PUBLIC_URL: process.env.PUBLIC_URL, PORT: process.env.PORT };
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (config.auth.kind !== "local") fail("AUTH_PROVIDER=firebase: manage accounts in the Firebase console.");
  // Links open on PUBLIC_URL (or localhost:$PORT) when this shell sets them, else where the server last started.
  const publicUrl = resetLinkBase(shell, config.auth.publicUrl, servedAddress(config.database.dataDir));
  config = { ...config, auth: { ...config.auth, publicUrl } };

  const log = pino({ level: "warn" }, pino.destination(2));
  const links: ResetLink[] = [];
  const services = await createServices(config, "dist", log, {
    sendResetLink: async (link) => void links.push(link),
    existingDatabase: true,
  }).catch((error: unknown) => {
    if (error instanceof MissingDatabaseError) fail(`${error.message} Nothing was changed.`);
    throw error;
  });
  process.stderr.write(`Using the ${describeDatabase(config.database)}.\n`);
  try {
    const { auth } = services.deps;
    if (auth.kind !== "local") fail("This server keeps no accounts.");
    const { accounts } = auth;
    if (command === "reset-password") {
      const asked = await accounts.requestPasswordReset({ email, language: "EN" }, { log, ip: "127.0.0.1" });
      if (!asked.ok) fail(`Could not create a reset link (${asked.error.code}).`);
      const [link] = links;
      if (!link) fail(`No account with the address ${email}.`);
      process.stdout.write(
        `${link.link}\n(works once, for ${link.minutes} minutes; it ends every session of the account)\n`,
      );
    } else {
      const uid = await accounts.accountIdOf(email);
      if (!uid) fail(`No account with the address ${email}.`);
      if (!(await deleteAccount(services.deps, uid, log))) fail("The deletion stopped: run the command again.");
      process.stdout.write(`Deleted the account ${email}, its sessions and its saved rows.\n`);
    }
  } finally {
    await services.close();
  }
}

await main();
