import pino from "pino";
import { afterAll, describe, expect, it, vi } from "vitest";
import { onEachDatabase } from "../../../tests/fakes/database-suites.js";
import { postgresForTests } from "../../../tests/fakes/stores.js";
import { gate, waitFor } from "../../../tests/fakes/wait.js";
import { createMyListStore } from "../my-list/index.js";
import type { MyListStore } from "../my-list/my-list-store.js";
import { createSettingsStore } from "../settings/index.js";
import type { SettingsStore } from "../settings/settings-store.js";
import { ACCOUNT_LOCK_SPACE, type AccountClosures, CLOSED_FOR_MS, createAccountClosures } from "./account-closures.js";
import type { AppDatabase } from "./database.js";
import { databasePerSuite } from "./database-test-kit.js";
import { accountWrites, queryBuilderOf } from "./query-builder.js";

const log = pino({ level: "silent" });
const pgStore = await postgresForTests();

/** One suite, run against each database: what every per-account store does for a closed account. */
function contract(name: string, open: () => Promise<AppDatabase>) {
  describe(`account closures on ${name}`, () => {
    let closures: AccountClosures;
    let myList: MyListStore;
    let settings: SettingsStore;
    const { database, newUser } = databasePerSuite(
      open,
      async (opened) => {
        closures = await createAccountClosures(opened, log);
        myList = await createMyListStore(opened, log);
        settings = await createSettingsStore(opened, log);
      },
      "closing",
    );
    // Registered after the suite's: runs before the database closes.
    afterAll(() => {
      vi.useRealTimers();
    });

    it("every store refuses a closed account's writes until long after its deletion finished", async () => {
      const [gone, kept] = [newUser(), newUser()];
      await closures.close(gone);
      expect(await myList.add(gone, "catalog", 1)).toEqual({ ok: false, error: "account_closed" });
      expect(await settings.setLanguage(gone, "AR")).toEqual({ ok: false, error: "account_closed" });
      expect(await closures.unfinished()).toContain(gone);
      // Another account is not held up.
      expect((await myList.add(kept, "catalog", 1)).ok).toBe(true);
      expect((await settings.setLanguage(kept, "AR")).ok).toBe(true);

      await closures.finish(gone);
      expect(await closures.unfinished()).not.toContain(gone);
      expect((await settings.setLanguage(gone, "AR")).ok).toBe(false);
      // Long after, the closure is forgotten (a Firebase account whose deletion failed on the page keeps a list again).
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + CLOSED_FOR_MS + 1_000 });
      try {
        expect((await myList.add(gone, "catalog", 1)).ok).toBe(true);
        expect((await settings.setLanguage(gone, "AR")).ok).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it("an unfinished closure keeps refusing, however old", async () => {
      const u = newUser();
      await closures.close(u);
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * CLOSED_FOR_MS });
      try {
        expect(await myList.add(u, "catalog", 1)).toEqual({ ok: false, error: "account_closed" });
        expect(await closures.unfinished()).toContain(u);
      } finally {
        vi.useRealTimers();
      }
      await closures.finish(u);
    });

    it("writes racing the closure either land before it (and are emptied) or are refused: nothing is left", async () => {
      const u = newUser();
      const writes = Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0 ? myList.add(u, "catalog", i + 1) : settings.setLanguage(u, "spanish"),
      );
      await closures.close(u);
      // As the deletion does: the stores are emptied once the closure is recorded.
      await myList.deleteAll(u);
      await settings.deleteAll(u);
      const answers = await Promise.all(writes);
      expect(answers.every((a) => a.ok || a.error === "account_closed")).toBe(true);
      expect(await myList.list(u, "catalog")).toEqual([]);
      expect(await settings.language(u)).toBeNull();
      await closures.finish(u);
    });

    // SQLite runs one writer at a time: a write cannot be held open across the closure there.
    if (name !== "PostgreSQL") return;
    it("the closure waits for a write already under way (from any server), so emptying after it leaves nothing", async () => {
      const opened = database();
      if (opened.kind !== "postgres") throw new Error("expected PostgreSQL");
      const { pool } = opened;
      const u = newUser();
      const inside = gate();
      const door = gate();
      const write = accountWrites(opened, queryBuilderOf(opened))(u, async (q) => {
        inside.open();
        await door.opened;
        await q.insertInto("user_settings").values({ user_id: u, language: "AR" }).execute();
      });
      await inside.opened;
      const closing = closures.close(u);
      // The closure queues on the account's lock behind the write…
      const waiting = async () => {
        const { rows } = await pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
             AND classid = $1 AND objid::bigint = (hashtext($2)::bigint + 4294967296) % 4294967296`,
          [ACCOUNT_LOCK_SPACE, u],
        );
        return Number(rows[0]?.n) > 0;
      };
      await waitFor(waiting, { message: "the closure waiting for the account's lock" });
      // …so the write lands first, and the stores, emptied after the closure, keep nothing.
      door.open();
      await closing;
      await write;
      await settings.deleteAll(u);
      expect(await settings.language(u)).toBeNull();
      expect(await settings.setLanguage(u, "EN")).toEqual({ ok: false, error: "account_closed" });
      await closures.finish(u);
    });
  });
}

onEachDatabase("closures", pgStore, log, contract);
