import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from "@reduxjs/toolkit";
import type { ApiTarget } from "../api/request";
import { configSlice } from "./config-slice";
import type { LazyLoadedSlices } from "./lazy-slices";
import { userSignedOut, userSlice } from "./user-slice";

const makeRootReducer = () => combineSlices(userSlice, configSlice).withLazyLoadedSlices<LazyLoadedSlices>();
type RootReducer = ReturnType<typeof makeRootReducer>;
/** A slice declared in `LazyLoadedSlices`, as a route adds it. */
type LazySlice = {
  [Path in keyof LazyLoadedSlices]: { reducerPath: Path; reducer: Reducer<LazyLoadedSlices[Path]> };
}[keyof LazyLoadedSlices];

/** A route added a slice: every reducer runs once, so the new slice's state exists at once. */
export const sliceAdded = createAction<string>("store/sliceAdded");

/** What thunks and RTK Query's base query are given: where `/api` is. */
export interface StoreExtra {
  api: ApiTarget;
}

export interface StoreOptions {
  /** Where `/api` is; the page's own origin unless given (tests name a server). */
  api?: ApiTarget;
}

/** Signing out forgets everything about the user (movies, AI results, cached API data) but the language. */
function resetOnSignOut(reducer: RootReducer) {
  return (state: Parameters<RootReducer>[0], action: UnknownAction): ReturnType<RootReducer> =>
    reducer(state && userSignedOut.match(action) ? { config: state.config } : state, action);
}

/**
 * The page's store, made once by `main.tsx` and provided to React (tests make their own). Features
 * reach it only through the typed hooks; routes add their own slices with `inject` and middleware
 * with `addMiddleware` when their code loads.
 */
export function makeStore(options: StoreOptions = {}) {
  const reducer = makeRootReducer();
  const dynamic = createDynamicMiddleware();
  const extra: StoreExtra = { api: options.api ?? { origin: "" } };
  const store = configureStore({
    reducer: resetOnSignOut(reducer),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(dynamic.middleware),
  });
  return {
    ...store,
    /** Add a lazily loaded slice (the reducer stays the same); its state exists when this returns. */
    inject(slice: LazySlice): void {
      reducer.inject(slice);
      store.dispatch(sliceAdded(slice.reducerPath));
    },
    /** Add middleware (RTK Query's) from now on. */
    addMiddleware(...middleware: Middleware[]): void {
      store.dispatch(dynamic.withMiddleware(...middleware));
    },
  };
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];
