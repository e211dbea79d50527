import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Movie } from "../../../contract/movies";

/** Spec §3 AI search state, plus the query so it survives toggling views. */
interface GptState {
  showGPTsearch: boolean;
  query: string;
  GPTmovieNames: string[];
  GPTmovieList: Movie[][];
}

const initialState: GptState = { showGPTsearch: false, query: "", GPTmovieNames: [], GPTmovieList: [] };

const gptSlice = createSlice({
  name: "gpt",
  initialState,
  reducers: {
    gptViewToggled(state) {
      state.showGPTsearch = !state.showGPTsearch;
    },
    gptQueryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
    gptResultsReceived(state, action: PayloadAction<{ names: string[]; lists: Movie[][] }>) {
      state.GPTmovieNames = action.payload.names;
      state.GPTmovieList = action.payload.lists;
    },
  },
});

export const { gptViewToggled, gptQueryChanged, gptResultsReceived } = gptSlice.actions;
export const gptReducer = gptSlice.reducer;
