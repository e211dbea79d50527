import { ApiErrorSchema } from "./errors.js";
import { ChipSchema } from "./facets.js";
import { MovieSchema } from "./movies.js";
import { z } from "./zod.js";

/** How many titles a suggestion asks for: one poster row each. */
export const SUGGESTION_COUNT = 5;
export const QUERY_MAX_LENGTH = 300;
/** At most this many chips are sent with an answer, or facets back with a removal. */
export const FACETS_MAX = 20;
/** The media type of the `/api/suggestions` stream: one JSON event per line. */
export const SUGGESTION_STREAM_TYPE = "application/x-ndjson";

/** A pick's reason: a few facts of the film (`decade:1990`, `genre:Comedy`, `critics:92`, `rating:7.8`). */
const ReasonSchema = z.array(z.string().check(z.minLength(1))).check(z.maxLength(5));

const RowIndexSchema = z.int().check(z.minimum(0), z.maximum(SUGGESTION_COUNT - 1));

/**
 * `POST /api/suggestions` answers a stream of these, one JSON object per line
 * (`application/x-ndjson`), in this order:
 * - `name`: a suggested title (and its release year when known), as soon as it is complete; the
 *   page shows row `index`'s heading at once. Indices count up from 0 with no gaps. `reason`: why
 *   it was picked, as fact tags the page translates and joins ("decade:1990", "topic:heist", "critics:92").
 * - `movies`: row `index`'s films, the suggested one first, as soon as they are found (rows finish
 *   in any order); `reason` when the name came without one (the model), from the film found.
 * - `understood`: what the embedded engine understood of the query (typed facets, `facets.ts`, the
 *   page translates and shows as chips, each marked `relaxed` when the answer had to give it up),
 *   the words it did not understand, `fallback` when it understood nothing (then no name follows:
 *   the page says so and offers examples), and `refining`: the previous query this one refined.
 *   Sent before the first name.
 * - `error`: the suggestion failed after some rows were sent; the rows stay, the page shows the error.
 * - `done`: the last line of a complete answer. A stream that ends without `done` or `error` was cut.
 * A failure before the first name is an ordinary error answer (status + `{ error }`), not a stream.
 */
export const SuggestionEventSchema = z.discriminatedUnion("type", [
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
    chips: z.array(ChipSchema).check(z.maxLength(FACETS_MAX)),
    unknown: z.optional(z.array(z.string())),
    fallback: z.optional(z.boolean()),
    refining: z.optional(z.string().check(z.minLength(1), z.maxLength(QUERY_MAX_LENGTH))),
  }),
  z.object({ type: z.literal("error"), error: ApiErrorSchema }),
  z.object({ type: z.literal("done") }),
]);
export type SuggestionEvent = z.infer<typeof SuggestionEventSchema>;
