import type { Credentials, SignUp, User } from "../../../contract/auth";
import type { Result } from "../../../contract/errors";

/** One requirement of a provider's password policy that a password does not meet. */
export type PasswordRequirement =
  | { kind: "minLength" | "maxLength"; count: number }
  | { kind: "lowercase" | "uppercase" | "digit" | "symbol" }
  /** A requirement the provider named in words we could not classify. */
  | { kind: "text"; text: string };

/**
 * Why an auth call failed, in the page's terms (the page translates each). Local error codes and
 * Firebase `auth/...` codes both land here.
 */
export type AuthProblem =
  | { code: "invalid_format" }
  | { code: "invalid_credentials" }
  | { code: "email_taken" }
  /** `retryAfter` in seconds when the provider said; Firebase does not. */
  | { code: "rate_limited"; retryAfter?: number }
  | { code: "network" }
  | { code: "account_disabled" }
  | { code: "weak_password" }
  | { code: "password_policy"; unmet: PasswordRequirement[] }
  /** A provider error we have no words for: shown as "<code>, <message>" (spec §8). */
  | { code: "provider"; providerCode: string; message: string }
  | { code: "failed" };

export interface SignUpOutcome {
  user: User;
  /** The account exists and is signed in, but saving the profile (name, photo) failed: its message. */
  profileError?: string;
}

/** The page's view of an auth provider. Implementations: local accounts (our server) and Firebase. */
export interface AuthClient {
  readonly kind: "local" | "firebase";
  /**
   * Tell `listener` the current user once known (restoring a saved session), then again whenever the
   * provider reports a change. Returns a function that stops listening.
   */
  watch(listener: (user: User | null) => void): () => void;
  signIn(credentials: Credentials): Promise<Result<User, AuthProblem>>;
  signUp(input: SignUp): Promise<Result<SignUpOutcome, AuthProblem>>;
  signOut(): Promise<Result<void, AuthProblem>>;
}
