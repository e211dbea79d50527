import type { LanguageId } from "../../../contract/language";
import { MOVIE_ENDPOINTS } from "../../../contract/movie-endpoints";
import type { Movie, MovieList } from "../../../contract/movies";
import { api } from "../../store/api";

export interface TitleSearchArgs {
  query: string;
  language: LanguageId;
}

/** `GET /api/movies/search`: films whose titles match, best first (catalogue or TMDB). */
export const titleSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchTitles: build.query<Movie[], TitleSearchArgs>({
      query: ({ query, language }) => ({ endpoint: MOVIE_ENDPOINTS.search, search: { query, language } }),
      transformResponse: (body: MovieList) => body.results,
      keepUnusedDataFor: 5 * 60,
    }),
  }),
});

export const { useSearchTitlesQuery } = titleSearchApi;
