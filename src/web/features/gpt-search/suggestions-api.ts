import type { LanguageId } from "../../../contract/language";
import { type SuggestionResponse, SuggestionResponseSchema } from "../../../contract/suggestions";
import { api } from "../../store/api";
import { gptResultsReceived } from "./gpt-slice";

export interface SuggestArgs {
  query: string;
  language: LanguageId;
}

/**
 * `POST /api/suggestions`: a mutation, so every submit runs (nothing is deduplicated) and the caller
 * can `abort()` it. Results go to the gpt slice, so they outlive the view (Home ↔ GPT Search).
 */
export const suggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    suggestMovies: build.mutation<SuggestionResponse, SuggestArgs>({
      query: (body) => ({ url: "suggestions", method: "POST", body }),
      transformResponse: (raw: unknown) => SuggestionResponseSchema.parse(raw),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(gptResultsReceived(data));
        } catch {
          // Failed or aborted: the view reads the error from the mutation's state; the old results stay.
        }
      },
    }),
  }),
});

export const { useSuggestMoviesMutation } = suggestionsApi;
