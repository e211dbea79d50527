import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { MY_LIST_MAX_ITEMS } from "../../src/contract/my-list";
import { catalogFilmId } from "../../src/server/my-list/my-list-test-kit";
import { type RunningServer, startServer } from "../e2e/harness";
import { signUpCookie } from "./my-list-client";

/**
 * Bytes of the data directory's databases once their write-ahead logs are folded in (a log holds
 * each commit's pages until a checkpoint: transient, not what the account keeps).
 */
function bytesOn(dir: string): number {
  const files = readdirSync(dir).filter((name) => name.endsWith(".db") || name.endsWith(".sqlite"));
  for (const name of files) {
    const db = new Database(join(dir, name));
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.close();
  }
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.kill();
});

describe("My List bytes: what one account can make the server store", () => {
  it("a full list of ids stays small on disk; past the cap adds are refused, whatever the client sends", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "reelwise-list-bytes-"));
    // Per-user and per-group write budgets ×10: this test fills one list within a minute on purpose.
    const server = await startServer({ dataDir, env: { LOG_LEVEL: "warn", RATE_LIMIT_SCALE: "10" } });
    servers.push(server);
    const cookie = await signUpCookie(server.url, "bytes");
    const before = bytesOn(dataDir);
    // Each add also carries 4 KB of text a hostile page could send (under the body limit): none of it may be kept.
    const padding = JSON.stringify({ title: "x".repeat(2_000), overview: "y".repeat(2_000) });
    const add = async (n: number) => {
      const res = await fetch(`${server.url}/api/my-list/${catalogFilmId(n)}`, {
        method: "PUT",
        headers: { cookie, "content-type": "application/json" },
        body: padding,
      });
      await res.body?.cancel();
      return res.status;
    };
    const statuses: number[] = [];
    for (let n = 1; n <= MY_LIST_MAX_ITEMS + 5; n++) statuses.push(await add(n));
    expect(statuses.slice(0, MY_LIST_MAX_ITEMS).filter((s) => s !== 200)).toEqual([]);
    expect(statuses.slice(MY_LIST_MAX_ITEMS)).toEqual([409, 409, 409, 409, 409]);

    const grown = bytesOn(dataDir) - before;
    process.stdout.write(
      `my-list bytes: ${MY_LIST_MAX_ITEMS} films kept, ${Math.round(((MY_LIST_MAX_ITEMS + 5) * padding.length) / 1024)} KB of page text sent, ` +
        `data directory grew ${Math.round(grown / 1024)} KB (${Math.round(grown / MY_LIST_MAX_ITEMS)} B a film)\n`,
    );
    // Ids only: far below what the text sent would take (the write-ahead log included).
    expect(grown).toBeLessThan(MY_LIST_MAX_ITEMS * 512);
  }, 120_000);
});
