import type { LanguageId } from "../../../contract/language";
import type { ApiProblem } from "../../components/api-error";
import { coreStrings } from "../../i18n/core-strings";
import { interpolate, plural } from "../../i18n/format";
import type { gptStrings } from "./strings";

type GptText = (typeof gptStrings)["EN"];

/**
 * Spec §8 told truthfully: one translated message per error kind. The quota text appears only for
 * `ai_quota`. An aborted request (a newer query replaced it) says nothing: `null`.
 */
export function gptErrorMessage(problem: ApiProblem, t: GptText, language: LanguageId, brand: string): string | null {
  if (problem.kind === "aborted") return null;
  if (problem.kind === "network") return interpolate(coreStrings[language].networkError, { brand });
  if (problem.kind === "unknown") return t.somethingWrong;
  switch (problem.code) {
    case "ai_unreachable":
      return t.aiUnreachable;
    case "ai_bad_request":
      return t.aiBadRequest;
    case "ai_auth":
      return t.aiAuth;
    case "ai_model_not_found": {
      const model = problem.details?.[0];
      return model ? interpolate(t.aiModelNotFound, { model }) : t.aiModelNotFoundUnnamed;
    }
    case "ai_unavailable":
      return t.aiUnavailable;
    case "ai_rate_limited":
    case "rate_limited":
      return plural(language, t.rateLimited, problem.retryAfter ?? 1);
    case "ai_quota":
      return t.aiQuota;
    case "bad_request":
      return t.lengthError;
    case "upstream_unavailable":
    case "upstream_auth":
      return t.movieServiceDown;
    case "unauthenticated":
      return t.sessionEnded;
    default:
      return t.somethingWrong;
  }
}
