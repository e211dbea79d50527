import type { Genre, GenreRows, Movie, MovieFacts, Trailer } from "../../contract/movies";
import type { ForYou, MyListChange } from "../../contract/my-list";
import { SUGGESTION_COUNT } from "../../contract/suggestion-limits";
import type { SuggestionEvent } from "../../contract/suggestions";
import { ApiErrorSchema, type ErrorBody } from "./account";
import { z } from "./zod";

/*
 * The page's parsers for `/api/movies` and `/api/suggestions` answers: the contract's schemas on
 * zod/mini, each typed with the contract's type so the two cannot drift apart unnoticed.
 */

export const MovieSchema: z.ZodMiniType<Movie> = z.object({
  id: z.int(),
  title: z.string(),
  overview: z.string(),
  poster_path: z.nullable(z.string()),
  backdrop_path: z.optional(z.nullable(z.string())),
  release_date: z.optional(z.string()),
  vote_average: z.optional(z.number()),
});

export const MovieListSchema = z.object({ results: z.array(MovieSchema) });

export const ForYouSchema: z.ZodMiniType<ForYou> = z.object({
  because: z.nullable(z.object({ title: z.string(), results: z.array(MovieSchema) })),
  topPicks: z.array(MovieSchema),
});

const GenreSchema: z.ZodMiniType<Genre> = z.object({ id: z.string(), name: z.string() });
export const GenreListSchema: z.ZodMiniType<{ genres: Genre[] }> = z.object({ genres: z.array(GenreSchema) });
export const GenreRowsSchema: z.ZodMiniType<GenreRows> = z.object({
  genre: GenreSchema,
  rows: z.object({ popular: z.array(MovieSchema), acclaimed: z.array(MovieSchema), newest: z.array(MovieSchema) }),
});

const ProviderSchema = z.object({ name: z.string(), logo_path: z.nullable(z.string()) });
export const MovieFactsSchema: z.ZodMiniType<MovieFacts> = z.object({
  runtime: z.nullable(z.int()),
  certification: z.nullable(z.string()),
  genres: z.array(z.string()),
  director: z.nullable(z.string()),
  cast: z.array(z.string()),
  watch: z.nullable(
    z.object({
      region: z.string(),
      link: z.nullable(z.string()),
      stream: z.array(ProviderSchema),
      rent: z.array(ProviderSchema),
      buy: z.array(ProviderSchema),
    }),
  ),
});

export const MovieDetailsSchema: z.ZodMiniType<{ movie: Movie }> = z.object({ movie: MovieSchema });

export const TrailerResponseSchema: z.ZodMiniType<{ trailer: Trailer }> = z.object({
  trailer: z.nullable(z.object({ type: z.string(), key: z.string() })),
});

const ReasonSchema = z.array(z.string().check(z.minLength(1))).check(z.maxLength(5));
const RowIndexSchema = z.int().check(z.nonnegative(), z.maximum(SUGGESTION_COUNT - 1));

/** One line of the `/api/suggestions` stream: the contract's event, its error as the page reads errors. */
export type SuggestionLine = Exclude<SuggestionEvent, { type: "error" }> | { type: "error"; error: ErrorBody["error"] };

/** The page's parser for a `SuggestionLine` (the contract's `SuggestionEventSchema` on zod/mini). */
export const SuggestionEventSchema: z.ZodMiniType<SuggestionLine> = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("name"),
    index: RowIndexSchema,
    name: z.string().check(z.minLength(1)),
    year: z.optional(z.int()),
    reason: z.optional(ReasonSchema),
  }),
  z.object({
    type: z.literal("movies"),
    index: RowIndexSchema,
    movies: z.array(MovieSchema),
    reason: z.optional(ReasonSchema),
  }),
  z.object({
    type: z.literal("understood"),
    tags: z.array(z.string()),
    unknown: z.optional(z.array(z.string())),
    fallback: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal("error"), error: ApiErrorSchema }),
  z.object({ type: z.literal("done") }),
]);

export const MyListChangeSchema: z.ZodMiniType<MyListChange> = z.object({ id: z.int(), inList: z.boolean() });
