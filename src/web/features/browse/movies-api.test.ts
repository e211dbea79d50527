import { describe, expect, it } from "vitest";
import { loadFixture } from "../../../../tests/fakes/fake-server";
import { TMDB_ID_WITHOUT_VIDEOS } from "../../../../tests/fakes/tmdb";
import { tmdbApiServerForFile } from "../../../../tests/kit/api-server";
import { cacheOf, browseStore as storeFor } from "../../../../tests/kit/store";
import { makeStore } from "../../store/store";
import { moviesApi, prefetchMovieLists, selectLoadedMovie } from "./movies-api";

/* The movie endpoints in a real store, against the real `/api` in TMDB mode on the fake TMDB. */

const running = tmdbApiServerForFile();

/** A store as `/browse` sets it up, signed in unless told otherwise. */
const browseStore = (session: string | null = running.cookie) => storeFor(running.server.origin, session);

const titlesOf = (fixture: string) =>
  loadFixture<{ results: { title: string }[] }>(fixture).results.map((m) => m.title);

describe("movie endpoints", () => {
  it("getMovieList: a list in the asked language, loaded once per visit", async () => {
    const store = browseStore();
    const first = await store.dispatch(
      moviesApi.endpoints.getMovieList.initiate({ kind: "now-playing", language: "AR" }),
    );
    expect(first.data?.map((m) => m.title)).toEqual(titlesOf("tmdb/now_playing.json"));
    const asked = running.tmdb.callsTo("/3/movie/now_playing");
    const again = await store.dispatch(
      moviesApi.endpoints.getMovieList.initiate({ kind: "now-playing", language: "AR" }),
    );
    expect(again.data).toBe(first.data);
    expect(running.tmdb.callsTo("/3/movie/now_playing")).toBe(asked);
    expect(
      running.tmdb.seen.some((r) => r.path === "/3/movie/now_playing" && r.query.get("language") === "ar-SA"),
    ).toBe(true);
  });

  it("getMovie: one film by id; an unknown id is not_found", async () => {
    const store = browseStore();
    const found = await store.dispatch(moviesApi.endpoints.getMovie.initiate({ id: 900001, language: "spanish" }));
    expect(found.data?.id).toBe(900001);
    const missing = await store.dispatch(moviesApi.endpoints.getMovie.initiate({ id: 4242, language: "EN" }));
    expect(missing.error).toEqual({ kind: "code", code: "not_found" });
  });

  it("getSimilar: at most 12 other films", async () => {
    const store = browseStore();
    const { data } = await store.dispatch(moviesApi.endpoints.getSimilar.initiate({ id: 900001, language: "EN" }));
    expect(data).toHaveLength(12);
    expect(data?.map((m) => m.id)).not.toContain(900001);
  });

  it("getFacts: runtime, cast and where to watch in the asked region", async () => {
    const store = browseStore();
    const us = await store.dispatch(
      moviesApi.endpoints.getFacts.initiate({ id: 900001, language: "EN", region: "US" }),
    );
    expect(us.data?.cast).toEqual(["Ana Actor", "Ben Billing", "Cleo Cast", "Dev Dramatis", "Eve Ensemble"]);
    expect(us.data?.watch?.stream.map((p) => p.name)).toEqual(["StreamCo"]);
    const japan = await store.dispatch(
      moviesApi.endpoints.getFacts.initiate({ id: 900001, language: "EN", region: "JP" }),
    );
    expect(japan.data?.watch).toBeNull();
  });

  it("getGenres and getGenreRows: the genres named, and a genre's three rows", async () => {
    const store = browseStore();
    const genres = await store.dispatch(moviesApi.endpoints.getGenres.initiate("EN"));
    expect(genres.data?.map((g) => g.name)).toContain("Action");
    const action = genres.data?.find((g) => g.name === "Action");
    if (!action) throw new Error("no Action genre");
    const rows = await store.dispatch(moviesApi.endpoints.getGenreRows.initiate({ id: action.id, language: "EN" }));
    expect(rows.data?.genre).toEqual(action);
    expect(rows.data?.rows.popular.map((m) => m.title)).toEqual(titlesOf("tmdb/popular.json"));
  });

  it("getTrailer: the trailer to play, or null for a film without one", async () => {
    const store = browseStore();
    const trailer = await store.dispatch(moviesApi.endpoints.getTrailer.initiate({ id: 900001, language: "EN" }));
    expect(trailer.data).toEqual({ type: "Trailer", key: "TRAILERkey1" });
    const none = await store.dispatch(
      moviesApi.endpoints.getTrailer.initiate({ id: TMDB_ID_WITHOUT_VIDEOS, language: "EN" }),
    );
    expect(none.data).toBeNull();
  });

  it("fails as unauthenticated without a session", async () => {
    const store = browseStore(null);
    const list = await store.dispatch(moviesApi.endpoints.getMovieList.initiate({ kind: "popular", language: "EN" }));
    expect(list.error).toEqual({ kind: "code", code: "unauthenticated" });
  });

  it("prefetchMovieLists loads the four lists; selectLoadedMovie then finds their films", async () => {
    const store = browseStore();
    const [popular] = titlesOf("tmdb/popular.json");
    expect(selectLoadedMovie(makeStore().getState(), 900001)).toBeUndefined();
    prefetchMovieLists(store.dispatch, "EN");
    await Promise.all(
      (["now-playing", "popular", "upcoming", "top-rated"] as const).map((kind) =>
        store.dispatch(moviesApi.endpoints.getMovieList.initiate({ kind, language: "EN" })),
      ),
    );
    const state = cacheOf(store.getState());
    expect(moviesApi.util.selectCachedArgsForQuery(state, "getMovieList")).toHaveLength(4);
    const film = moviesApi.endpoints.getMovieList
      .select({ kind: "popular", language: "EN" })(state)
      .data?.find((m) => m.title === popular);
    if (!film) throw new Error("popular list has no first film");
    expect(selectLoadedMovie(state, film.id)?.id).toBe(film.id);
    expect(selectLoadedMovie(state, 4242)).toBeUndefined();
  });
});
