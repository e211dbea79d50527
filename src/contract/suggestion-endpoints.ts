import { row } from "./endpoint.js";
import type { SuggestionRequestSchema } from "./requests.js";
import { SuggestionEventSchema } from "./suggestions.js";
import type { z } from "./zod.js";

/** GPT Search (its own file: only the GPT Search chunk carries the event schema). */
export const SUGGESTION_ENDPOINTS = {
  suggestions: row<z.infer<typeof SuggestionEventSchema>, z.infer<typeof SuggestionRequestSchema>>(
    "POST",
    "/api/suggestions",
    SuggestionEventSchema,
    {
      lines: true,
      access: "signed-in",
      // Per user, per address and server-wide, spent by the route only for calls that reach the suggester.
      budgets: [{ name: "suggestions", per: "user", spentBy: "route" }],
    },
  ),
} as const;
