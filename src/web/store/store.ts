import {
  applyMiddleware,
  combineReducers,
  legacy_createStore,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from "redux";
import { type ThunkDispatch, withExtraArgument } from "redux-thunk";
import type { ApiTarget } from "../api/request";
import { defineAction } from "./action";
import { configSlice } from "./config-slice";
import { createDynamicMiddleware } from "./dynamic-middleware";
import type { LazyLoadedSlices } from "./lazy-slices";
import { userSignedOut, userSlice } from "./user-slice";

/** A slice declared in `LazyLoadedSlices`, as a route adds it. */
type LazySlice = {
  [Path in keyof LazyLoadedSlices]: { reducerPath: Path; reducer: Reducer<LazyLoadedSlices[Path]> };
}[keyof LazyLoadedSlices];

/** The state every page has, and the lazily added slices once their route has added them. */
export type RootState = {
  user: ReturnType<typeof userSlice.reducer>;
  config: ReturnType<typeof configSlice.reducer>;
} & Partial<LazyLoadedSlices>;

/** A route added a slice: every reducer runs once, so the new slice's state exists at once. */
export const sliceAdded = defineAction<string>("store/sliceAdded");

/** What thunks and RTK Query's base query are given: where the API is and how calls prove who calls. */
export interface StoreExtra {
  api: ApiTarget;
}

export interface StoreOptions {
  /** Where the API is: the page's own (`main.tsx`, with the auth client's ID token) or a test's server. */
  api?: ApiTarget;
}

export type AppDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction>;

/** Signing out forgets everything about the user (movies, AI results, cached API data) but the language. */
function resetOnSignOut(reducer: Reducer<RootState, UnknownAction, Partial<RootState>>): Reducer<RootState> {
  return (state, action) =>
    reducer(state && userSignedOut.match(action) ? { config: state.config } : state, action as UnknownAction);
}

/**
 * The page's store, made once by `main.tsx` and provided to React (tests make their own). Features
 * reach it only through the typed hooks; routes add their own slices with `inject` and middleware
 * with `addMiddleware` when their code loads. Built on Redux's core (`redux`, `redux-thunk`), which
 * Redux Toolkit's `configureStore` wraps: the first chunk stays free of Redux Toolkit (see
 * `action.ts`); the lazily added slices and RTK Query work with it as they do with `configureStore`.
 */
export function makeStore(options: StoreOptions = {}) {
  const reducers: Record<string, Reducer> = { user: userSlice.reducer, config: configSlice.reducer };
  const combined = () =>
    resetOnSignOut(combineReducers(reducers) as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>);
  const dynamic = createDynamicMiddleware();
  const extra: StoreExtra = { api: options.api ?? { origin: "" } };
  const thunk = withExtraArgument<RootState, UnknownAction, StoreExtra>(extra);
  const store = legacy_createStore(combined(), applyMiddleware(dynamic.middleware, thunk as Middleware));
  return {
    getState: store.getState as () => RootState,
    dispatch: store.dispatch as AppDispatch,
    subscribe: store.subscribe,
    replaceReducer: store.replaceReducer,
    [Symbol.observable]: store[Symbol.observable],
    /** Where the API is, for a component's own `apiRequest` (`useApiTarget`). */
    apiTarget: extra.api,
    /** Add a lazily loaded slice; its state exists when this returns. */
    inject(slice: LazySlice): void {
      if (reducers[slice.reducerPath] === slice.reducer) return;
      reducers[slice.reducerPath] = slice.reducer as Reducer;
      store.replaceReducer(combined());
      store.dispatch(sliceAdded(slice.reducerPath));
    },
    /** Add middleware (RTK Query's) from now on. */
    addMiddleware(...middleware: Middleware[]): void {
      dynamic.add(...middleware);
    },
  };
}

export type AppStore = ReturnType<typeof makeStore>;
