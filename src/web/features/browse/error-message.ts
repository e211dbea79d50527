import type { LanguageId } from "../../../contract/language";
import { problemMessage } from "../../api/messages";
import type { ApiProblem } from "../../api/problem";
import type { browseStrings } from "./strings";

type BrowseText = (typeof browseStrings)["EN"];

/**
 * The one-line, translated reason something could not be loaded; `fallback` when the server gave
 * no code we can explain better. Browse adds one code of its own to the shared ones.
 */
export function browseErrorMessage(
  problem: ApiProblem,
  t: BrowseText,
  language: LanguageId,
  brand: string,
  fallback: string = t.somethingWrong,
): string {
  const words = {
    rateLimited: t.rateLimited,
    sessionEnded: t.sessionEnded,
    upstreamUnavailable: t.upstreamUnavailable,
    somethingWrong: fallback,
  };
  return problemMessage(problem, { language, brand }, words, { upstream_auth: () => t.upstreamAuth }) ?? fallback;
}
