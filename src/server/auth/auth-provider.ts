import type { Logger } from "pino";
import type { Credentials, User } from "../../contract/auth.js";
import type { Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { ForgotPassword, SignUp } from "../../contract/requests.js";

/** Why an account call failed, in the contract's codes (the routes map them to statuses). */
export interface AuthError {
  code:
    | "bad_request"
    | "invalid_credentials"
    | "invalid_credentials_format"
    | "email_taken"
    | "rate_limited"
    | "auth_failed"
    | "unauthenticated"
    | "wrong_password"
    | "invalid_reset_token"
    | "store_unavailable";
  /** Seconds, with `rate_limited`. */
  retryAfter?: number;
  /** Said to the caller, with the code. */
  message?: string;
  /** For the log only, never for the page (what the store or library said). */
  reason?: string;
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
  /**
   * Whether the caller's password work goes in the reserved line (`password-work.ts`): a signed-in
   * account change, a reset link's new password, or a sign-in from the account's known address group.
   */
  reserved?: boolean;
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
  /**
   * Send a one-time reset link to the address when it has an account; the answer is the same either
   * way (and takes about as long), so it never tells whether an account exists. With `replace`, the
   * account's outstanding links are retired first, so the new one replaces them.
   */
  requestPasswordReset(
    request: ForgotPassword,
    caller: AuthCaller,
    options?: { replace?: boolean },
  ): Promise<Result<void, AuthError>>;
  /** Spend a reset token: set the password and end every session of the account; answers the account's e-mail. */
  resetPassword(
    token: string,
    newPassword: string,
    caller: AuthCaller,
  ): Promise<Result<{ email: string | null }, AuthError>>;
  /** Operator only: the id of the account with this address, or null when none. */
  accountIdOf(email: string): Promise<string | null>;
}

/** E-mail + password accounts kept by this server (sign-up, sign-in, sign-out, self-service). */
export interface PasswordAccounts extends AccountChanges {
  signUp(input: SignUp, caller: AuthCaller): Promise<AuthAnswer<User>>;
  signIn(input: Credentials, caller: AuthCaller): Promise<AuthAnswer<User>>;
  /** End the session named in a Cookie header; this server stops honouring it at once. */
  signOut(cookieHeader: string | undefined, caller: AuthCaller): Promise<AuthAnswer<void>>;
}

/** What both providers answer: who is calling, ending their sessions, and deleting their account. */
interface AuthProviderBase {
  /** The user behind a request's session cookie or `Authorization: Bearer` token, else null. */
  userFromRequest(request: Request): Promise<User | null>;
  /**
   * End every session of the account the request is signed in as, on every server (local: its
   * sessions deleted; firebase: its refresh tokens revoked, so every ID token issued before is
   * refused). A request signed in as nobody ends nothing.
   */
  revokeSessions(request: Request): Promise<void>;
  /** `Set-Cookie` values that end this provider's session in the browser (none: firebase keeps no cookie). */
  readonly signedOutCookies: readonly string[];
  /**
   * Whether the signed-in caller may delete their account now. Local: the current password is
   * required and checked (`bad_request` without one, `wrong_password` when wrong). Firebase: nothing
   * to check here: the page signs in again with Firebase before it asks.
   */
  confirmDeletion(
    cookieHeader: string | undefined,
    password: string | undefined,
    caller: AuthCaller,
  ): Promise<Result<void, AuthError>>;
  /**
   * Remove the account itself, once its rows elsewhere are gone (`account/account-deletion.ts`);
   * idempotent. Local: the user, its sessions (on every server at once), credentials and pending
   * reset links. Firebase: nothing here: the page deletes the Firebase user once our answer comes.
   */
  removeAccount(uid: string): Promise<void>;
  close(): Promise<void>;
}

/** Accounts kept by this server (better-auth, `local-auth.ts`): the page signs in through our routes. */
export interface LocalAuthProvider extends AuthProviderBase {
  readonly kind: "local";
  readonly accounts: PasswordAccounts;
}

/** Firebase ID tokens verified with firebase-admin (`firebase-auth.ts`): the page signs in with Firebase. */
export interface FirebaseAuthProvider extends AuthProviderBase {
  readonly kind: "firebase";
}

/**
 * Who is calling, and what can be done with their account: both kinds hand the rest of the server
 * a `User` and answer the operations of the base; only local accounts have `accounts` (sign-up,
 * sign-in, rename, password), so a route needing them narrows on `kind`.
 */
export type AuthProvider = LocalAuthProvider | FirebaseAuthProvider;
