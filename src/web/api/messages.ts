import type { ErrorCode } from "../../contract/errors";
import type { LanguageId } from "../../contract/language";
import { coreStrings } from "../i18n/core-strings";
import type { PluralForms } from "../i18n/define";
import { interpolate, plural } from "../i18n/format";
import type { ApiProblem, CodeProblem } from "./problem";

/** Where a message is shown: its language, and the brand some messages name. */
export interface MessageContext {
  language: LanguageId;
  brand: string;
}

/** A feature's wording of the codes every feature can meet (each feature says them its own way). */
export interface SharedWords {
  /** "Too many …, try again in {count} seconds". */
  rateLimited: PluralForms;
  /** Said when the server named no wait; without it the wait reads as one second. */
  rateLimitedLater?: string;
  /** `unauthenticated`: the session ended. */
  sessionEnded?: string;
  /** `upstream_unavailable`: the movie service is down. */
  upstreamUnavailable?: string;
  /** Anything else: an unexpected answer, `internal`, a code with no better words. */
  somethingWrong: string;
}

/** A feature's own codes, each with its message. */
export type OwnMessages = Partial<Record<ErrorCode, (problem: CodeProblem) => string>>;

/** The translated line for "try again in N seconds": whole seconds, never zero. */
function waitMessage(problem: CodeProblem, words: SharedWords, language: LanguageId): string {
  if (problem.retryAfter === undefined && words.rateLimitedLater !== undefined) return words.rateLimitedLater;
  return plural(language, words.rateLimited, Math.max(1, Math.ceil(problem.retryAfter ?? 1)));
}

/**
 * The one mapper from an `ApiProblem` to the line the page shows. The shared codes (network,
 * rate limits, an ended session, the movie service or the database down, anything unexpected) are decided here;
 * a feature passes its wording of them and the messages of its own codes, which take precedence.
 * An aborted request says nothing: `null`.
 */
export function problemMessage(
  problem: ApiProblem,
  context: MessageContext,
  words: SharedWords,
  own: OwnMessages = {},
): string | null {
  switch (problem.kind) {
    case "aborted":
      return null;
    case "network":
      return interpolate(coreStrings[context.language].networkError, { brand: context.brand });
    case "unknown":
      return words.somethingWrong;
    case "code":
      break;
  }
  const ownMessage = own[problem.code];
  if (ownMessage) return ownMessage(problem);
  switch (problem.code) {
    case "rate_limited":
      return waitMessage(problem, words, context.language);
    case "unauthenticated":
      return words.sessionEnded ?? words.somethingWrong;
    case "upstream_unavailable":
      return words.upstreamUnavailable ?? words.somethingWrong;
    case "store_unavailable":
      return interpolate(coreStrings[context.language].storeUnavailable, { brand: context.brand });
    default:
      return words.somethingWrong;
  }
}

/** For a feature's own rate-limit code that reads like the shared one (`ai_rate_limited`). */
export function rateLimitMessage(problem: CodeProblem, words: SharedWords, language: LanguageId): string {
  return waitMessage(problem, words, language);
}
