import { createSlice, type PayloadAction, type WithSlice } from "@reduxjs/toolkit";
import type { RootState } from "../../store/hooks";

/**
 * Spec §3 movies state. The four lists and the trailer live in the RTK Query cache (loaded once,
 * only when empty); this slice keeps what is chosen on the page: the featured movie of this visit.
 */
interface MoviesState {
  featuredMovieId: number | null;
}

const initialState: MoviesState = { featuredMovieId: null };

export const moviesSlice = createSlice({
  name: "movies",
  initialState,
  reducers: {
    featuredMovieChosen(state, action: PayloadAction<number>) {
      state.featuredMovieId = action.payload;
    },
  },
});

export const { featuredMovieChosen } = moviesSlice.actions;

declare module "../../store/lazy-slices" {
  export interface LazyLoadedSlices extends WithSlice<typeof moviesSlice> {}
}

/** The featured movie of this visit, once picked (none before `/browse` added the slice). */
export const selectFeaturedMovieId = (state: RootState): number | null => state.movies?.featuredMovieId ?? null;
