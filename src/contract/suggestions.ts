import { z } from "zod";
import { ErrorBodySchema } from "./errors.js";
import { LanguageIdSchema } from "./language.js";
import { MovieSchema } from "./movies.js";
import { QUERY_MAX_LENGTH, SUGGESTION_COUNT } from "./suggestion-limits.js";

export { QUERY_MAX_LENGTH, SUGGESTION_COUNT, SUGGESTION_STREAM_TYPE } from "./suggestion-limits.js";

export const SuggestionRequestSchema = z.object({
  query: z.string().trim().min(1).max(QUERY_MAX_LENGTH),
  language: LanguageIdSchema.default("EN"),
});
export type SuggestionRequest = z.infer<typeof SuggestionRequestSchema>;

const RowIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(SUGGESTION_COUNT - 1);

/**
 * `POST /api/suggestions` answers a stream of these, one JSON object per line
 * (`application/x-ndjson`), in this order:
 * - `name`: a suggested title (and its release year when known), as soon as it is complete; the
 *   page shows row `index`'s heading at once. Indices count up from 0 with no gaps.
 * - `movies`: row `index`'s search result, as soon as it returns (rows finish in any order).
 * - `understood`: what the embedded engine understood of the query (tags the page translates).
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
  }),
  z.object({ type: z.literal("movies"), index: RowIndexSchema, movies: z.array(MovieSchema) }),
  z.object({ type: z.literal("understood"), tags: z.array(z.string()) }),
  z.object({ type: z.literal("error"), error: ErrorBodySchema.shape.error }),
  z.object({ type: z.literal("done") }),
]);
export type SuggestionEvent = z.infer<typeof SuggestionEventSchema>;
