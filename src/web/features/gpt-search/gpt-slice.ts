import { createSlice, type PayloadAction, type WithSlice } from "@reduxjs/toolkit";
import type { Chip } from "../../../contract/facets";
import type { Movie } from "../../../contract/movies";
import type { RootState } from "../../store/hooks";
import { lazySliceState } from "../../store/lazy-slices";

/**
 * The AI search state (`showGPTsearch`, `GPTmovieNames`, `GPTmovieList`), plus the query so it
 * survives toggling views. Rows fill in as the answer streams: `GPTmovieList[i]` is `null` while
 * row i's search is still running; `GPTmovieYears[i]` is the year given with name i, if any;
 * `understood` is what the embedded engine understood of the query (typed facets, shown as chips),
 * `unknown` the words it did not, `fallback` whether it understood nothing, `refining` the previous
 * query this answer refined; `GPTmovieReasons[i]`
 * is why film i was picked (fact tags, translated on show).
 */
interface GptState {
  showGPTsearch: boolean;
  query: string;
  GPTmovieNames: string[];
  GPTmovieYears: (number | null)[];
  GPTmovieList: (Movie[] | null)[];
  GPTmovieReasons: (string[] | null)[];
  understood: Chip[];
  unknown: string[];
  fallback: boolean;
  refining: string | null;
}

const initialState: GptState = {
  showGPTsearch: false,
  query: "",
  GPTmovieNames: [],
  GPTmovieYears: [],
  GPTmovieList: [],
  GPTmovieReasons: [],
  understood: [],
  unknown: [],
  fallback: false,
  refining: null,
};

export const gptSlice = createSlice({
  name: "gpt",
  initialState,
  reducers: {
    gptViewShown(state, action: PayloadAction<boolean>) {
      state.showGPTsearch = action.payload;
    },
    gptQueryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
    /** A new search began: the old rows go. */
    gptSearchStarted(state) {
      state.GPTmovieNames = [];
      state.GPTmovieYears = [];
      state.GPTmovieList = [];
      state.GPTmovieReasons = [];
      state.understood = [];
      state.unknown = [];
      state.fallback = false;
      state.refining = null;
    },
    /** Row `index`'s heading: it shows at once, its posters when `gptRowReceived` comes. */
    gptNameReceived(
      state,
      action: PayloadAction<{ index: number; name: string; year?: number | undefined; reason?: string[] | undefined }>,
    ) {
      const { index, name, year, reason } = action.payload;
      if (index !== state.GPTmovieNames.length) return;
      state.GPTmovieNames.push(name);
      state.GPTmovieYears.push(year ?? null);
      state.GPTmovieList.push(null);
      state.GPTmovieReasons.push(reason ?? null);
    },
    /** Row `index`'s films; `reason` from the film found, for a name that came without one (the model's). */
    gptRowReceived(state, action: PayloadAction<{ index: number; movies: Movie[]; reason?: string[] | undefined }>) {
      const { index, movies, reason } = action.payload;
      if (index >= state.GPTmovieList.length) return;
      state.GPTmovieList[index] = movies;
      if (reason && !state.GPTmovieReasons[index]) state.GPTmovieReasons[index] = reason;
    },
    gptUnderstood(
      state,
      action: PayloadAction<{
        chips: Chip[];
        unknown?: string[] | undefined;
        fallback?: boolean | undefined;
        refining?: string | undefined;
      }>,
    ) {
      state.understood = action.payload.chips;
      state.unknown = action.payload.unknown ?? [];
      state.fallback = action.payload.fallback ?? false;
      state.refining = action.payload.refining ?? null;
    },
  },
});

export const { gptViewShown, gptQueryChanged, gptSearchStarted, gptNameReceived, gptRowReceived, gptUnderstood } =
  gptSlice.actions;

declare module "../../store/lazy-slices" {
  export interface LazyLoadedSlices extends WithSlice<typeof gptSlice> {}
}

/** GPT Search's state (its initial state before `/browse` added the slice). */
export const selectGpt = (state: RootState): GptState => lazySliceState(state, gptSlice);
