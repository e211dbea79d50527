import { z } from "./zod.js";

export const LIST_KINDS = ["now-playing", "popular", "upcoming", "top-rated"] as const;
export const ListKindSchema = z.enum(LIST_KINDS);
export type ListKind = z.infer<typeof ListKindSchema>;

/** A movie as the page sees it: TMDB's field names, whichever source answered. */
export const MovieSchema = z.object({
  id: z.int(),
  title: z.string(),
  overview: z.string(),
  poster_path: z.nullable(z.string()),
  backdrop_path: z.optional(z.nullable(z.string())),
  release_date: z.optional(z.string()),
  vote_average: z.optional(z.number()),
  /** Critics' score, 0–100 (the catalogue's Rotten Tomatoes); null: not known for this film; absent: the source has none (TMDB). */
  critics_score: z.optional(z.nullable(z.number())),
  /** Minutes; null: not known for this film; absent: the source's lists carry none (TMDB: More Info's facts have it). */
  runtime: z.optional(z.nullable(z.number())),
  /** TMDB: the title in the film's own language (a localised `title` may differ). */
  original_title: z.optional(z.string()),
  /** TMDB: the film's genre ids, named by `GET /api/movies/genres` (`MovieSource.genres`). */
  genre_ids: z.optional(z.array(z.int())),
});
export type Movie = z.infer<typeof MovieSchema>;

export const MovieListSchema = z.object({ results: z.array(MovieSchema) });
export type MovieList = z.infer<typeof MovieListSchema>;

/** `GET /api/movies/:id`: one film, for a link to a film that is in no row. */
export const MovieDetailsSchema = z.object({ movie: MovieSchema });
export type MovieDetails = z.infer<typeof MovieDetailsSchema>;

export const TrailerSchema = z.nullable(z.object({ type: z.string(), key: z.string() }));
export type Trailer = z.infer<typeof TrailerSchema>;
/** `GET /api/movies/:id/trailer`: the trailer to play, null when the film has none. */
export const TrailerResponseSchema = z.object({ trailer: TrailerSchema });
export type TrailerResponse = z.infer<typeof TrailerResponseSchema>;

/** Movie ids are positive 31-bit integers (TMDB's and the catalogue's alike). */
export const MAX_MOVIE_ID = 2_147_483_647;

/**
 * A movie id written as text (`/api/movies/12`, `/browse?movie=12`): 1 to 10 digits naming a valid
 * id; null for anything else. The one reading of an id, for the server's paths and the page's links.
 */
export function movieIdOf(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_MOVIE_ID ? id : null;
}

/** A genre to browse: an id for the address (`/browse?genre=…`) and its name in the UI language. */
export const GenreSchema = z.object({ id: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)), name: z.string() });
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
export const ProviderSchema = z.object({ name: z.string(), logo_path: z.nullable(z.string()) });
export type Provider = z.infer<typeof ProviderSchema>;
/** Where to watch a film in one region; `link` is TMDB's page for it (attribution required). */
export const WatchSchema = z.object({
  region: z.string().check(z.regex(/^[A-Z]{2}$/)),
  link: z.nullable(z.string()),
  stream: z.array(ProviderSchema),
  rent: z.array(ProviderSchema),
  buy: z.array(ProviderSchema),
});
export type Watch = z.infer<typeof WatchSchema>;
/** `GET /api/movies/:id/facts`: what More Info shows beyond the card's facts. */
export const MovieFactsSchema = z.object({
  /** Minutes. */
  runtime: z.nullable(z.int().check(z.positive())),
  /** Audience rating as the region rates it (G, PG-13, R, …). */
  certification: z.nullable(z.string()),
  genres: z.array(z.string()),
  director: z.nullable(z.string()),
  /** Top-billed cast, in billing order (none for the embedded catalogue). */
  cast: z.array(z.string()),
  /** Where to watch in the asked region; null when the source does not know (the embedded catalogue). */
  watch: z.nullable(WatchSchema),
});
export type MovieFacts = z.infer<typeof MovieFactsSchema>;
