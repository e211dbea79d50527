import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { cookieHeader, GOOD_PASSWORD, uniqueEmail } from "../auth/auth-test-kit.js";
import { loadConfig } from "../config.js";
import { closeDatabase, openDatabase } from "../db/database.js";
import { catalogFilmId } from "../my-list/my-list-test-kit.js";
import { createServices, type Services } from "../services.js";
import { createSettingsStore } from "../settings/index.js";

const log = pino({ level: "silent" });
const opened: Services[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const film = { title: "Heat", overview: "A heist.", poster_path: "/p/12.svg" };
/** Two films of the catalogue (My List keeps only films its movie source knows). */
const [kept, another] = [catalogFilmId(1), catalogFilmId(2)];

/** A whole server on `dataDir` (a fresh one unless given: a restart), as `npm start` builds it. */
async function start(dataDir = mkdtempSync(join(tmpdir(), "reelwise-deletion-"))) {
  if (!folders.includes(dataDir)) folders.push(dataDir);
  const services = await createServices(loadConfig({ DATA_DIR: dataDir }), dataDir, log);
  opened.push(services);
  return { dataDir, services, app: createApp(services.deps) };
}

const stop = async (services: Services) => {
  opened.splice(opened.indexOf(services), 1);
  await services.close();
};

/** An account with a film in its list and a chosen language; its id, e-mail and session. */
async function accountWithRows({ app, services }: Awaited<ReturnType<typeof start>>) {
  const email = uniqueEmail("deleted");
  const json = { "content-type": "application/json" };
  const up = await app.request("/api/auth/sign-up", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password: GOOD_PASSWORD, username: "D" }),
  });
  expect(up.status).toBe(200);
  const cookie = cookieHeader(up);
  const headers = { ...json, cookie };
  expect(
    (await app.request(`/api/my-list/${kept}`, { method: "PUT", headers, body: JSON.stringify(film) })).status,
  ).toBe(200);
  expect((await app.request("/api/settings", { method: "PUT", headers, body: '{"language":"AR"}' })).status).toBe(200);
  const user = await services.deps.auth.userFromRequest(new Request("http://x/", { headers: { cookie } }));
  if (!user) throw new Error("no session");
  return { uid: user.uid, email, cookie, headers };
}

/** The owner asks for their account's deletion, with the right password. */
const deleteAs = (app: Awaited<ReturnType<typeof start>>["app"], headers: Record<string, string>) =>
  app.request("/api/account/delete", { method: "POST", headers, body: JSON.stringify({ password: GOOD_PASSWORD }) });

/** What is left of an account on a running server: can it sign in, and its rows in each store. */
async function leftOf({ app, services }: Awaited<ReturnType<typeof start>>, uid: string, email: string) {
  const signIn = await app.request("/api/auth/sign-in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: GOOD_PASSWORD }),
  });
  return {
    signIn: signIn.status,
    films: (await services.deps.myList.list(uid, "catalog")).length,
    language: await services.deps.settings.language(uid),
    unfinished: await services.deps.closures.unfinished(),
  };
}

/** What `leftOf` finds of a deleted account. */
const NOTHING_LEFT = { signIn: 401, films: 0, language: null, unfinished: [] };

/** Stop `server` and start again on its folder: the start finishes the deletion, leaving nothing. */
async function expectFinishedByNextStart(server: Awaited<ReturnType<typeof start>>, uid: string, email: string) {
  await stop(server.services);
  const next = await start(server.dataDir);
  expect(await leftOf(next, uid, email)).toEqual(NOTHING_LEFT);
}

describe("deleting an account leaves nothing behind, even when it is cut short", () => {
  it("a deletion a crash stopped after its first step is finished by the next start", async () => {
    const first = await start();
    const { uid, email } = await accountWithRows(first);
    // What a crash right after the closure leaves: the account and its rows, closed.
    await first.services.deps.closures.close(uid);
    await expectFinishedByNextStart(first, uid, email);
  });

  it("a store that fails stops the deletion before the account goes: the owner can retry, the next start finishes", async () => {
    const first = await start();
    const { uid, email, headers } = await accountWithRows(first);
    // A real store whose database is gone: every call fails.
    const elsewhere = mkdtempSync(join(tmpdir(), "reelwise-deletion-broken-"));
    folders.push(elsewhere);
    const brokenDatabase = await openDatabase({ dataDir: elsewhere }, log);
    const broken = await createSettingsStore(brokenDatabase, log);
    await closeDatabase(brokenDatabase);
    const app = createApp({ ...first.services.deps, userData: [first.services.deps.myList, broken] });

    const deletion = await deleteAs(app, headers);
    expect(deletion.status).toBe(503);
    // The account is still there (its owner can try again), its writes are refused meanwhile.
    expect((await app.request("/api/session", { headers })).status).toBe(200);
    const late = await app.request(`/api/my-list/${another}`, { method: "PUT", headers, body: JSON.stringify(film) });
    expect(late.status).toBe(401);
    await expectFinishedByNextStart(first, uid, email);
  });

  it("a deletion that completes leaves no closure to finish, and the account's other sessions end", async () => {
    const server = await start();
    const { uid, email, headers } = await accountWithRows(server);
    const deletion = await deleteAs(server.app, headers);
    expect(deletion.status).toBe(200);
    expect(deletion.headers.getSetCookie().join()).toMatch(/reelwise\.session_token=;.*Max-Age=0/);
    expect(JSON.parse(await (await server.app.request("/api/session", { headers })).text())).toEqual({ user: null });
    expect(await leftOf(server, uid, email)).toEqual(NOTHING_LEFT);
  });
});
