import { createSlice, type PayloadAction, type WithSlice } from "@reduxjs/toolkit";
import type { Movie } from "../../../contract/movies";
import { rootReducer } from "../../store/store";

/**
 * The AI search state (`showGPTsearch`, `GPTmovieNames`, `GPTmovieList`), plus the query so it
 * survives toggling views. Rows fill in as the answer streams: `GPTmovieList[i]` is `null` while
 * row i's search is still running; `GPTmovieYears[i]` is the year given with name i, if any;
 * `understood` is what the embedded engine understood of the query (tags, translated on show).
 */
interface GptState {
  showGPTsearch: boolean;
  query: string;
  GPTmovieNames: string[];
  GPTmovieYears: (number | null)[];
  GPTmovieList: (Movie[] | null)[];
  understood: string[];
}

const initialState: GptState = {
  showGPTsearch: false,
  query: "",
  GPTmovieNames: [],
  GPTmovieYears: [],
  GPTmovieList: [],
  understood: [],
};

const gptSlice = createSlice({
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
      state.understood = [];
    },
    /** Row `index`'s heading: it shows at once, its posters when `gptRowReceived` comes. */
    gptNameReceived(state, action: PayloadAction<{ index: number; name: string; year?: number | undefined }>) {
      const { index, name, year } = action.payload;
      if (index !== state.GPTmovieNames.length) return;
      state.GPTmovieNames.push(name);
      state.GPTmovieYears.push(year ?? null);
      state.GPTmovieList.push(null);
    },
    gptRowReceived(state, action: PayloadAction<{ index: number; movies: Movie[] }>) {
      const { index, movies } = action.payload;
      if (index < state.GPTmovieList.length) state.GPTmovieList[index] = movies;
    },
    gptUnderstood(state, action: PayloadAction<string[]>) {
      state.understood = action.payload;
    },
  },
});

export const { gptViewShown, gptQueryChanged, gptSearchStarted, gptNameReceived, gptRowReceived, gptUnderstood } =
  gptSlice.actions;

declare module "../../store/store" {
  export interface LazyLoadedSlices extends WithSlice<typeof gptSlice> {}
}

/** Added to the store when the `/browse` chunk loads; the selector gives the initial state until then. */
const injected = rootReducer.inject(gptSlice);
export const selectGpt = injected.selector((state) => state.gpt);
