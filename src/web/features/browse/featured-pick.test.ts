import { beforeAll, describe, expect, it } from "vitest";
import { loadFixture } from "../../../../tests/fakes/fake-server";
import { featuredPool } from "../../../../tests/fakes/tmdb";
import { waitFor } from "../../../../tests/fakes/wait";
import { tmdbApiServerForFile } from "../../../../tests/kit/api-server";
import { browseStore as storeFor } from "../../../../tests/kit/store";
import { languageChanged } from "../../store/config-slice";
import { keepFeaturedMoviePicked, selectFeaturedMovie } from "./featured-pick";
import { moviesApi } from "./movies-api";
import { moviesSlice, selectFeaturedMovieId } from "./movies-slice";

/* The featured film's one picker, in a real store against the real `/api` on the fake TMDB. */

const { films: pool, randomFor } = featuredPool();
const nowPlaying = loadFixture<{ results: { id: number }[] }>("tmdb/now_playing.json");

const running = tmdbApiServerForFile();
beforeAll(() => {
  // In Spanish the list lacks the first films of the pool.
  running.tmdb.override("/3/movie/now_playing", (req) =>
    req.query.get("language") === "es-ES"
      ? {
          body: {
            ...nowPlaying,
            results: nowPlaying.results.filter((m) => !pool.slice(0, 3).some((p) => p.id === m.id)),
          },
        }
      : { body: nowPlaying },
  );
});

const browseStore = () => storeFor(running.server.origin, running.cookie, moviesSlice);

/**
 * The store tells its subscribers (the picker among them) of a query's answer in a batch, on the
 * next frame (RTK's auto-batching; a short timer in Node): wait for the featured film to be there.
 */
const picked = (store: ReturnType<typeof browseStore>) =>
  waitFor(() => selectFeaturedMovie(store.getState()) !== undefined, { message: "a featured film" });

const loadList = (store: ReturnType<typeof browseStore>, language: "EN" | "AR" | "spanish") =>
  store.dispatch(moviesApi.endpoints.getMovieList.initiate({ kind: "now-playing", language }));

describe("keepFeaturedMoviePicked", () => {
  it("picks a film with a poster among the list's first 20 when the list arrives", async () => {
    const store = browseStore();
    keepFeaturedMoviePicked(store, () => randomFor(4));
    expect(selectFeaturedMovieId(store.getState())).toBeNull();
    await loadList(store, "EN");
    await picked(store);
    expect(selectFeaturedMovie(store.getState())?.id).toBe(pool[4]?.id);
  });

  it("keeps the pick while the list in the new language holds it, and picks again when it does not", async () => {
    const store = browseStore();
    let draws = 0;
    keepFeaturedMoviePicked(store, () => randomFor(draws++ === 0 ? 1 : 0));
    await loadList(store, "EN");
    await picked(store);
    const first = selectFeaturedMovieId(store.getState());
    expect(first).toBe(pool[1]?.id);
    store.dispatch(languageChanged("AR"));
    await loadList(store, "AR");
    await picked(store);
    expect(selectFeaturedMovieId(store.getState())).toBe(first);
    store.dispatch(languageChanged("spanish"));
    await loadList(store, "spanish");
    await picked(store);
    const again = selectFeaturedMovie(store.getState());
    expect(again?.id).toBe(pool[3]?.id);
    expect(draws).toBe(2);
  });
});
