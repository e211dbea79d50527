import { combineSlices, configureStore, createDynamicMiddleware, type UnknownAction } from "@reduxjs/toolkit";
import { userSignedOut, userSlice } from "../features/auth/user-slice";
import { configSlice } from "../features/settings/config-slice";

/**
 * Slices only `/browse` needs (movies, GPT Search, the API cache) are not part of the sign-in page:
 * the module that defines each adds it to this interface and injects it into `rootReducer` when its
 * chunk loads; RTK Query's middleware is added then through `dynamicMiddleware`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the lazily loaded slices' declarations.
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(userSlice, configSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export const dynamicMiddleware = createDynamicMiddleware();

type CombinedState = ReturnType<typeof rootReducer>;

/** Signing out forgets everything about the user (movies, AI results, cached API data) but the language. */
function resettingReducer(state: CombinedState | undefined, action: UnknownAction): CombinedState {
  if (state && userSignedOut.match(action)) {
    return rootReducer({ config: state.config } as CombinedState, action);
  }
  return rootReducer(state, action);
}

function createStore() {
  return configureStore({
    reducer: resettingReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

/** The page's one store. */
export const store = createStore();

export type AppStore = typeof store;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];
