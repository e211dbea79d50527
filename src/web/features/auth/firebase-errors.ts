import type { AuthProblem, PasswordRequirement } from "./auth-client";

/** The parts of `PasswordValidationStatus` (firebase/auth) we read; kept here so this file needs no SDK. */
export interface PasswordCheck {
  readonly isValid: boolean;
  readonly meetsMinPasswordLength?: boolean;
  readonly meetsMaxPasswordLength?: boolean;
  readonly containsLowercaseLetter?: boolean;
  readonly containsUppercaseLetter?: boolean;
  readonly containsNumericCharacter?: boolean;
  readonly containsNonAlphanumericCharacter?: boolean;
  readonly passwordPolicy: {
    readonly customStrengthOptions: { readonly minPasswordLength?: number; readonly maxPasswordLength?: number };
  };
}

/** What the project's password policy asks and this password lacks (`validatePassword`'s answer). */
export function unmetRequirements(check: PasswordCheck): PasswordRequirement[] {
  const options = check.passwordPolicy.customStrengthOptions;
  const unmet: PasswordRequirement[] = [];
  if (check.meetsMinPasswordLength === false) unmet.push({ kind: "minLength", count: options.minPasswordLength ?? 6 });
  if (check.meetsMaxPasswordLength === false)
    unmet.push({ kind: "maxLength", count: options.maxPasswordLength ?? 4096 });
  if (check.containsLowercaseLetter === false) unmet.push({ kind: "lowercase" });
  if (check.containsUppercaseLetter === false) unmet.push({ kind: "uppercase" });
  if (check.containsNumericCharacter === false) unmet.push({ kind: "digit" });
  if (check.containsNonAlphanumericCharacter === false) unmet.push({ kind: "symbol" });
  return unmet;
}

/** One phrase of the SDK's "Missing password requirements: [a, b]" message → a requirement. */
function requirementOfPhrase(phrase: string): PasswordRequirement {
  const length = /at (least|most) (\d+) characters/i.exec(phrase);
  if (length)
    return { kind: length[1]?.toLowerCase() === "least" ? "minLength" : "maxLength", count: Number(length[2]) };
  if (/lower ?case/i.test(phrase)) return { kind: "lowercase" };
  if (/upper ?case/i.test(phrase)) return { kind: "uppercase" };
  if (/non-?alphanumeric/i.test(phrase)) return { kind: "symbol" };
  if (/numeric/i.test(phrase)) return { kind: "digit" };
  return { kind: "text", text: phrase };
}

/** The requirements listed in the SDK's `auth/password-does-not-meet-requirements` message. */
export function requirementsOfMessage(message: string): PasswordRequirement[] {
  const list = /\[([^\]]*)\]/.exec(message)?.[1];
  if (!list) return [];
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map(requirementOfPhrase);
}

function codeAndMessage(error: unknown): { code: string; message: string } {
  if (typeof error !== "object" || error === null) return { code: "", message: String(error) };
  const { code, message } = error as { code?: unknown; message?: unknown };
  return { code: typeof code === "string" ? code : "", message: typeof message === "string" ? message : "" };
}

/** A `FirebaseError` (`auth/...` code) from the auth SDK → the page's problem. */
export function problemOfFirebaseError(error: unknown): AuthProblem {
  const { code, message } = codeAndMessage(error);
  switch (code) {
    case "auth/email-already-in-use":
      return { code: "email_taken" };
    case "auth/invalid-credential":
    case "auth/invalid-login-credentials":
    case "auth/wrong-password":
    case "auth/user-not-found":
      return { code: "invalid_credentials" };
    case "auth/invalid-email":
    case "auth/missing-password":
    case "auth/missing-email":
      return { code: "invalid_format" };
    case "auth/too-many-requests":
      return { code: "rate_limited" };
    case "auth/network-request-failed":
      return { code: "network" };
    case "auth/user-disabled":
      return { code: "account_disabled" };
    case "auth/weak-password":
      return { code: "weak_password" };
    case "auth/password-does-not-meet-requirements":
      return { code: "password_policy", unmet: requirementsOfMessage(message) };
    default:
      return code
        ? { code: "provider", providerCode: code, message: message || code }
        : { code: "provider", providerCode: "unknown", message: message || "unknown error" };
  }
}
