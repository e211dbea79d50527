import { describe, expect, it } from "vitest";
import { apiServerForFile, filmTitled } from "../../../../tests/kit/api-server";
import { browseStore, cacheOf } from "../../../../tests/kit/store";
import type { LanguageId } from "../../../contract/language";
import type { Movie } from "../../../contract/movies";
import { type AppStore, makeStore } from "../../store/store";
import { myListApi, prefetchMyList, selectMyListMovie } from "./my-list-api";
import { myListSlice, selectMyListFailure } from "./my-list-slice";

/* My List's endpoints in a real store, against the real `/api` (embedded catalogue, SQLite). */

const running = apiServerForFile();
let cookie = "";

/** A fresh account's store as `/browse` sets it up. */
async function listStore(): Promise<AppStore> {
  cookie = await running.server.signUp("list");
  return browseStore(running.server.origin, cookie, myListSlice);
}

const film = (title: string): Promise<Movie> => filmTitled(running.server, cookie, title);

const cachedList = (store: AppStore, language: LanguageId = "EN") =>
  myListApi.endpoints.getMyList.select(language)(cacheOf(store.getState())).data;
const inEnglish = (movie: Movie) => ({ movie, language: "EN" as const });

describe("My List endpoints", () => {
  it("getMyList: empty for a new account (prefetchMyList asks for it)", async () => {
    const store = await listStore();
    prefetchMyList(store.dispatch, "EN");
    expect((await store.dispatch(myListApi.endpoints.getMyList.initiate("EN"))).data).toEqual([]);
  });

  it("addToMyList shows the film at once, and the server keeps it; removeFromMyList takes it out", async () => {
    const store = await listStore();
    const nemo = await film("Finding Nemo");
    await store.dispatch(myListApi.endpoints.getMyList.initiate("EN"));
    const adding = store.dispatch(myListApi.endpoints.addToMyList.initiate(inEnglish(nemo)));
    expect(cachedList(store)?.map((m) => m.id)).toEqual([nemo.id]);
    expect((await adding).error).toBeUndefined();
    expect(selectMyListMovie(store.getState(), nemo.id)).toEqual(nemo);

    const elsewhere = makeStore({ api: { origin: running.server.origin } });
    expect(selectMyListMovie(elsewhere.getState(), nemo.id)).toBeUndefined();
    const reread = await store.dispatch(myListApi.endpoints.getMyList.initiate("EN", { forceRefetch: true }));
    expect(reread.data?.map((m) => m.title)).toEqual(["Finding Nemo"]);

    await store.dispatch(myListApi.endpoints.removeFromMyList.initiate(inEnglish(nemo)));
    expect(cachedList(store)).toEqual([]);
    const after = await store.dispatch(myListApi.endpoints.getMyList.initiate("EN", { forceRefetch: true }));
    expect(after.data).toEqual([]);
  });

  it("getMyList: one list per language, each film described in it; a change drops the lists of other languages", async () => {
    const store = await listStore();
    const nemo = await film("Finding Nemo");
    await store.dispatch(myListApi.endpoints.addToMyList.initiate(inEnglish(nemo)));
    // The page reads English, then Arabic: nothing shows the English list any more.
    const shownInEnglish = store.dispatch(myListApi.endpoints.getMyList.initiate("EN"));
    const english = (await shownInEnglish).data ?? [];
    shownInEnglish.unsubscribe();
    const arabic = (await store.dispatch(myListApi.endpoints.getMyList.initiate("AR"))).data ?? [];
    expect([english.map((m) => m.id), arabic.map((m) => m.id)]).toEqual([[nemo.id], [nemo.id]]);
    expect(arabic[0]?.overview).not.toBe(english[0]?.overview);
    expect(selectMyListMovie(store.getState(), nemo.id, "AR")).toEqual(arabic[0]);
    expect(selectMyListMovie(store.getState(), nemo.id, "spanish")).toBeUndefined();

    // Removed while reading Arabic: gone from the Arabic list at once; the English one is asked again.
    await store.dispatch(myListApi.endpoints.removeFromMyList.initiate({ movie: arabic[0] as Movie, language: "AR" }));
    expect(cachedList(store, "AR")).toEqual([]);
    expect(myListApi.util.selectCachedArgsForQuery(cacheOf(store.getState()), "getMyList")).toEqual(["AR"]);
    expect((await store.dispatch(myListApi.endpoints.getMyList.initiate("EN"))).data).toEqual([]);
  });

  it("getForYou: rows made from the list, made again after a change", async () => {
    const store = await listStore();
    const empty = await store.dispatch(myListApi.endpoints.getForYou.initiate("EN"));
    expect(empty.data).toEqual({ because: null, liked: [], topPicks: [] });
    await store.dispatch(myListApi.endpoints.addToMyList.initiate(inEnglish(await film("Finding Nemo"))));
    const rows = await store.dispatch(myListApi.endpoints.getForYou.initiate("EN"));
    expect(rows.data?.because?.title).toBe("Finding Nemo");
    expect(rows.data?.topPicks.length).toBeGreaterThan(0);
  });

  it("a change the server refuses is undone and reported", async () => {
    const store = await listStore();
    const nemo = await film("Finding Nemo");
    await store.dispatch(myListApi.endpoints.getMyList.initiate("EN"));
    // A film the server's movie source does not know (the server keeps only films it can look up).
    const unknown = { ...nemo, id: 1 };
    const refused = await store.dispatch(myListApi.endpoints.addToMyList.initiate(inEnglish(unknown)));
    expect(refused.error).toEqual({ kind: "code", code: "not_found" });
    expect(cachedList(store)).toEqual([]);
    expect(selectMyListFailure(store.getState())).toEqual({
      change: "add",
      title: "Finding Nemo",
      problem: { kind: "code", code: "not_found" },
    });
  });
});
