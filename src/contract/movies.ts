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
  /** TMDB: the title in the film's own language (a localised `title` may differ). */
  original_title: z.string().optional(),
  /** TMDB: the film's genre ids, named by `GET /api/movies/genres` (`MovieSource.genres`). */
  genre_ids: z.array(z.number().int()).optional(),
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

/** A genre to browse: an id for the address (`/browse?genre=…`) and its name in the UI language. */
export const GenreSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/), name: z.string() });
export type Genre = z.infer<typeof GenreSchema>;
export const GenreListSchema = z.object({ genres: z.array(GenreSchema) });
export type GenreList = z.infer<typeof GenreListSchema>;
/** The three rows of a genre, in the order the page shows them. */
export const GENRE_ROWS = ["popular", "acclaimed", "newest"] as const;
export type GenreRow = (typeof GENRE_ROWS)[number];
export const GenreRowsSchema = z.object({
  genre: GenreSchema,
  rows: z.object({ popular: z.array(MovieSchema), acclaimed: z.array(MovieSchema), newest: z.array(MovieSchema) }),
});
export type GenreRows = z.infer<typeof GenreRowsSchema>;

/** A service that streams, rents or sells a film in a region (TMDB's watch providers, from JustWatch). */
export const ProviderSchema = z.object({ name: z.string(), logo_path: z.string().nullable() });
export type Provider = z.infer<typeof ProviderSchema>;
/** Where to watch a film in one region; `link` is TMDB's page for it (attribution required). */
export const WatchSchema = z.object({
  region: z.string().regex(/^[A-Z]{2}$/),
  link: z.string().nullable(),
  stream: z.array(ProviderSchema),
  rent: z.array(ProviderSchema),
  buy: z.array(ProviderSchema),
});
export type Watch = z.infer<typeof WatchSchema>;
/** `GET /api/movies/:id/facts`: what More Info shows beyond the card's facts. */
export const MovieFactsSchema = z.object({
  /** Minutes. */
  runtime: z.number().int().positive().nullable(),
  /** Audience rating as the region rates it (G, PG-13, R, …). */
  certification: z.string().nullable(),
  genres: z.array(z.string()),
  director: z.string().nullable(),
  /** Top-billed cast, in billing order (none for the embedded catalogue). */
  cast: z.array(z.string()),
  /** Where to watch in the asked region; null when the source does not know (the embedded catalogue). */
  watch: WatchSchema.nullable(),
});
export type MovieFacts = z.infer<typeof MovieFactsSchema>;
