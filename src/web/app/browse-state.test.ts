import { describe, expect, it } from "vitest";
import { waitFor } from "../../../tests/fakes/wait";
import { apiServerForFile } from "../../../tests/kit/api-server";
import { ANA, cacheOf } from "../../../tests/kit/store";
import { moviesApi } from "../features/browse/movies-api";
import { myListApi } from "../features/my-list/my-list-api";
import { makeStore } from "../store/store";
import { userSignedIn, userSignedOut } from "../store/user-slice";
import { attachBrowse } from "./browse-state";

/* `/browse`'s route loader on a real store, against the real `/api`. */

const running = apiServerForFile();

const listsLoaded = (store: ReturnType<typeof makeStore>) => () => {
  const cache = cacheOf(store.getState());
  const lists = moviesApi.util.selectCachedArgsForQuery(cache, "getMovieList");
  return (
    lists.length === 4 &&
    lists.every((args) => moviesApi.endpoints.getMovieList.select(args)(cache).isSuccess) &&
    myListApi.endpoints.getMyList.select("EN")(cache).isSuccess
  );
};

/** A browser's storage, in memory; `signedIn` says whether it carries the session hint. */
function storage(signedIn: boolean) {
  const items = new Map<string, string>(signedIn ? [["reelwise.signedIn", "1"]] : []);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const listsAsked = (store: ReturnType<typeof makeStore>) =>
  moviesApi.util.selectCachedArgsForQuery(cacheOf(store.getState()), "getMovieList");

const ALL_LISTS = [
  { kind: "now-playing", language: "EN" },
  { kind: "popular", language: "EN" },
  { kind: "upcoming", language: "EN" },
  { kind: "top-rated", language: "EN" },
];

describe("attachBrowse", () => {
  it("adds /browse's slices and the API cache; while the session is restored the lists and My List leave beside it", async () => {
    const store = makeStore({ api: { origin: running.server.origin, headers: { cookie: running.cookie } } });
    attachBrowse(store, storage(true));
    expect(Object.keys(store.getState()).sort()).toEqual(["api", "config", "gpt", "movies", "myList", "user"]);
    expect(store.getState().user.status).toBe("unknown");
    await waitFor(listsLoaded(store), { message: "the four lists and My List loaded" });
    expect(moviesApi.util.selectCachedArgsForQuery(cacheOf(store.getState()), "getMovieList")).toEqual(ALL_LISTS);
  });

  it("asks nothing for a visitor known to be signed out, and everything once they sign in", async () => {
    const store = makeStore({ api: { origin: running.server.origin, headers: { cookie: running.cookie } } });
    store.dispatch(userSignedOut());
    attachBrowse(store, storage(true));
    await Promise.resolve();
    expect(listsAsked(store)).toEqual([]);

    store.dispatch(userSignedIn(ANA));
    await waitFor(listsLoaded(store), { message: "the four lists and My List loaded" });
    expect(moviesApi.util.selectCachedArgsForQuery(cacheOf(store.getState()), "getMovieList")).toEqual(ALL_LISTS);
  });

  it("without the hint waits for the session, then keeps the hint as the session goes and comes", async () => {
    const store = makeStore({ api: { origin: running.server.origin, headers: { cookie: running.cookie } } });
    const browser = storage(false);
    attachBrowse(store, browser);
    await Promise.resolve();
    expect(listsAsked(store)).toEqual([]);

    store.dispatch(userSignedIn(ANA));
    expect(browser.items.get("reelwise.signedIn")).toBe("1");
    await waitFor(listsLoaded(store), { message: "the four lists and My List loaded" });
    store.dispatch(userSignedOut());
    expect(browser.items.has("reelwise.signedIn")).toBe(false);
  });
});
