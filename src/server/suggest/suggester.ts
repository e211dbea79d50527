import type { ErrorCode, Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";

/**
 * What a suggester can fail with: an API error code, or `aborted` when the caller's signal fired
 * (the client went away: the route answers nothing the page shows).
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

/** Turns a free-text query into up to five movie titles: a model (`openai-suggester.ts`) or the local engine. */
export interface Suggester {
  readonly kind: "openai" | "local";
  suggest(query: string, language: LanguageId, signal: AbortSignal): Promise<Result<string[], SuggestError>>;
}
