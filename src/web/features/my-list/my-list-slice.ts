import { createSlice, type PayloadAction, type WithSlice } from "@reduxjs/toolkit";
import type { ApiProblem } from "../../api/problem";
import type { RootState } from "../../store/hooks";
import { lazySliceState } from "../../store/lazy-slices";

/** The last My List change the server refused (and the page undid), until the user dismisses it. */
export interface MyListFailure {
  change: "add" | "remove";
  title: string;
  problem: ApiProblem;
}

/** My List's page state: the last refused change (`null` when there is none to show). */
export const myListSlice = createSlice({
  name: "myList",
  initialState: (): MyListFailure | null => null,
  reducers: {
    myListChangeFailed: (_state, action: PayloadAction<MyListFailure>) => action.payload,
    myListFailureDismissed: () => null,
  },
});

export const { myListChangeFailed, myListFailureDismissed } = myListSlice.actions;

declare module "../../store/lazy-slices" {
  export interface LazyLoadedSlices extends WithSlice<typeof myListSlice> {}
}

/** The last refused change, until dismissed (none before `/browse` added the slice). */
export const selectMyListFailure = (state: RootState): MyListFailure | null => lazySliceState(state, myListSlice);
