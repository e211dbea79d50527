import { describe, expect, it } from "vitest";
import { makeStore } from "../../store/store";
import {
  gptNameReceived,
  gptQueryChanged,
  gptRowReceived,
  gptSearchStarted,
  gptSlice,
  gptUnderstood,
  gptViewShown,
  selectGpt,
} from "./gpt-slice";

const heat = { id: 1, title: "Heat", overview: "", poster_path: null };
const ronin = { id: 2, title: "Ronin", overview: "", poster_path: null };

function gptStore() {
  const store = makeStore();
  store.inject(gptSlice);
  return store;
}

describe("gpt slice", () => {
  it("answers its initial state before `/browse` added it", () => {
    const state = selectGpt(makeStore().getState());
    expect(state).toMatchObject({ showGPTsearch: false, query: "", GPTmovieNames: [], GPTmovieList: [] });
  });

  it("keeps the view and the query", () => {
    const store = gptStore();
    store.dispatch(gptViewShown(true));
    store.dispatch(gptQueryChanged("heist movies"));
    expect(selectGpt(store.getState())).toMatchObject({ showGPTsearch: true, query: "heist movies" });
  });

  it("fills rows as the answer streams: a heading per name, then its films, in any order", () => {
    const store = gptStore();
    store.dispatch(gptSearchStarted());
    store.dispatch(gptNameReceived({ index: 0, name: "Heat", year: 1995, reason: ["decade:1990"] }));
    store.dispatch(gptNameReceived({ index: 1, name: "Ronin" }));
    store.dispatch(gptRowReceived({ index: 1, movies: [ronin], reason: ["genre:Action"] }));
    let gpt = selectGpt(store.getState());
    expect(gpt.GPTmovieNames).toEqual(["Heat", "Ronin"]);
    expect(gpt.GPTmovieYears).toEqual([1995, null]);
    expect(gpt.GPTmovieList).toEqual([null, [ronin]]);
    expect(gpt.GPTmovieReasons).toEqual([["decade:1990"], ["genre:Action"]]);
    store.dispatch(gptRowReceived({ index: 0, movies: [heat], reason: ["critics:90"] }));
    gpt = selectGpt(store.getState());
    expect(gpt.GPTmovieList).toEqual([[heat], [ronin]]);
    // A name's own reason wins over the one found with its film.
    expect(gpt.GPTmovieReasons[0]).toEqual(["decade:1990"]);
  });

  it("ignores a name out of order and films for a row that has no heading", () => {
    const store = gptStore();
    store.dispatch(gptNameReceived({ index: 1, name: "Ronin" }));
    store.dispatch(gptRowReceived({ index: 0, movies: [heat] }));
    expect(selectGpt(store.getState())).toMatchObject({ GPTmovieNames: [], GPTmovieList: [] });
  });

  it("keeps what was understood, and a new search starts from nothing but the query", () => {
    const store = gptStore();
    store.dispatch(gptQueryChanged("old heist films"));
    const chips = [
      { facet: { kind: "topic", value: "heist" } },
      { facet: { kind: "years", from: 1950, to: 1959 }, relaxed: true },
    ] as const;
    store.dispatch(gptUnderstood({ chips: [...chips], unknown: ["films"], fallback: false, refining: "old films" }));
    store.dispatch(gptNameReceived({ index: 0, name: "Heat" }));
    expect(selectGpt(store.getState())).toMatchObject({
      understood: chips,
      unknown: ["films"],
      refining: "old films",
    });
    store.dispatch(gptSearchStarted());
    expect(selectGpt(store.getState())).toEqual({ ...gptSlice.getInitialState(), query: "old heist films" });
  });
});
