import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import pino from "pino";
import { afterEach, expect } from "vitest";
import { gate } from "../../tests/fakes/wait.js";
import { createApp } from "./app.js";
import { GOOD_PASSWORD } from "./auth/auth-test-kit.js";
import { loadConfig } from "./config.js";
import { createServices, type Services } from "./services.js";

/**
 * For a test file: `start(env)` builds a whole server (embedded catalogue, local accounts on a
 * fresh SQLite folder named after `prefix`) as `main.ts` does; each one is closed and its folder
 * removed after the test that started it.
 */
export function serversPerTest(prefix: string) {
  const opened: Services[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return async function start(env: Record<string, string> = {}) {
    const dataDir = mkdtempSync(join(tmpdir(), `reelwise-${prefix}-`));
    folders.push(dataDir);
    const services = await createServices(
      loadConfig({ DATA_DIR: dataDir, ...env }),
      dataDir,
      pino({ level: "silent" }),
    );
    opened.push(services);
    return { app: createApp(services.deps), services };
  };
}

/** The signed-in user behind a session cookie. */
export async function userOf(services: Services, cookie: string) {
  const user = await services.deps.auth.userFromRequest(new Request("http://x/", { headers: { cookie } }));
  if (!user) throw new Error("signed-up user has no session");
  return user;
}

/** Delete the signed-in account through the app's own route, with its password. */
export function deleteAccount(app: Hono, cookie: string) {
  return app.request("/api/account/delete", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ password: GOOD_PASSWORD }),
  });
}

/**
 * A write that reaches its store only after the account is gone. `appWith(held)` is the app with
 * the store's `call` replaced by `held`, which waits at a door; `send(app)` sends the write, the
 * account is deleted through the app while the write waits, then the door opens. Resolves with the
 * write's answer.
 */
export async function writeAfterDeletion<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  appWith: (held: (...args: A) => Promise<R>) => Hono,
  cookie: string,
  send: (app: Hono) => Response | Promise<Response>,
): Promise<Response> {
  const atDoor = gate();
  const door = gate();
  const app = appWith(async (...args) => {
    atDoor.open();
    await door.opened;
    return call(...args);
  });
  const pending = Promise.resolve(send(app));
  await atDoor.opened;
  expect((await deleteAccount(app, cookie)).status).toBe(200);
  door.open();
  return pending;
}
