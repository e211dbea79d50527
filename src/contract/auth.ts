import { z } from "./zod.js";

/**
 * An e-mail address: text without spaces ('+' tags welcome), '@', one or more dot-separated domain
 * parts (letters, digits, inner hyphens), and a final part of 2–63 letters, as today's top-level
 * domains are (`.studio`, `.photography`); `someone@example` has none and is refused.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;
/** A password: 8 to 128 characters on one line, with a digit, a lowercase and an uppercase letter. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const PASSWORD_PATTERN = new RegExp(`^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{${PASSWORD_MIN_LENGTH},}$`);
export const USERNAME_MAX_LENGTH = 40;

/** The fixed default profile picture every account gets at sign-up, served by our server. */
export const DEFAULT_AVATAR_PATH = "/avatar.svg";

export const EmailSchema = z.string().check(z.maxLength(EMAIL_MAX_LENGTH), z.regex(EMAIL_PATTERN));
/** The password rule, for sign-up, a change and a reset alike (the page's forms check with it too). */
export const PasswordSchema = z.string().check(z.maxLength(PASSWORD_MAX_LENGTH), z.regex(PASSWORD_PATTERN));

export const CredentialsSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type Credentials = z.infer<typeof CredentialsSchema>;

/**
 * A display name's length as typed: trimmed, 1–40 characters. The whole rule is `UsernameSchema`
 * (`requests.ts`, with `display-name.ts`); the page checks it in two steps (`displayNameOf`), so
 * neither `z.refine` nor the look-alike table is in its first chunk.
 */
export const UsernameLengthSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(USERNAME_MAX_LENGTH));

/** The signed-in user, the same whichever provider signed them in (Firebase's field names). */
export const UserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
});
export type User = z.infer<typeof UserSchema>;

/** `GET /api/session`: who is signed in, if anyone. */
export const SessionResponseSchema = z.object({ user: z.nullable(UserSchema) });
/** The answer of sign-in, sign-up and a rename: the signed-in user as they are now. */
export const SignedInSchema = z.object({ user: UserSchema });
