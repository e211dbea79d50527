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

function requirementText(language: LanguageId, requirement: PasswordRequirement): string {
  const t = authStrings[language];
  switch (requirement.kind) {
    case "minLength":
      return plural(language, t.reqMinLength, requirement.count);
    case "maxLength":
      return plural(language, t.reqMaxLength, requirement.count);
    case "lowercase":
      return t.reqLowercase;
    case "uppercase":
      return t.reqUppercase;
    case "digit":
      return t.reqDigit;
    case "symbol":
      return t.reqSymbol;
    case "text":
      return requirement.text;
  }
}

/** "a, b and c" in the UI language. */
export function requirementList(language: LanguageId, unmet: readonly PasswordRequirement[]): string {
  const list = new Intl.ListFormat(LANGUAGES[language].htmlLang, { style: "long", type: "conjunction" });
  return list.format(unmet.map((requirement) => requirementText(language, requirement)));
}

/** The shared codes an auth problem can carry, as the shared mapper reads them. */
function sharedProblem(problem: Extract<AuthProblem, { code: "rate_limited" | "network" | "failed" }>): ApiProblem {
  switch (problem.code) {
    case "rate_limited":
      return {
        kind: "code",
        code: "rate_limited",
        ...(problem.retryAfter !== undefined && { retryAfter: problem.retryAfter }),
      };
    case "network":
      return { kind: "network" };
    case "failed":
      return { kind: "unknown" };
  }
}

/**
 * The translated line the sign-in page shows for a problem: the
 * auth codes here, the shared ones (rate limit, network, anything unexpected) by the shared mapper.
 */
export function authProblemMessage(problem: AuthProblem | FormProblem, language: LanguageId, brand: string): string {
  const t = authStrings[language];
  switch (problem.code) {
    case "credentials_format":
    case "invalid_format":
    case "invalid_credentials":
      // One neutral line: it never tells whether an account exists.
      return t.invalidEmailOrPassword;
    case "username":
      return t.usernameInvalid;
    case "email_taken":
      return t.emailTaken;
    case "account_disabled":
      return t.accountDisabled;
    case "weak_password":
      return t.weakPassword;
    case "password_policy":
      return problem.unmet.length > 0
        ? interpolate(t.passwordPolicy, { list: requirementList(language, problem.unmet) })
        : t.weakPassword;
    case "wrong_password":
      return t.wrongPassword;
    case "same_password":
      return t.samePassword;
    case "invalid_reset_token":
      return t.resetLinkInvalid;
    case "session_ended":
      return t.sessionEnded;
    case "provider":
      return interpolate(t.providerError, { code: problem.providerCode, message: problem.message });
    case "rate_limited":
    case "network":
    case "failed": {
      const words: SharedWords = {
        rateLimited: t.rateLimited,
        rateLimitedLater: t.rateLimitedLater,
        somethingWrong: t.authFailed,
      };
      return problemMessage(sharedProblem(problem), { language, brand }, words) ?? t.authFailed;
    }
  }
}
