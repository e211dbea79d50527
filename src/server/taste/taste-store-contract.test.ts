import { expect, it } from "vitest";
import { onEachStore } from "../../../tests/fakes/database-suites.js";
import type { TasteChange } from "../../contract/requests.js";
import { TASTE_MAX_ITEMS } from "../../contract/taste.js";
import { createAccountClosures } from "../db/account-closures.js";
import { queryBuilderOf } from "../db/query-builder.js";
import { createTasteStore } from "./index.js";

const change = (id: number, rating: TasteChange["rating"], seen = false): TasteChange => ({
  rating,
  seen,
  title: `Film ${id}`,
  release_date: "1979-05-25",
});

/** One suite, run against each database: what ratings and 'Seen it' marks promise their callers. */
await onEachStore(
  { prefix: "taste", title: "taste", create: createTasteStore },
  ({ store, remade, database, newUser, log }) => {
    it("keeps one rating per film, the last change first, and forgets a film with neither rating nor mark", async () => {
      const u = newUser();
      expect(await store().films(u, "catalog")).toEqual([]);
      expect((await store().set(u, "catalog", 1, change(1, "love"))).ok).toBe(true);
      expect((await store().set(u, "catalog", 2, change(2, null, true))).ok).toBe(true);
      expect((await store().set(u, "catalog", 3, change(3, "dislike"))).ok).toBe(true);
      await new Promise((r) => setTimeout(r, 2));
      expect((await store().set(u, "catalog", 1, change(1, "like", true))).ok).toBe(true);
      expect(await store().films(u, "catalog")).toEqual([
        { id: 1, rating: "like", seen: true, title: "Film 1", release_date: "1979-05-25" },
        { id: 3, rating: "dislike", seen: false, title: "Film 3", release_date: "1979-05-25" },
        { id: 2, rating: null, seen: true, title: "Film 2", release_date: "1979-05-25" },
      ]);
      await store().set(u, "catalog", 2, change(2, null, false));
      await store().set(u, "catalog", 2, change(2, null, false));
      expect((await store().films(u, "catalog")).map((f) => f.id)).toEqual([1, 3]);
    });

    it("keeps sources and users apart, and forgets a user entirely", async () => {
      const [a, b] = [newUser(), newUser()];
      await store().set(a, "catalog", 10, change(10, "like"));
      await store().set(a, "tmdb", 10, change(10, "dislike"));
      await store().set(b, "catalog", 10, change(10, "love"));
      expect((await store().films(a, "tmdb")).map((f) => f.rating)).toEqual(["dislike"]);
      expect((await store().films(b, "catalog")).map((f) => f.rating)).toEqual(["love"]);
      await store().deleteAll(a);
      await store().deleteAll(a);
      expect(await store().films(a, "catalog")).toEqual([]);
      expect(await store().films(a, "tmdb")).toEqual([]);
      expect(await store().films(b, "catalog")).toHaveLength(1);
    });

    it(`refuses the ${TASTE_MAX_ITEMS + 1}th film even when changes race, but changing a kept one is fine`, async () => {
      const u = newUser();
      // Fill all but 5 places straight into the table, 500 rows a statement.
      const filled = Array.from({ length: TASTE_MAX_ITEMS - 5 }, (_, i) => i + 1);
      for (let at = 0; at < filled.length; at += 500) {
        const rows = filled.slice(at, at + 500).map((id) => ({
          user_id: u,
          source: "tmdb",
          movie_id: id,
          rating: "like",
          seen: 0,
          title: `Film ${id}`,
          release_date: null,
          updated_at: 1,
        }));
        await queryBuilderOf(database()).insertInto("taste").values(rows).execute();
      }
      const racing = Array.from({ length: 15 }, (_, i) => TASTE_MAX_ITEMS + i);
      const answers = await Promise.all(racing.map((id) => store().set(u, "tmdb", id, change(id, "love"))));
      expect(answers.filter((a) => a.ok)).toHaveLength(5);
      expect(answers.filter((a) => !a.ok && a.error === "taste_full")).toHaveLength(10);
      expect(await store().films(u, "tmdb")).toHaveLength(TASTE_MAX_ITEMS);
      expect((await store().set(u, "tmdb", 1, change(1, "dislike"))).ok).toBe(true);
      await store().deleteAll(u);
    });

    it("refuses changes of a closed account and keeps no row", async () => {
      const u = newUser();
      const closures = await createAccountClosures(database(), log);
      await closures.close(u);
      expect(await store().set(u, "catalog", 5, change(5, "love"))).toEqual({ ok: false, error: "account_closed" });
      expect(await store().films(u, "catalog")).toEqual([]);
    });

    it("migrating again on the same database changes nothing and keeps the rows", async () => {
      const u = newUser();
      await store().set(u, "catalog", 7, change(7, "love"));
      const again = await remade();
      expect((await again.films(u, "catalog")).map((f) => f.id)).toEqual([7]);
    });
  },
);
