import { z } from "zod";
import { LanguageIdSchema } from "./language.js";
import { MovieSchema } from "./movies.js";

/** How many titles a suggestion asks for (spec §9). */
export const SUGGESTION_COUNT = 5;
export const QUERY_MAX_LENGTH = 300;

export const SuggestionRequestSchema = z.object({
  query: z.string().trim().min(1).max(QUERY_MAX_LENGTH),
  language: LanguageIdSchema.default("EN"),
});
export type SuggestionRequest = z.infer<typeof SuggestionRequestSchema>;

export const SuggestionResponseSchema = z.object({
  names: z.array(z.string()).max(SUGGESTION_COUNT),
  lists: z.array(z.array(MovieSchema)).max(SUGGESTION_COUNT),
});
export type SuggestionResponse = z.infer<typeof SuggestionResponseSchema>;
