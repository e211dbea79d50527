import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../e2e/harness";
import { postgresForTests } from "../fakes/stores";
import { waitFor } from "../fakes/wait";
import { addFilm, listedIds, removeFilm, signUpCookie } from "./my-list-client";

const pgStore = await postgresForTests();
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.kill();
});

/** 25 films kept, then 50 requests at once: remove those 25 and add 25 others. */
async function churn(urls: readonly string[], cookie: string): Promise<number[]> {
  const url = (i: number) => urls[i % urls.length] ?? "";
  for (let id = 1; id <= 25; id++) expect(await addFilm(url(id), cookie, id)).toBe(200);
  const statuses = await Promise.all(
    Array.from({ length: 50 }, (_, i) => (i < 25 ? removeFilm(url(i), cookie, i + 1) : addFilm(url(i), cookie, i + 1))),
  );
  expect(statuses.every((s) => s === 200)).toBe(true);
  return listedIds(url(0), cookie);
}

const EXPECTED = Array.from({ length: 25 }, (_, i) => i + 26);

describe("My List under concurrency and crashes", () => {
  it("50 concurrent adds and removes on one account leave exactly the expected set (SQLite)", async () => {
    const server = await startServer({ env: { LOG_LEVEL: "warn" } });
    servers.push(server);
    const cookie = await signUpCookie(server.url, "churn");
    expect(await churn([server.url], cookie)).toEqual(EXPECTED);
  });

  it("no acknowledged add is lost when the server is killed (SIGKILL) mid-flight", async () => {
    const first = await startServer({ env: { LOG_LEVEL: "warn" } });
    servers.push(first);
    const cookie = await signUpCookie(first.url, "crash");
    const acknowledged: number[] = [];
    // Eight clients add films one after another, so adds are always in flight; none waits on a clock.
    const queue = Array.from({ length: 240 }, (_, i) => i + 1);
    const client = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          if ((await addFilm(first.url, cookie, id)) === 200) acknowledged.push(id);
        } catch {
          // the connection died with the server: not acknowledged
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await waitFor(() => acknowledged.length >= 40, { timeoutMs: 30_000, message: "40 acknowledged adds" });
    await first.kill();
    await Promise.all(clients);

    const second = await startServer({ dataDir: first.dataDir, env: { LOG_LEVEL: "warn" } });
    servers.push(second);
    const kept = new Set(await listedIds(second.url, cookie));
    const lost = acknowledged.filter((id) => !kept.has(id));
    process.stdout.write(
      `my-list crash: ${acknowledged.length} of 240 adds acknowledged before SIGKILL, ${lost.length} lost\n`,
    );
    expect(acknowledged.length).toBeLessThan(240);
    expect(lost).toEqual([]);
  });

  describe.skipIf(!pgStore.up)("two servers on one PostgreSQL", () => {
    const database = `reelwise_mylist_${process.pid}_${Date.now().toString(36)}`;
    const admin = () => new pg.Client({ connectionString: pgStore.url });
    afterAll(async () => {
      for (const s of servers.splice(0)) await s.kill();
      const client = admin();
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
    });

    it("50 concurrent adds and removes split over both servers leave exactly the expected set", async () => {
      const client = admin();
      await client.connect();
      await client.query(`CREATE DATABASE ${database}`);
      await client.end();
      const env = {
        LOG_LEVEL: "warn",
        DATABASE_URL: new URL(`/${database}`, pgStore.url).toString(),
        AUTH_SECRET: "my-list-stress-secret-0123456789abcdef0123",
      };
      const [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
      servers.push(a, b);
      const cookie = await signUpCookie(a.url, "pgchurn");
      expect(await churn([a.url, b.url], cookie)).toEqual(EXPECTED);
      expect(await listedIds(b.url, cookie)).toEqual(EXPECTED);
    });
  });
});
