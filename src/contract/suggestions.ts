import { z } from "zod";
import { ErrorBodySchema } from "./errors.js";
import { LanguageIdSchema } from "./language.js";
import { MovieSchema } from "./movies.js";
import { QUERY_MAX_LENGTH, SUGGESTION_COUNT } from "./suggestion-limits.js";

export { QUERY_MAX_LENGTH, SUGGESTION_COUNT, SUGGESTION_STREAM_TYPE } from "./suggestion-limits.js";

/** An understood facet as the page shows it (a chip) and sends it back (`genre:Comedy`, `not:topic:romance`). */
const FacetTagSchema = z.string().min(1).max(200);
/** At most this many facets are sent back with a refinement or a removal. */
export const FACETS_MAX = 20;

export const SuggestionRequestSchema = z.object({
  query: z.string().trim().min(1).max(QUERY_MAX_LENGTH),
  language: LanguageIdSchema.default("EN"),
  /** The previous answer's understood facets: a follow-up that is only a change ("older") refines them. */
  previous: z.array(FacetTagSchema).max(FACETS_MAX).optional(),
  /** Facets the user removed (a chip's "Remove ‹facet›"): the query is answered without them. */
  without: z.array(FacetTagSchema).max(FACETS_MAX).optional(),
});
export type SuggestionRequest = z.infer<typeof SuggestionRequestSchema>;

/** A pick's reason: a few facts of the film (`decade:1990`, `genre:Comedy`, `critics:92`, `rating:7.8`). */
const ReasonSchema = z.array(z.string().min(1)).max(5);

const RowIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(SUGGESTION_COUNT - 1);

/**
 * `POST /api/suggestions` answers a stream of these, one JSON object per line
 * (`application/x-ndjson`), in this order:
 * - `name`: a suggested title (and its release year when known), as soon as it is complete; the
 *   page shows row `index`'s heading at once. Indices count up from 0 with no gaps. `reason`: why
 *   it was picked, as fact tags the page translates and joins ("decade:1990", "topic:heist", "critics:92").
 * - `movies`: row `index`'s films, the suggested one first, as soon as they are found (rows finish
 *   in any order); `reason` when the name came without one (the model), from the film found.
 * - `understood`: what the embedded engine understood of the query (facet tags the page translates
 *   and shows as chips), the words it did not understand, and `fallback` when it understood nothing
 *   and the films are acclaimed ones instead. Sent before the first name.
 * - `error`: the suggestion failed after some rows were sent; the rows stay, the page shows the error.
 * - `done`: the last line of a complete answer. A stream that ends without `done` or `error` was cut.
 * A failure before the first name is an ordinary error answer (status + `{ error }`), not a stream.
 */
export const SuggestionEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("name"),
    index: RowIndexSchema,
    name: z.string().min(1),
    year: z.number().int().optional(),
    reason: ReasonSchema.optional(),
  }),
  z.object({
    type: z.literal("movies"),
    index: RowIndexSchema,
    movies: z.array(MovieSchema),
    reason: ReasonSchema.optional(),
  }),
  z.object({
    type: z.literal("understood"),
    tags: z.array(z.string()),
    unknown: z.array(z.string()).optional(),
    fallback: z.boolean().optional(),
  }),
  z.object({ type: z.literal("error"), error: ErrorBodySchema.shape.error }),
  z.object({ type: z.literal("done") }),
]);
export type SuggestionEvent = z.infer<typeof SuggestionEventSchema>;
