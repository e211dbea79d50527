import { describe, expect, it } from "vitest";
import { ANA, CATALOG_CONFIG } from "../../../../tests/kit/store";
import { languageChanged, serverConfigLoaded } from "../../store/config-slice";
import { makeStore } from "../../store/store";
import { userSignedIn, userSignedOut } from "../../store/user-slice";
import { featuredMovieChosen, moviesSlice, selectFeaturedMovieId } from "./movies-slice";

describe("movies slice", () => {
  it("is added by the route that needs it: absent before, its initial state at once after", () => {
    const store = makeStore();
    expect(store.getState().movies).toBeUndefined();
    expect(selectFeaturedMovieId(store.getState())).toBeNull();
    store.inject(moviesSlice);
    expect(store.getState()).toHaveProperty("movies", null);
  });

  it("keeps the latest featured pick", () => {
    const store = makeStore();
    store.inject(moviesSlice);
    store.dispatch(featuredMovieChosen(12));
    store.dispatch(featuredMovieChosen(7));
    expect(selectFeaturedMovieId(store.getState())).toBe(7);
  });

  it("forgets the pick at sign-out, with everything else about the user but the language and config", () => {
    const store = makeStore();
    store.inject(moviesSlice);
    store.dispatch(serverConfigLoaded(CATALOG_CONFIG));
    store.dispatch(languageChanged("spanish"));
    store.dispatch(userSignedIn(ANA));
    store.dispatch(featuredMovieChosen(12));
    store.dispatch(userSignedOut());
    expect(selectFeaturedMovieId(store.getState())).toBeNull();
    expect(store.getState().config).toEqual({ language: "spanish", server: CATALOG_CONFIG });
  });

  it("stays in the store it was added to", () => {
    const one = makeStore();
    const two = makeStore();
    one.inject(moviesSlice);
    one.dispatch(featuredMovieChosen(7));
    expect(two.getState().movies).toBeUndefined();
    expect(selectFeaturedMovieId(two.getState())).toBeNull();
  });
});
