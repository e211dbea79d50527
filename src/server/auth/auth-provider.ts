import type { Logger } from "pino";
import type { Credentials, User } from "../../contract/auth.js";
import type { Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { ForgotPassword, SignUp } from "../../contract/requests.js";

/** Why an account call failed, in the contract's codes (the routes map them to statuses). */
export interface AuthError {
  code:
    | "invalid_credentials"
    | "invalid_credentials_format"
    | "email_taken"
    | "rate_limited"
    | "auth_failed"
    | "unauthenticated"
    | "wrong_password"
    | "invalid_reset_token";
  /** Seconds, with `rate_limited`. */
  retryAfter?: number;
  /** For the log only, never for the page. */
  message?: string;
}

/** A one-time password-reset link for an account, to be delivered (e-mail, or the operator's terminal). */
export interface ResetLink {
  email: string;
  /** The account's display name, else its address. */
  name: string;
  link: string;
  language: LanguageId;
  /** How long the link works. */
  minutes: number;
}

/**
 * Deliver a reset link. The server's returns at once (the e-mail goes out in the background, so an
 * address with an account answers as fast as one without); the operator command waits for it.
 */
export type SendResetLink = (message: ResetLink) => Promise<void>;

/** What the routes know about the caller, passed on to the account store. */
export interface AuthCaller {
  /** The client's address as the routes resolved it (behind a trusted proxy: from X-Forwarded-For). */
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** The request's logger (carries its request id). */
  log: Logger;
}

/**
 * The outcome of an account call and the session cookies to set (`Set-Cookie` values, as the store
 * wrote them; the routes add `Secure` when the page came over HTTPS). Cookies may come with a failure.
 */
export interface AuthAnswer<T> {
  result: Result<T, AuthError>;
  cookies: readonly string[];
}

/**
 * Self-service on an account, each acting on the session named in a Cookie header. Every change
 * that ends sessions makes every server stop honouring them at once (the memo's forget goes out on
 * Redis; without Redis there is one server).
 */
export interface AccountChanges {
  /** Change the display name; answers the updated user. */
  rename(cookieHeader: string | undefined, name: string, caller: AuthCaller): Promise<AuthAnswer<User>>;
  /** Check the current password, set the new one and end every other session (a fresh cookie for this one). */
  changePassword(
    cookieHeader: string | undefined,
    input: { currentPassword: string; newPassword: string },
    caller: AuthCaller,
  ): Promise<AuthAnswer<void>>;
  /** Check the password, then remove the account and its sessions; answers the removed account's id. */
  deleteAccount(cookieHeader: string | undefined, password: string, caller: AuthCaller): Promise<AuthAnswer<string>>;
  /**
   * Send a one-time reset link to the address when it has an account; the answer is the same either
   * way (and takes about as long), so it never tells whether an account exists.
   */
  requestPasswordReset(request: ForgotPassword, caller: AuthCaller): Promise<Result<void, AuthError>>;
  /** Spend a reset token: set the password and end every session of the account; answers the account's e-mail. */
  resetPassword(
    token: string,
    newPassword: string,
    caller: AuthCaller,
  ): Promise<Result<{ email: string | null }, AuthError>>;
  /** Operator only: remove the account with this address and its sessions; its id, or null when none. */
  removeByEmail(email: string): Promise<string | null>;
}

/** E-mail + password accounts kept by this server (sign-up, sign-in, sign-out, self-service). */
export interface PasswordAccounts extends AccountChanges {
  signUp(input: SignUp, caller: AuthCaller): Promise<AuthAnswer<User>>;
  signIn(input: Credentials, caller: AuthCaller): Promise<AuthAnswer<User>>;
  /** End the session named in a Cookie header; this server stops honouring it at once. */
  signOut(cookieHeader: string | undefined, caller: AuthCaller): Promise<AuthAnswer<void>>;
}

/**
 * Who is calling: local accounts kept by our server (better-auth, `local-auth.ts`) or Firebase ID
 * tokens verified with firebase-admin (`firebase-auth.ts`). Both hand the rest of the server a `User`.
 */
export interface AuthProvider {
  readonly kind: "local" | "firebase";
  /** Accounts this server keeps (local), or null when the page signs in with another service (firebase). */
  readonly accounts: PasswordAccounts | null;
  /** The user behind a request's session cookie or `Authorization: Bearer` token, else null. */
  userFromRequest(request: Request): Promise<User | null>;
  /**
   * End every session of the account on every server (local: its sessions deleted; firebase: its
   * refresh tokens revoked, so every ID token issued before is refused).
   */
  revokeSessions(uid: string): Promise<void>;
  /** `Set-Cookie` values that end this provider's session in the browser (none: firebase keeps no cookie). */
  readonly signedOutCookies: readonly string[];
  close(): Promise<void>;
}
