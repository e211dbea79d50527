import type { UnknownAction } from "@reduxjs/toolkit";
import type { Facet } from "../../../contract/facets";
import type { LanguageId } from "../../../contract/language";
import { SUGGESTION_ENDPOINTS } from "../../../contract/suggestion-endpoints";
import type { SuggestionEvent } from "../../../contract/suggestions";
import type { ApiProblem } from "../../api/problem";
import { apiLines } from "../../api/request-lines";
import { api, apiTargetOf } from "../../store/api";
import { gptNameReceived, gptRowReceived, gptSearchStarted, gptUnderstood } from "./gpt-slice";

export interface SuggestArgs {
  query: string;
  language: LanguageId;
  /** The query whose answer was shown when this one was typed: a follow-up that reads as a change refines it. */
  previous?: string;
  /** Facets the user removed with a chip. */
  without?: Facet[];
}

/** Each line of the stream into the gpt slice; the line that ends it (done or error) is returned. */
function lineHandler(dispatch: (action: UnknownAction) => unknown, signal: AbortSignal) {
  const end: { line?: Extract<SuggestionEvent, { type: "done" | "error" }> } = {};
  const onLine = (line: SuggestionEvent) => {
    if (signal.aborted) return;
    switch (line.type) {
      case "name":
        dispatch(gptNameReceived({ index: line.index, name: line.name, year: line.year, reason: line.reason }));
        break;
      case "movies":
        dispatch(gptRowReceived({ index: line.index, movies: line.movies, reason: line.reason }));
        break;
      case "understood":
        dispatch(
          gptUnderstood({ chips: line.chips, unknown: line.unknown, fallback: line.fallback, refining: line.refining }),
        );
        break;
      default:
        end.line = line;
    }
  };
  return { onLine, end };
}

/**
 * `POST /api/suggestions`, read as it streams: each name becomes a row heading at once and each
 * row's movies fill it as they arrive (the gpt slice holds them, so they outlive the view). A
 * mutation, so every submit runs and the caller can `abort()` it (which closes the stream, and the
 * server then stops the model). Fails with the stream's error after the rows already shown, which
 * stay; an answer cut off before its end is a network problem.
 */
export const suggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    suggestMovies: build.mutation<{ rows: number }, SuggestArgs>({
      async queryFn(body, { dispatch, signal, extra }) {
        dispatch(gptSearchStarted());
        const { onLine, end } = lineHandler(dispatch, signal);
        const read = await apiLines(SUGGESTION_ENDPOINTS.suggestions, {
          body,
          signal,
          onLine,
          target: apiTargetOf(extra),
        });
        if (!read.ok) return { error: read.error };
        const last = end.line;
        if (last?.type === "done") return { data: { rows: read.value } };
        if (!last) return { error: { kind: "network" } satisfies ApiProblem };
        const { code, retryAfter, details } = last.error;
        const problem: ApiProblem = {
          kind: "code",
          code,
          ...(retryAfter !== undefined && { retryAfter }),
          ...(details !== undefined && { details }),
        };
        return { error: problem };
      },
    }),
  }),
});

export const { useSuggestMoviesMutation } = suggestionsApi;
