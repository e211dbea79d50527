import { combineReducers, configureStore, type UnknownAction } from "@reduxjs/toolkit";
import { userReducer, userSignedOut } from "../features/auth/user-slice";
import { moviesReducer } from "../features/browse/movies-slice";
import { gptReducer } from "../features/gpt-search/gpt-slice";
import { configReducer } from "../features/settings/config-slice";
import { api } from "./api";

const combined = combineReducers({
  user: userReducer,
  movies: moviesReducer,
  gpt: gptReducer,
  config: configReducer,
  [api.reducerPath]: api.reducer,
});

type CombinedState = ReturnType<typeof combined>;

/** Signing out forgets everything about the user (movies, AI results, cached API data) but the language. */
function rootReducer(state: CombinedState | undefined, action: UnknownAction): CombinedState {
  if (state && userSignedOut.match(action)) {
    return combined({ config: state.config } as CombinedState, action);
  }
  return combined(state, action);
}

export function createStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];
