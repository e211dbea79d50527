import { MOVIE_ENDPOINTS } from "../../../contract/movie-endpoints";
import type { Movie } from "../../../contract/movies";
import { type InLanguage, moviesOf } from "../../api/movie-list";
import { api } from "../../store/api";

export type TitleSearchArgs = InLanguage<{ query: string }>;

/** `GET /api/movies/search`: films whose titles match, best first (catalogue or TMDB). */
export const titleSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchTitles: build.query<Movie[], TitleSearchArgs>({
      query: ({ query, language }) => ({ endpoint: MOVIE_ENDPOINTS.search, search: { query, language } }),
      transformResponse: moviesOf,
      keepUnusedDataFor: 5 * 60,
    }),
  }),
});

export const { useSearchTitlesQuery } = titleSearchApi;
