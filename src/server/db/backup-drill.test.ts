import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { postgresTool, scratchPostgres, scratchStoresMissing } from "../../../tests/fakes/scratch-stores.js";
import { catalogFilmId } from "../my-list/my-list-test-kit.js";
import { opsApp, signedIn } from "../ops/ops-test-kit.js";
import { SQLITE_FILE_NAME } from "./database.js";

/*
 * The restore drill docs/operations.md (Backups) prescribes, run for real: back up a running
 * server's database with the documented command, change something after, restore into a fresh
 * place and start a server on it: the accounts, sessions and lists as they were at the backup.
 */
const AUTH_SECRET = "backup-drill-secret-0123456789abcdef0123";
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "reelwise-backup-"));
  folders.push(dir);
  return dir;
};

/** Two films of the catalogue (My List keeps only films its movie source knows). */
const [FIGHT_CLUB, PULP_FICTION] = [catalogFilmId(1), catalogFilmId(2)];

const add = (app: Hono, cookie: string, id: number, title: string) =>
  app.request(`/api/my-list/${id}`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ title, overview: "", poster_path: null }),
  });
const listIds = async (app: Hono, cookie: string) => {
  const res = await app.request("/api/my-list", { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { id: number }[] }).results.map((m) => m.id);
};

describe("backup and restore drill", () => {
  it("SQLite: an online backup of a running server restores its accounts, sessions and lists", async () => {
    const live = folder();
    const { app } = await opsApp({ DATA_DIR: live });
    const cookie = await signedIn(app, "drill@example.com");
    expect((await add(app, cookie, FIGHT_CLUB, "Fight Club")).status).toBe(200);

    // The documented command (SQLite's backup API through better-sqlite3), while the server runs;
    // `auth-secret` is kept beside it, as the docs say.
    const saved = folder();
    const source = new Database(join(live, SQLITE_FILE_NAME));
    await source.backup(join(saved, SQLITE_FILE_NAME));
    source.close();
    copyFileSync(join(live, "auth-secret"), join(saved, "auth-secret"));
    expect((await add(app, cookie, PULP_FICTION, "Pulp Fiction")).status).toBe(200);

    const restored = folder();
    for (const file of [SQLITE_FILE_NAME, "auth-secret"]) copyFileSync(join(saved, file), join(restored, file));
    const back = await opsApp({ DATA_DIR: restored });
    expect(await (await back.app.request("/api/session", { headers: { cookie } })).json()).toMatchObject({
      user: { email: "drill@example.com" },
    });
    expect(await listIds(back.app, cookie)).toEqual([FIGHT_CLUB]);
  });

  it.skipIf(scratchStoresMissing())(
    "PostgreSQL: pg_dump -Fc of a running server, pg_restore into a fresh database, and a server on it",
    async () => {
      const postgres = await scratchPostgres();
      try {
        const { app } = await opsApp({ DATABASE_URL: postgres.url, AUTH_SECRET });
        const cookie = await signedIn(app, "drill-pg@example.com");
        expect((await add(app, cookie, FIGHT_CLUB, "Fight Club")).status).toBe(200);

        const dump = join(folder(), "reelwise.dump");
        execFileSync(postgresTool("pg_dump"), ["-Fc", "-d", postgres.url, "-f", dump]);
        expect((await add(app, cookie, PULP_FICTION, "Pulp Fiction")).status).toBe(200);

        const restoredUrl = postgres.url.replace(/\/postgres$/, "/restored");
        const { port } = new URL(postgres.url);
        execFileSync(postgresTool("createdb"), ["-h", "127.0.0.1", "-p", port, "-U", "postgres", "restored"]);
        execFileSync(postgresTool("pg_restore"), ["--no-owner", "-d", restoredUrl, dump]);

        const back = await opsApp({ DATABASE_URL: restoredUrl, AUTH_SECRET });
        expect(await (await back.app.request("/api/session", { headers: { cookie } })).json()).toMatchObject({
          user: { email: "drill-pg@example.com" },
        });
        expect(await listIds(back.app, cookie)).toEqual([FIGHT_CLUB]);
      } finally {
        await postgres.remove();
      }
    },
    60_000,
  );
});
