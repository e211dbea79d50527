import { createSlice, type PayloadAction, type WithSlice } from "@reduxjs/toolkit";
import type { ApiProblem } from "../../api/problem";
import type { RootState } from "../../store/hooks";

/** The last My List change the server refused (and the page undid), until the user dismisses it. */
export interface MyListFailure {
  change: "add" | "remove";
  title: string;
  problem: ApiProblem;
}

interface MyListState {
  failure: MyListFailure | null;
}

const initialState: MyListState = { failure: null };

export const myListSlice = createSlice({
  name: "myList",
  initialState,
  reducers: {
    myListChangeFailed(state, action: PayloadAction<MyListFailure>) {
      state.failure = action.payload;
    },
    myListFailureDismissed(state) {
      state.failure = null;
    },
  },
});

export const { myListChangeFailed, myListFailureDismissed } = myListSlice.actions;

declare module "../../store/lazy-slices" {
  export interface LazyLoadedSlices extends WithSlice<typeof myListSlice> {}
}

/** The last refused change, until dismissed (none before `/browse` added the slice). */
export const selectMyListFailure = (state: RootState): MyListFailure | null => state.myList?.failure ?? null;
