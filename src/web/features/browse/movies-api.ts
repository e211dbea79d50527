import type { LanguageId } from "../../../contract/language";
import { MOVIE_ENDPOINTS } from "../../../contract/movie-endpoints";
import {
  type Genre,
  type GenreList,
  type GenreRows,
  LIST_KINDS,
  type ListKind,
  type Movie,
  type MovieDetails,
  type MovieFacts,
  type MovieList,
  type Trailer,
  type TrailerResponse,
} from "../../../contract/movies";
import { api, hasApiCache } from "../../store/api";
import type { AppDispatch, RootState } from "../../store/hooks";

/** Lists load once per session (per language): the cache keeps them for the whole visit. */
const SESSION_SECONDS = 24 * 60 * 60;

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
      query: ({ kind, language }) => ({ endpoint: MOVIE_ENDPOINTS.list, params: { kind }, search: { language } }),
      transformResponse: (body: MovieList) => body.results,
      keepUnusedDataFor: SESSION_SECONDS,
      providesTags: ["Movies"],
    }),
    /** One film by id, for a link to a film that is in no loaded row. */
    getMovie: build.query<Movie, TrailerArgs>({
      query: ({ id, language }) => ({ endpoint: MOVIE_ENDPOINTS.film, params: { id }, search: { language } }),
      transformResponse: (body: MovieDetails) => body.movie,
      keepUnusedDataFor: SESSION_SECONDS,
    }),
    /** Films like a film, for More Info's "More like this" row (at most 12, the server's choice). */
    getSimilar: build.query<Movie[], TrailerArgs>({
      query: ({ id, language }) => ({ endpoint: MOVIE_ENDPOINTS.similar, params: { id }, search: { language } }),
      transformResponse: (body: MovieList) => body.results,
      keepUnusedDataFor: SESSION_SECONDS,
    }),
    /** More Info's facts, with where to watch in `region`. */
    getFacts: build.query<MovieFacts, { id: number; language: LanguageId; region: string }>({
      query: ({ id, language, region }) => ({
        endpoint: MOVIE_ENDPOINTS.facts,
        params: { id },
        search: { language, region },
      }),
      keepUnusedDataFor: SESSION_SECONDS,
    }),
    /** The genres to browse, named in the UI language. */
    getGenres: build.query<Genre[], LanguageId>({
      query: (language) => ({ endpoint: MOVIE_ENDPOINTS.genres, search: { language } }),
      transformResponse: (body: GenreList) => body.genres,
      keepUnusedDataFor: SESSION_SECONDS,
    }),
    /** One genre's rows: popular, acclaimed, newest. */
    getGenreRows: build.query<GenreRows, { id: string; language: LanguageId }>({
      query: ({ id, language }) => ({ endpoint: MOVIE_ENDPOINTS.genre, params: { genre: id }, search: { language } }),
      keepUnusedDataFor: SESSION_SECONDS,
    }),
    getTrailer: build.query<Trailer, TrailerArgs>({
      query: ({ id, language }) => ({ endpoint: MOVIE_ENDPOINTS.trailer, params: { id }, search: { language } }),
      transformResponse: (body: TrailerResponse) => body.trailer,
      keepUnusedDataFor: SESSION_SECONDS,
    }),
  }),
});

export const {
  useGetMovieListQuery,
  useGetMovieQuery,
  useGetSimilarQuery,
  useGetTrailerQuery,
  useGetGenresQuery,
  useGetGenreRowsQuery,
  useGetFactsQuery,
} = moviesApi;

/**
 * Ask for the four lists ahead of the view (the `/browse` route does, as soon as someone is signed
 * in): the rows and the featured block then find them in the cache, or on the way.
 */
export function prefetchMovieLists(dispatch: AppDispatch, language: LanguageId): void {
  for (const kind of LIST_KINDS) dispatch(moviesApi.util.prefetch("getMovieList", { kind, language }, {}));
}

/** A film a list loaded on the page holds, in any language or only in `language` (`selectLoadedMovie`'s shape). */
export type FindLoadedMovie = (
  state: RootState,
  id: number,
  language?: LanguageId,
  opened?: Movie | null,
) => Movie | undefined;

/**
 * A film that a list this page already loaded holds (a row, a genre's rows, "More like this", a
 * film fetched by id), so a link to it needs no request: in any language, or only in `language`
 * (its title and overview as the reader reads them now). `opened`, the very film a card of those
 * lists handed over, wins over another list's copy.
 */
export const selectLoadedMovie: FindLoadedMovie = (state, id, language, opened) => {
  if (!hasApiCache(state)) return undefined;
  const { endpoints, util } = moviesApi;
  const wanted = <A extends { language: LanguageId }>(args: A) => language === undefined || args.language === language;
  const byId = (args: TrailerArgs) => endpoints.getMovie.select(args)(state).data;
  const lists = [
    ...util
      .selectCachedArgsForQuery(state, "getMovieList")
      .filter(wanted)
      .map((args) => endpoints.getMovieList.select(args)(state).data),
    ...util
      .selectCachedArgsForQuery(state, "getSimilar")
      .filter(wanted)
      .map((args) => endpoints.getSimilar.select(args)(state).data),
    ...util
      .selectCachedArgsForQuery(state, "getGenreRows")
      .filter(wanted)
      .flatMap((args) => Object.values(endpoints.getGenreRows.select(args)(state).data?.rows ?? {})),
    util.selectCachedArgsForQuery(state, "getMovie").filter(wanted).map(byId),
  ];
  if (opened?.id === id && lists.some((list) => list?.includes(opened))) return opened;
  for (const list of lists) {
    const found = list?.find((movie) => movie?.id === id);
    if (found) return found;
  }
  return undefined;
};
