import { LANGUAGES, type LanguageId } from "../../../contract/language";
import { coreStrings } from "../../i18n/core-strings";
import { interpolate, plural } from "../../i18n/format";
import type { AuthProblem, PasswordRequirement } from "./auth-client";
import { authStrings } from "./strings";

/** What the sign-in page's own checks found wrong with the submitted values. */
export type FormProblem = { code: "credentials_format" } | { code: "username" };

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

/** The translated line the sign-in page shows for a problem (spec §8, with its defects fixed). */
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
    case "rate_limited":
      return problem.retryAfter === undefined
        ? t.rateLimitedLater
        : plural(language, t.rateLimited, Math.max(1, Math.ceil(problem.retryAfter)));
    case "network":
      return interpolate(coreStrings[language].networkError, { brand });
    case "account_disabled":
      return t.accountDisabled;
    case "weak_password":
      return t.weakPassword;
    case "password_policy":
      return problem.unmet.length > 0
        ? interpolate(t.passwordPolicy, { list: requirementList(language, problem.unmet) })
        : t.weakPassword;
    case "provider":
      return interpolate(t.providerError, { code: problem.providerCode, message: problem.message });
    case "failed":
      return t.authFailed;
  }
}
