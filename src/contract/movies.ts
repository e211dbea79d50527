import { z } from "zod";

export const LIST_KINDS = ["now-playing", "popular", "upcoming", "top-rated"] as const;
export const ListKindSchema = z.enum(LIST_KINDS);
export type ListKind = z.infer<typeof ListKindSchema>;

/** A movie as the page sees it: TMDB's field names, whichever source answered. */
export const MovieSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  overview: z.string(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable().optional(),
  release_date: z.string().optional(),
  vote_average: z.number().optional(),
});
export type Movie = z.infer<typeof MovieSchema>;

export const MovieListSchema = z.object({ results: z.array(MovieSchema) });
export type MovieList = z.infer<typeof MovieListSchema>;

/** `GET /api/movies/:id`: one film, for a link to a film that is in no row. */
export const MovieDetailsSchema = z.object({ movie: MovieSchema });
export type MovieDetails = z.infer<typeof MovieDetailsSchema>;

export const TrailerSchema = z.object({ type: z.string(), key: z.string() }).nullable();
export type Trailer = z.infer<typeof TrailerSchema>;

export const SearchQuerySchema = z.object({ query: z.string().trim().min(1).max(300) });

export { MAX_MOVIE_ID } from "./movie-limits.js";
