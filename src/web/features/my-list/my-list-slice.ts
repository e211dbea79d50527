import { createSlice, type PayloadAction, type WithSlice } from "@reduxjs/toolkit";
import type { ApiProblem } from "../../api/problem";
import { rootReducer } from "../../store/store";

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

const myListSlice = createSlice({
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

declare module "../../store/store" {
  export interface LazyLoadedSlices extends WithSlice<typeof myListSlice> {}
}

/** Added to the store when the `/browse` chunk loads; the selector gives the initial state until then. */
const injected = rootReducer.inject(myListSlice);
export const selectMyListFailure = injected.selector((state) => state.myList.failure);
