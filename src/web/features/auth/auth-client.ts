import type { Credentials, User } from "../../../contract/auth";
import type { Result } from "../../../contract/errors";
import type { ForgotPassword, SignUp } from "../../../contract/requests";

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
  /** The current password given to confirm a change is not the account's. */
  | { code: "wrong_password" }
  /** The new password is the current one. */
  | { code: "same_password" }
  /** A reset link that expired, was used already, or never existed. */
  | { code: "invalid_reset_token" }
  /** The session ended (signed out elsewhere) before the change was made. */
  | { code: "session_ended" }
  /** The server's database is down: nothing was changed; try again in a moment. */
  | { code: "store_unavailable" }
  /** A provider error we have no words for: shown as "<code>, <message>". */
  | { code: "provider"; providerCode: string; message: string }
  | { code: "failed" };

export interface SignUpOutcome {
  user: User;
  /** The account exists and is signed in, but saving the profile (name, photo) failed: its message. */
  profileError?: string;
}

/** Self-service on the signed-in account (`/account`) and the forgotten-password flow. */
export interface AccountActions {
  /** Change the display name; answers the updated user. */
  rename(displayName: string): Promise<Result<User, AuthProblem>>;
  /** Confirm with the current password, set the new one; every other session ends. */
  changePassword(currentPassword: string, newPassword: string): Promise<Result<void, AuthProblem>>;
  /** End every session of the account, this one included. */
  signOutEverywhere(): Promise<Result<void, AuthProblem>>;
  /** Confirm with the password, then remove the account and everything kept for it. */
  deleteAccount(password: string): Promise<Result<void, AuthProblem>>;
  /**
   * Ask for a reset link (in `language`, leading back to `next` after signing in: local accounts);
   * succeeds the same whether or not the address has an account.
   */
  requestPasswordReset(request: ForgotPassword): Promise<Result<void, AuthProblem>>;
  /** Spend a reset link's token (local accounts; Firebase's links open Firebase's own page). */
  resetPassword?(token: string, newPassword: string): Promise<Result<void, AuthProblem>>;
}

/** Who is signed in: a user, nobody, or `unavailable` when the server's database cannot say right now. */
export type SessionAnswer = User | null | "unavailable";

/** The page's view of an auth provider. Implementations: local accounts (our server) and Firebase. */
export interface AuthClient {
  readonly kind: "local" | "firebase";
  /**
   * Tell `listener` the current user once known (restoring a saved session), then again whenever the
   * provider reports a change. Returns a function that stops listening.
   */
  watch(listener: (user: SessionAnswer) => void): () => void;
  /** Start restoring the saved session now, before anything watches; the next `watch` uses that answer. */
  prefetch?(): void;
  /** The signed-in user's current ID token, which our server's calls carry (Firebase; local accounts use the cookie). */
  idToken?(): Promise<string | null>;
  signIn(credentials: Credentials): Promise<Result<User, AuthProblem>>;
  signUp(input: SignUp): Promise<Result<SignUpOutcome, AuthProblem>>;
  signOut(): Promise<Result<void, AuthProblem>>;
  /** The account pages' actions (loaded on first use: the sign-in page does not carry them). */
  accountActions(): Promise<AccountActions>;
}
