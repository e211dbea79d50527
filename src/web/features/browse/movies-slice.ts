import { createSlice, type PayloadAction, type WithSlice } from "@reduxjs/toolkit";
import { rootReducer } from "../../store/store";

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

declare module "../../store/store" {
  export interface LazyLoadedSlices extends WithSlice<typeof moviesSlice> {}
}

/** Added to the store when the `/browse` chunk loads; the selector gives the initial state until then. */
const injected = rootReducer.inject(moviesSlice);
export const selectMovies = injected.selector((state) => state.movies);
