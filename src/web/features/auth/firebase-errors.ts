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
  return {
    code: "code" in error && typeof error.code === "string" ? error.code : "",
    message: "message" in error && typeof error.message === "string" ? error.message : "",
  };
}

/** The problems that carry nothing but their code. */
type PlainCode = Exclude<AuthProblem["code"], "password_policy" | "provider">;

/** The SDK's codes that are one of our problems as they stand (nothing more to carry). */
const PLAIN_PROBLEMS: ReadonlyMap<string, PlainCode> = new Map<string, PlainCode>([
  ["auth/email-already-in-use", "email_taken"],
  ["auth/invalid-credential", "invalid_credentials"],
  ["auth/invalid-login-credentials", "invalid_credentials"],
  ["auth/wrong-password", "invalid_credentials"],
  ["auth/user-not-found", "invalid_credentials"],
  ["auth/invalid-email", "invalid_format"],
  ["auth/missing-password", "invalid_format"],
  ["auth/missing-email", "invalid_format"],
  ["auth/too-many-requests", "rate_limited"],
  ["auth/network-request-failed", "network"],
  ["auth/user-disabled", "account_disabled"],
  ["auth/weak-password", "weak_password"],
]);

/** A `FirebaseError` (`auth/...` code) from the auth SDK → the page's problem. */
export function problemOfFirebaseError(error: unknown): AuthProblem {
  const { code, message } = codeAndMessage(error);
  const plain = PLAIN_PROBLEMS.get(code);
  if (plain) return { code: plain };
  if (code === "auth/password-does-not-meet-requirements") {
    return { code: "password_policy", unmet: requirementsOfMessage(message) };
  }
  return code
    ? { code: "provider", providerCode: code, message: message || code }
    : { code: "provider", providerCode: "unknown", message: message || "unknown error" };
}
