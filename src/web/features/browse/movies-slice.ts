import { createSlice, type PayloadAction, type WithSlice } from "@reduxjs/toolkit";
import type { RootState } from "../../store/hooks";
import { lazySliceState } from "../../store/lazy-slices";

/**
 * Spec §3 movies state. The four lists and the trailer live in the RTK Query cache (loaded once,
 * only when empty); this slice keeps what is chosen on the page: the id of this visit's featured
 * movie, `null` until one is picked.
 */
export const moviesSlice = createSlice({
  name: "movies",
  initialState: (): number | null => null,
  reducers: {
    featuredMovieChosen: (_state, action: PayloadAction<number>) => action.payload,
  },
});

export const { featuredMovieChosen } = moviesSlice.actions;

declare module "../../store/lazy-slices" {
  export interface LazyLoadedSlices extends WithSlice<typeof moviesSlice> {}
}

/** The featured movie of this visit, once picked (none before `/browse` added the slice). */
export const selectFeaturedMovieId = (state: RootState): number | null => lazySliceState(state, moviesSlice);
