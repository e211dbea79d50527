import { z } from "zod";

/** Spec §5: text, '@', one or more dot-separated domain parts, a final part of 2–4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;
/** Spec §5/§9: at least 8 characters with a digit, a lowercase and an uppercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 40;

export const CredentialsSchema = z.object({
  email: z.string().max(254).regex(EMAIL_PATTERN),
  password: z.string().max(PASSWORD_MAX_LENGTH).regex(PASSWORD_PATTERN),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

export const UsernameSchema = z.string().trim().min(1).max(USERNAME_MAX_LENGTH);

export const SignUpSchema = CredentialsSchema.extend({ username: UsernameSchema });
export type SignUp = z.infer<typeof SignUpSchema>;

/** The signed-in user, the same whichever provider signed them in (spec §3). */
export const UserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionResponseSchema = z.object({ user: UserSchema.nullable() });

/** The fixed default profile picture set on sign-up (spec §9), served by our server. */
export const DEFAULT_AVATAR_PATH = "/avatar.svg";
