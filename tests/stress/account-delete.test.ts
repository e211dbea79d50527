import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { createServices, type Services } from "../../src/server/services";
import type { UserData } from "../../src/server/user-data";
import { waitFor } from "../fakes/wait";

/** Per-account rows kept in memory, as a store like My List keeps them in its table. */
class RowsPerUser implements UserData {
  readonly rows = new Map<string, number>();
  async deleteAll(userId: string) {
    this.rows.delete(userId);
  }
}

const PASSWORD = "Stress1Password";
const OTHER_SESSIONS = 6;

describe("deleting an account while its other sessions keep making requests", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-delete-stress-"));
  let services: Services | undefined;
  afterAll(async () => {
    await services?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers no 5xx, and leaves no session, credential, user or per-account row behind", async () => {
    // Each simulated session has its own address (one trusted proxy hop), so the per-address budgets do not refuse them.
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", TRUST_PROXY: "1" });
    services = await createServices(config, join(dataDir, "web"), pino({ level: "silent" }));
    const store = new RowsPerUser();
    const app = createApp({ ...services.deps, userData: [store] });
    const post = (path: string, body: unknown, headers: Record<string, string>) =>
      app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });

    const email = `stress.${Date.now().toString(36)}@example.com`;
    const signUp = await post(
      "/api/auth/sign-up",
      { email, password: PASSWORD, username: "Stress" },
      { "x-forwarded-for": "10.9.0.1" },
    );
    expect(signUp.status).toBe(200);
    const { user } = (await signUp.json()) as { user: { uid: string } };
    store.rows.set(user.uid, 3);
    const cookieOf = (res: Response) =>
      res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    const owner = cookieOf(signUp);
    const sessions: string[] = [];
    for (let i = 0; i < OTHER_SESSIONS; i += 1) {
      const res = await post("/api/auth/sign-in", { email, password: PASSWORD }, { "x-forwarded-for": `10.9.1.${i}` });
      expect(res.status).toBe(200);
      sessions.push(cookieOf(res));
    }

    // Each other session loops over what a page does (session, lists, a search, a rename) until it is refused.
    const statuses = new Map<number, number>();
    const done = new Array<number>(OTHER_SESSIONS).fill(0);
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const browse = async (cookie: string, i: number) => {
      const headers = { cookie, "x-forwarded-for": `10.9.2.${i}` };
      for (let round = 0; round < 500; round += 1) {
        const answers = await Promise.all([
          app.request("/api/session", { headers }),
          app.request("/api/movies/popular", { headers }),
          app.request("/api/movies/search?query=star", { headers }),
          post("/api/account/profile", { displayName: `Tab ${i}.${round}` }, headers),
        ]);
        for (const res of answers) count(res.status);
        done[i] = (done[i] ?? 0) + 1;
        if (answers[1]?.status === 401) return;
      }
    };
    const browsing = sessions.map((cookie, i) => browse(cookie, i));
    await waitFor(() => done.every((n) => n >= 3), { timeoutMs: 20_000, message: "every session busy" });
    const deletion = await post(
      "/api/account/delete",
      { password: PASSWORD },
      { cookie: owner, "x-forwarded-for": "10.9.0.1" },
    );
    expect(deletion.status).toBe(200);
    await Promise.all(browsing);

    const summary = [...statuses].map(([status, n]) => `${status}×${n}`).join(", ");
    console.log(`account deletion under load: ${summary}`);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect([...statuses.keys()].every((status) => [200, 401, 429].includes(status))).toBe(true);
    expect(store.rows.has(user.uid)).toBe(false);

    const db = new Database(join(dataDir, "reelwise.db"), { readonly: true });
    try {
      for (const [table, column] of [
        ["session", "userId"],
        ["account", "userId"],
        ["user", "id"],
      ] as const) {
        const row = db.prepare(`SELECT COUNT(*) AS n FROM "${table}" WHERE "${column}" = ?`).get(user.uid) as {
          n: number;
        };
        expect(row.n, `${table} rows left for the deleted account`).toBe(0);
      }
    } finally {
      db.close();
    }
    const signIn = await post("/api/auth/sign-in", { email, password: PASSWORD }, { "x-forwarded-for": "10.9.3.1" });
    expect(signIn.status).toBe(401);
  });
});
