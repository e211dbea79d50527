import { LANGUAGES, type LanguageId } from "../../../contract/language";
import { problemMessage, type SharedWords } from "../../api/messages";
import type { ApiProblem } from "../../api/problem";
import { interpolate, plural } from "../../i18n/format";
import type { AuthProblem, PasswordRequirement } from "./auth-client";
import { authStrings } from "./strings";

/** What the sign-in page's own checks found wrong with the submitted values. */
/** A form the page refused before sending; `fields` are the ones that break the rules (they get marked). */
export type FormProblem =
  | { code: "credentials_format"; fields: readonly ("email" | "password")[] }
  | { code: "username" };

/** The requirements told by one fixed phrase, by that phrase's key. */
const REQUIREMENT_PHRASES = {
  lowercase: "reqLowercase",
  uppercase: "reqUppercase",
  digit: "reqDigit",
  symbol: "reqSymbol",
} as const;

function requirementText(language: LanguageId, requirement: PasswordRequirement): string {
  const t = authStrings[language];
  switch (requirement.kind) {
    case "minLength":
      return plural(language, t.reqMinLength, requirement.count);
    case "maxLength":
      return plural(language, t.reqMaxLength, requirement.count);
    case "text":
      return requirement.text;
    default:
      return t[REQUIREMENT_PHRASES[requirement.kind]];
  }
}

/** "a, b and c" in the UI language. */
export function requirementList(language: LanguageId, unmet: readonly PasswordRequirement[]): string {
  const list = new Intl.ListFormat(LANGUAGES[language].htmlLang, { style: "long", type: "conjunction" });
  return list.format(unmet.map((requirement) => requirementText(language, requirement)));
}

/** The shared codes an auth problem can carry, as the shared mapper reads them. */
function sharedProblem(
  problem: Extract<AuthProblem, { code: "rate_limited" | "network" | "store_unavailable" | "failed" }>,
): ApiProblem {
  switch (problem.code) {
    case "rate_limited":
      return {
        kind: "code",
        code: "rate_limited",
        ...(problem.retryAfter !== undefined && { retryAfter: problem.retryAfter }),
      };
    case "network":
      return { kind: "network" };
    case "store_unavailable":
      return { kind: "code", code: "store_unavailable" };
    case "failed":
      return { kind: "unknown" };
  }
}

type Problem = AuthProblem | FormProblem;

/**
 * The problems told by one fixed line, by that line's key. Every malformed or wrong credential reads
 * as the same neutral line: it never tells whether an account exists.
 */
const FIXED_LINES = {
  credentials_format: "invalidEmailOrPassword",
  invalid_format: "invalidEmailOrPassword",
  invalid_credentials: "invalidEmailOrPassword",
  username: "usernameInvalid",
  email_taken: "emailTaken",
  account_disabled: "accountDisabled",
  weak_password: "weakPassword",
  wrong_password: "wrongPassword",
  same_password: "samePassword",
  invalid_reset_token: "resetLinkInvalid",
  session_ended: "sessionEnded",
} as const satisfies Record<
  Exclude<
    Problem["code"],
    "password_policy" | "provider" | "rate_limited" | "network" | "store_unavailable" | "failed"
  >,
  keyof (typeof authStrings)["EN"]
>;

/**
 * The translated line the sign-in page shows for a problem: the
 * auth codes here, the shared ones (rate limit, network, anything unexpected) by the shared mapper.
 */
export function authProblemMessage(problem: Problem, language: LanguageId, brand: string): string {
  const t = authStrings[language];
  switch (problem.code) {
    case "password_policy":
      return problem.unmet.length > 0
        ? interpolate(t.passwordPolicy, { list: requirementList(language, problem.unmet) })
        : t.weakPassword;
    case "provider":
      return interpolate(t.providerError, { code: problem.providerCode, message: problem.message });
    case "rate_limited":
    case "network":
    case "store_unavailable":
    case "failed": {
      const words: SharedWords = {
        rateLimited: t.rateLimited,
        rateLimitedLater: t.rateLimitedLater,
        somethingWrong: t.authFailed,
      };
      return problemMessage(sharedProblem(problem), { language, brand }, words) ?? t.authFailed;
    }
    default:
      return t[FIXED_LINES[problem.code]];
  }
}
