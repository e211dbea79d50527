import { describe, expect, it } from "vitest";
import { waitFor } from "../../../tests/fakes/wait";
import { apiServerForFile } from "../../../tests/kit/api-server";
import { ANA, cacheOf } from "../../../tests/kit/store";
import { moviesApi } from "../features/browse/movies-api";
import { myListApi } from "../features/my-list/my-list-api";
import { makeStore } from "../store/store";
import { userSignedIn } from "../store/user-slice";
import { attachBrowse } from "./browse-state";

/* `/browse`'s route loader on a real store, against the real `/api`. */

const running = apiServerForFile();

describe("attachBrowse", () => {
  it("adds /browse's slices and the API cache; the lists and My List start loading once someone is signed in", async () => {
    const store = makeStore({ api: { origin: running.server.origin, headers: { cookie: running.cookie } } });
    attachBrowse(store);
    const state = store.getState();
    expect(Object.keys(state).sort()).toEqual(["api", "config", "gpt", "movies", "myList", "user"]);
    // Nobody is signed in yet: nothing is asked.
    await Promise.resolve();
    expect(moviesApi.util.selectCachedArgsForQuery(cacheOf(store.getState()), "getMovieList")).toEqual([]);

    store.dispatch(userSignedIn(ANA));
    await waitFor(
      () => {
        const cache = cacheOf(store.getState());
        const lists = moviesApi.util.selectCachedArgsForQuery(cache, "getMovieList");
        return (
          lists.length === 4 &&
          lists.every((args) => moviesApi.endpoints.getMovieList.select(args)(cache).isSuccess) &&
          myListApi.endpoints.getMyList.select("EN")(cache).isSuccess
        );
      },
      { message: "the four lists and My List loaded" },
    );
    expect(moviesApi.util.selectCachedArgsForQuery(cacheOf(store.getState()), "getMovieList")).toEqual([
      { kind: "now-playing", language: "EN" },
      { kind: "popular", language: "EN" },
      { kind: "upcoming", language: "EN" },
      { kind: "top-rated", language: "EN" },
    ]);
  });
});
