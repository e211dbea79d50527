import { createApi, fetchBaseQuery } from "@reduxjs/toolkit/query/react";
import { currentIdToken } from "./auth-token";

/**
 * The one RTK Query slice for our own `/api`. Features add endpoints with `injectEndpoints` and
 * parse every response with the contract schemas in `transformResponse`.
 */
export const api = createApi({
  reducerPath: "api",
  baseQuery: fetchBaseQuery({
    baseUrl: "/api",
    credentials: "same-origin",
    prepareHeaders: async (headers) => {
      const token = await currentIdToken();
      if (token) headers.set("Authorization", `Bearer ${token}`);
      return headers;
    },
  }),
  // Lists are loaded once per session (spec §4): keep them for the whole visit.
  keepUnusedDataFor: 60 * 60,
  refetchOnMountOrArgChange: false,
  tagTypes: ["Movies", "Suggestions"],
  endpoints: () => ({}),
});
