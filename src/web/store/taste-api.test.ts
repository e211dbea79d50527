import { describe, expect, it } from "vitest";
import { apiServerForFile, filmTitled } from "../../../tests/kit/api-server";
import { browseStore, cacheOf } from "../../../tests/kit/store";
import type { Movie } from "../../contract/movies";
import type { AppStore } from "./store";
import { prefetchTaste, selectNotForMe, tasteApi } from "./taste-api";

/* The ratings endpoints in a real store, against the real `/api` (embedded catalogue, SQLite). */

const running = apiServerForFile();
let cookie = "";

async function tasteStore(): Promise<AppStore> {
  cookie = await running.server.signUp("taste");
  return browseStore(running.server.origin, cookie);
}

const film = (title: string): Promise<Movie> => filmTitled(running.server, cookie, title);

const cached = (store: AppStore) => tasteApi.endpoints.getTaste.select()(cacheOf(store.getState())).data;

describe("ratings endpoints", () => {
  it("a change shows at once, is kept by the server, and 'Not for me' is known to the selectors", async () => {
    const store = await tasteStore();
    prefetchTaste(store.dispatch);
    expect((await store.dispatch(tasteApi.endpoints.getTaste.initiate())).data).toEqual([]);
    const alien = await film("Alien");
    const saving = store.dispatch(
      tasteApi.endpoints.setTaste.initiate({ movie: alien, rating: "dislike", seen: true }),
    );
    // Before the server answers.
    expect(cached(store)?.map((f) => [f.id, f.rating, f.seen])).toEqual([[alien.id, "dislike", true]]);
    expect(selectNotForMe(store.getState(), alien.id)).toBe(true);
    expect((await saving).error).toBeUndefined();
    const reread = await store.dispatch(tasteApi.endpoints.getTaste.initiate(undefined, { forceRefetch: true }));
    expect(reread.data?.map((f) => [f.id, f.rating, f.seen])).toEqual([[alien.id, "dislike", true]]);

    await store.dispatch(tasteApi.endpoints.setTaste.initiate({ movie: alien, rating: null, seen: false }));
    expect(cached(store)).toEqual([]);
    expect(selectNotForMe(store.getState(), alien.id)).toBe(false);
  });

  it("a change the server refuses is undone", async () => {
    const store = await tasteStore();
    await store.dispatch(tasteApi.endpoints.getTaste.initiate());
    const alien = await film("Alien");
    const refused = await store.dispatch(
      tasteApi.endpoints.setTaste.initiate({ movie: { ...alien, title: "" }, rating: "love", seen: false }),
    );
    expect(refused.error).toEqual({ kind: "code", code: "bad_request" });
    await expect.poll(() => cached(store)).toEqual([]);
  });
});
