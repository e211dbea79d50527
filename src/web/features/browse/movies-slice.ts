import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * Spec §3 movies state. The four lists and the trailer live in the RTK Query cache (loaded once,
 * only when empty); this slice keeps what is chosen on the page: the featured movie of this visit.
 */
interface MoviesState {
  featuredMovieId: number | null;
}

const initialState: MoviesState = { featuredMovieId: null };

const moviesSlice = createSlice({
  name: "movies",
  initialState,
  reducers: {
    featuredMovieChosen(state, action: PayloadAction<number>) {
      state.featuredMovieId = action.payload;
    },
  },
});

export const { featuredMovieChosen } = moviesSlice.actions;
export const moviesReducer = moviesSlice.reducer;
