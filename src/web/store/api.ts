import type { WithSlice } from "@reduxjs/toolkit";
import { type BaseQueryFn, createApi } from "@reduxjs/toolkit/query/react";
import type { PathParams } from "../../contract/endpoint";
import type { ApiProblem } from "../api/problem";
import { type ApiCall, type ApiTarget, apiRequest } from "../api/request";
import type { RootState, StoreExtra } from "./store";

/** What an endpoint's `query` returns: a row of the endpoint table, its path parameters, query string and body. */
export interface ApiArgs {
  endpoint: ApiCall<unknown, unknown>;
  params?: PathParams;
  search?: Record<string, string>;
  body?: unknown;
}

/** The store's `extra` as RTK Query hands it over (typed `unknown` there); a store from `makeStore` has one. */
function isStoreExtra(extra: unknown): extra is StoreExtra {
  return typeof extra === "object" && extra !== null && "api" in extra;
}

/** Where the API is for the store running a query or a `queryFn`. */
export function apiTargetOf(extra: unknown): ApiTarget {
  return isStoreExtra(extra) ? extra.api : { origin: "" };
}

/** RTK Query over the page's one request path: the same headers, parsing and `ApiProblem` errors. */
const apiBaseQuery: BaseQueryFn<ApiArgs, unknown, ApiProblem> = async ({ endpoint, ...options }, { signal, extra }) => {
  const result = await apiRequest(endpoint, { ...options, signal, target: apiTargetOf(extra) });
  return result.ok ? { data: result.value } : { error: result.error };
};

/**
 * The one RTK Query slice for our own API. Features add endpoints with `injectEndpoints`, each
 * naming its row of the endpoint table (whose schema its answer is parsed with). Only `/browse` uses it: its route adds the slice and
 * its middleware to the store when its chunk loads (`app/browse-state.ts`), never the sign-in page.
 */
export const api = createApi({
  reducerPath: "api",
  baseQuery: apiBaseQuery,
  // Lists are loaded once per session: keep them for the whole visit.
  keepUnusedDataFor: 60 * 60,
  refetchOnMountOrArgChange: false,
  tagTypes: ["Movies", "Suggestions", "MyList", "ForYou", "Taste"],
  endpoints: () => ({}),
});

declare module "./lazy-slices" {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

/** Whether the API cache is in the store yet (its route adds it), so endpoint selectors can read it. */
export function hasApiCache(state: RootState): state is RootState & { api: NonNullable<RootState["api"]> } {
  return state.api !== undefined;
}
