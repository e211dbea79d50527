import type { ErrorCode, Result } from "../../contract/errors.js";
import type { Facet } from "../../contract/facets.js";
import type { LanguageId } from "../../contract/language.js";

/**
 * What a suggester can fail with: an API error code, or `aborted` when the caller's signal fired
 * (the client went away: the route answers nothing the page shows). `rate_limited` is ours: the
 * routes' budgets for calls that reach the suggester were spent.
 */
export type SuggestErrorCode =
  | Extract<
      ErrorCode,
      | "ai_unreachable"
      | "ai_bad_request"
      | "ai_auth"
      | "ai_model_not_found"
      | "ai_unavailable"
      | "ai_rate_limited"
      | "ai_quota"
      | "upstream_unavailable"
      | "rate_limited"
    >
  | "aborted";

export interface SuggestError {
  code: SuggestErrorCode;
  /** Seconds, for ai_rate_limited when the service said. */
  retryAfter?: number;
  /** Facts the page may show (e.g. the configured model name for ai_model_not_found). */
  details?: string[];
  /** For logs only. */
  message?: string;
}

/** Called with each name as soon as it is complete, in order (`index` 0, 1, …). */
export type OnName = (name: string, index: number) => void;

/**
 * A query's context: the query whose answer was shown when this one was typed (a follow-up that
 * reads as a change refines it), and the facets the user removed (chips).
 */
export interface SuggestContext {
  previous?: string;
  without?: readonly Facet[];
}

/** What the local engine understood of a query, and why it picked each film (language-neutral tags the page translates). */
export interface Understanding {
  /** One per understood facet (a genre, an exclusion, the film it is like): the page's chips. */
  facets: Facet[];
  /** Words no rule understood ("Didn't understand: ‹words›"). */
  unknown: string[];
  /** True when nothing was understood (no facet, no film): the answer then names no film. */
  fallback: boolean;
  /** Facet kinds the answer gave up because too few films had them all (`Ranked.relaxed`): their chips say so. */
  relaxed: string[];
  /** True when the query refined the previous one (`SuggestContext.previous`) rather than starting fresh. */
  refined: boolean;
  /** Per suggested film, in order: its reason's facts (`decade:1990`, `topic:heist`, `critics:92`). */
  reasons: string[][];
  /** How catalogue films stand to the query, to fill its rows (the local engine; never sent). */
  rowFit?: RowFit;
  /**
   * The suggested films' catalogue ids, in the order of their names (the local engine; never
   * sent): over the catalogue, each row starts from its film by id, with no title search.
   */
  films?: readonly number[];
}

/**
 * How a catalogue film (by id) stands to a query, best first: it `fits` (every facet the answer
 * kept, no exclusion), fits only because a limited fact is `unknown` (an unrated film under "no
 * violence"), is `allowed` (misses a facet, breaks no exclusion), or is `excluded`; and the films
 * that fit (then those unknown), best first. Rows fill from films like their head that fit, then
 * from these, then from films merely like the head; never with an excluded film.
 */
export type FitGrade = "fits" | "unknown" | "allowed" | "excluded";
export const FIT_GRADES: readonly FitGrade[] = ["fits", "unknown", "allowed", "excluded"];
export interface RowFit {
  grade(id: number): FitGrade;
  pool: readonly number[];
}

/**
 * Turns a free-text query into up to five movie titles: a model (`openai-suggester.ts`) or the
 * local engine. A name may end with its release year in parentheses ("Heat (1995)"). Names are
 * reported through `onName` as they complete; the result holds them all, in the same order.
 */
/** The names a suggester found, or why it found none. */
export type SuggestAnswer = Promise<Result<string[], SuggestError>>;

export interface Suggester {
  readonly kind: "openai" | "local";
  suggest(
    query: string,
    language: LanguageId,
    signal: AbortSignal,
    onName?: OnName,
    context?: SuggestContext,
  ): SuggestAnswer;
  /**
   * What the engine understood of a query and why it picked each film; local engine only (answered
   * from a worker thread when pooled; undefined when the engine is too busy to say).
   */
  understand?(query: string, context?: SuggestContext): Understanding | undefined | Promise<Understanding | undefined>;
  /** Release what the suggester holds (the local engine's worker threads). */
  close?(): Promise<void>;
}
