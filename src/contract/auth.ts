import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
} from "./auth-rules.js";

export {
  DEFAULT_AVATAR_PATH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
} from "./auth-rules.js";

export const CredentialsSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN),
  password: z.string().max(PASSWORD_MAX_LENGTH).regex(PASSWORD_PATTERN),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

export const UsernameSchema = z.string().trim().min(1).max(USERNAME_MAX_LENGTH).regex(USERNAME_PATTERN);

export const SignUpSchema = CredentialsSchema.extend({ username: UsernameSchema });
export type SignUp = z.infer<typeof SignUpSchema>;

/** The signed-in user, the same whichever provider signed them in (Firebase's field names). */
export const UserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionResponseSchema = z.object({ user: UserSchema.nullable() });
