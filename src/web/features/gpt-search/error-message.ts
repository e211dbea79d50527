import type { LanguageId } from "../../../contract/language";
import { problemMessage, rateLimitMessage, type SharedWords } from "../../api/messages";
import type { ApiProblem } from "../../api/problem";
import { interpolate } from "../../i18n/format";
import type { gptStrings } from "./strings";

type GptText = (typeof gptStrings)["EN"];

/**
 * One translated message per error kind: the shared codes in GPT Search's words, plus the AI
 * service's own codes. The quota text appears only for `ai_quota`. An aborted request (a newer
 * query replaced it) says nothing: `null`.
 */
export function gptErrorMessage(problem: ApiProblem, t: GptText, language: LanguageId, brand: string): string | null {
  const words: SharedWords = {
    rateLimited: t.rateLimited,
    sessionEnded: t.sessionEnded,
    upstreamUnavailable: t.movieServiceDown,
    somethingWrong: t.somethingWrong,
  };
  return problemMessage(problem, { language, brand }, words, {
    ai_unreachable: () => t.aiUnreachable,
    ai_bad_request: () => t.aiBadRequest,
    ai_auth: () => t.aiAuth,
    ai_model_not_found: ({ details }) => {
      const model = details?.[0];
      return model ? interpolate(t.aiModelNotFound, { model }) : t.aiModelNotFoundUnnamed;
    },
    ai_unavailable: () => t.aiUnavailable,
    ai_rate_limited: (p) => rateLimitMessage(p, words, language),
    ai_quota: () => t.aiQuota,
    bad_request: () => t.lengthError,
    upstream_auth: () => t.movieServiceDown,
  });
}
