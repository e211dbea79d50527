import { expect, it } from "vitest";
import { onEachStore } from "../../../tests/fakes/database-suites.js";
import { MY_LIST_MAX_ITEMS } from "../../contract/my-list.js";
import { createMyListStore } from "./index.js";

/** One suite, run against each database: what a user of My List relies on. */
await onEachStore({ prefix: "my-list", title: "My List", create: createMyListStore }, ({ store, remade, newUser }) => {
  it("keeps film ids newest first (adds in one millisecond too), and adding twice keeps one in its place", async () => {
    const u = newUser();
    expect(await store().list(u, "catalog")).toEqual([]);
    for (const id of [1, 2, 3, 40, 5]) expect((await store().add(u, "catalog", id)).ok).toBe(true);
    expect((await store().add(u, "catalog", 1)).ok).toBe(true);
    expect(await store().list(u, "catalog")).toEqual([5, 40, 3, 2, 1]);
  });

  it("removes idempotently, keeps sources and users apart, and forgets a user entirely", async () => {
    const [a, b] = [newUser(), newUser()];
    await store().add(a, "catalog", 10);
    await store().add(a, "tmdb", 10);
    await store().add(b, "catalog", 11);
    await store().remove(a, "catalog", 10);
    await store().remove(a, "catalog", 10);
    expect(await store().list(a, "catalog")).toEqual([]);
    expect(await store().list(a, "tmdb")).toEqual([10]);
    expect(await store().list(b, "catalog")).toEqual([11]);
    await store().deleteAll(a);
    await store().deleteAll(a);
    expect(await store().list(a, "tmdb")).toEqual([]);
    expect(await store().list(b, "catalog")).toEqual([11]);
  });

  it(`refuses the ${MY_LIST_MAX_ITEMS + 1}th film even when adds race, but re-adding a kept one is fine`, async () => {
    const u = newUser();
    for (let id = 1; id < MY_LIST_MAX_ITEMS - 5; id++) await store().add(u, "tmdb", id);
    // 20 different films race for the last 6 places.
    const racing = Array.from({ length: 20 }, (_, i) => MY_LIST_MAX_ITEMS + i);
    const answers = await Promise.all(racing.map((id) => store().add(u, "tmdb", id)));
    expect(answers.filter((a) => a.ok)).toHaveLength(6);
    expect(answers.filter((a) => !a.ok && a.error === "list_full")).toHaveLength(14);
    expect(await store().list(u, "tmdb")).toHaveLength(MY_LIST_MAX_ITEMS);
    expect((await store().add(u, "tmdb", 1)).ok).toBe(true);
    await store().deleteAll(u);
  });

  it("50 concurrent adds and removes on one account leave exactly the expected set", async () => {
    const u = newUser();
    for (let id = 1; id <= 25; id++) await store().add(u, "catalog", id);
    // Remove 1..25 while adding 26..50, all at once.
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i < 25 ? store().remove(u, "catalog", i + 1) : store().add(u, "catalog", i + 1),
      ),
    );
    const ids = [...(await store().list(u, "catalog"))].sort((x, y) => x - y);
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => i + 26));
  });

  it("migrating again on the same database changes nothing and keeps the rows", async () => {
    const u = newUser();
    await store().add(u, "catalog", 7);
    const again = await remade();
    expect(await again.list(u, "catalog")).toEqual([7]);
  });
});
