import type { LanguageId } from "../../../contract/language";
import type { ApiProblem } from "../../components/api-error";
import { coreStrings } from "../../i18n/core-strings";
import { interpolate, plural } from "../../i18n/format";
import type { browseStrings } from "./strings";

type BrowseText = (typeof browseStrings)["EN"];

/**
 * The one-line, translated reason something could not be loaded; `fallback` when the server gave
 * no code we can explain better.
 */
export function browseErrorMessage(
  problem: ApiProblem,
  t: BrowseText,
  language: LanguageId,
  brand: string,
  fallback: string = t.somethingWrong,
): string {
  if (problem.kind === "network") return interpolate(coreStrings[language].networkError, { brand });
  if (problem.kind !== "code") return fallback;
  switch (problem.code) {
    case "upstream_unavailable":
      return t.upstreamUnavailable;
    case "upstream_auth":
      return t.upstreamAuth;
    case "unauthenticated":
      return t.sessionEnded;
    case "rate_limited":
      return plural(language, t.rateLimited, problem.retryAfter ?? 1);
    default:
      return fallback;
  }
}
