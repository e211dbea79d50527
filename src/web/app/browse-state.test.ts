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

type Store = ReturnType<typeof makeStore>;
/** A page store that talks to this file's `/api`, signed in as its user. */
const storeOnApi = (): Store =>
  makeStore({ api: { origin: running.server.origin, headers: { cookie: running.cookie } } });

const listsLoaded = (store: Store) => () => {
  const cache = cacheOf(store.getState());
  const lists = moviesApi.util.selectCachedArgsForQuery(cache, "getMovieList");
  return (
    lists.length === 4 &&
    lists.every((args) => moviesApi.endpoints.getMovieList.select(args)(cache).isSuccess) &&
    myListApi.endpoints.getMyList.select("EN")(cache).isSuccess
  );
};

const SIGNED_OUT_FLAG = "reelwise.signedOut";

/** A browser's storage, in memory; `sawNoSession` says whether it carries the signed-out flag. */
function storage(sawNoSession: boolean) {
  const items = new Map<string, string>(sawNoSession ? [[SIGNED_OUT_FLAG, "1"]] : []);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const listsAsked = (store: Store) => moviesApi.util.selectCachedArgsForQuery(cacheOf(store.getState()), "getMovieList");

/** Nothing is asked while the browser is flagged signed out; signing in drops the flag and loads everything. */
async function waitsForSignIn(store: Store, browser: ReturnType<typeof storage>) {
  await Promise.resolve();
  expect(listsAsked(store)).toEqual([]);
  expect(browser.items.get(SIGNED_OUT_FLAG)).toBe("1");

  store.dispatch(userSignedIn(ANA));
  expect(browser.items.has(SIGNED_OUT_FLAG)).toBe(false);
  await waitFor(listsLoaded(store), { message: "the four lists and My List loaded" });
}

const ALL_LISTS = [
  { kind: "now-playing", language: "EN" },
  { kind: "popular", language: "EN" },
  { kind: "upcoming", language: "EN" },
  { kind: "top-rated", language: "EN" },
];

describe("attachBrowse", () => {
  it("adds /browse's slices and the API cache; in a browser that never saw it signed out, the lists and My List leave beside the session", async () => {
    const store = storeOnApi();
    attachBrowse(store, storage(false));
    expect(Object.keys(store.getState()).sort()).toEqual(["api", "config", "gpt", "movies", "myList", "user"]);
    expect(store.getState().user.status).toBe("unknown");
    await waitFor(listsLoaded(store), { message: "the four lists and My List loaded" });
    expect(listsAsked(store)).toEqual(ALL_LISTS);
  });

  it("asks nothing for a visitor known to be signed out (and flags the browser), everything once they sign in", async () => {
    const store = storeOnApi();
    const browser = storage(false);
    store.dispatch(userSignedOut());
    attachBrowse(store, browser);
    await waitsForSignIn(store, browser);
    expect(listsAsked(store)).toEqual(ALL_LISTS);
  });

  it("in a browser that last saw no session, waits for the session; the flag follows it going and coming", async () => {
    const store = storeOnApi();
    const browser = storage(true);
    attachBrowse(store, browser);
    await waitsForSignIn(store, browser);
    store.dispatch(userSignedOut());
    expect(browser.items.get(SIGNED_OUT_FLAG)).toBe("1");
  });
});
