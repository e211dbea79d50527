import { z } from "zod";
import type { LanguageId } from "../../../contract/language";
import { type ListKind, type Movie, MovieListSchema, type Trailer, TrailerSchema } from "../../../contract/movies";
import { api } from "../../store/api";

/** Spec §4: lists load once per session (per language) — the cache keeps them for the whole visit. */
const SESSION_SECONDS = 24 * 60 * 60;

const TrailerResponseSchema = z.object({ trailer: TrailerSchema });

export interface ListArgs {
  kind: ListKind;
  language: LanguageId;
}

export interface TrailerArgs {
  id: number;
  language: LanguageId;
}

/** The four lists and a movie's trailer, keyed by UI language so switching language refetches. */
export const moviesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMovieList: build.query<Movie[], ListArgs>({
      query: ({ kind, language }) => ({ url: `movies/${kind}`, params: { language } }),
      transformResponse: (raw: unknown) => MovieListSchema.parse(raw).results,
      keepUnusedDataFor: SESSION_SECONDS,
      providesTags: ["Movies"],
    }),
    getTrailer: build.query<Trailer, TrailerArgs>({
      query: ({ id, language }) => ({ url: `movies/${id}/trailer`, params: { language } }),
      transformResponse: (raw: unknown) => TrailerResponseSchema.parse(raw).trailer,
      keepUnusedDataFor: SESSION_SECONDS,
    }),
  }),
});

export const { useGetMovieListQuery, useGetTrailerQuery } = moviesApi;
