import type { WithSlice } from "@reduxjs/toolkit";
import { type BaseQueryFn, createApi } from "@reduxjs/toolkit/query/react";
import type { z } from "../../contract/zod";
import type { ApiProblem } from "../api/problem";
import { apiRequest } from "../api/request";
import { dynamicMiddleware, rootReducer, store } from "./store";

/** What an endpoint's `query` returns: a path under `/api`, and the schema of the success body. */
export interface ApiArgs {
  url: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  params?: Record<string, string>;
  body?: unknown;
  schema: z.ZodMiniType<unknown>;
}

/** RTK Query over the page's one request path: the same headers, parsing and `ApiProblem` errors. */
const apiBaseQuery: BaseQueryFn<ApiArgs, unknown, ApiProblem> = async (
  { url, method, params, body, schema },
  { signal },
) => {
  const query = params ? `?${new URLSearchParams(params)}` : "";
  const result = await apiRequest(`/api/${url}${query}`, { method, body, schema, signal });
  return result.ok ? { data: result.value } : { error: result.error };
};

/**
 * The one RTK Query slice for our own `/api`. Features add endpoints with `injectEndpoints`, each
 * naming the schema its answer is parsed with. Only `/browse` uses it, so it joins the store when
 * its chunk loads (below), not on the sign-in page.
 */
export const api = createApi({
  reducerPath: "api",
  baseQuery: apiBaseQuery,
  // Lists are loaded once per session: keep them for the whole visit.
  keepUnusedDataFor: 60 * 60,
  refetchOnMountOrArgChange: false,
  tagTypes: ["Movies", "Suggestions", "MyList", "ForYou"],
  endpoints: () => ({}),
});

declare module "./store" {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

rootReducer.inject(api);
// Dispatched, not just added, so the cache's state exists before the first component reads it.
store.dispatch(dynamicMiddleware.withMiddleware(api.middleware));
