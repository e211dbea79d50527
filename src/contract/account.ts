import { z } from "zod";
import { CredentialsSchema, PASSWORD_MAX_LENGTH, UsernameSchema } from "./auth.js";
import { LanguageIdSchema } from "./language.js";
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from "./return-path.js";

/** Self-service bodies of `/api/account/*` and the password-reset bodies of `/api/auth/*`. */

export const RenameSchema = z.object({ displayName: UsernameSchema });
export type Rename = z.infer<typeof RenameSchema>;

/** The password someone types to prove it is them: any text up to the maximum (old rules may differ). */
const CurrentPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);
/** A new password follows the sign-up rules. */
const NewPasswordSchema = CredentialsSchema.shape.password;

export const ChangePasswordSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** Local accounts confirm deletion with the password; Firebase re-authenticates in the page first. */
export const DeleteAccountSchema = z.object({ password: CurrentPasswordSchema.optional() });
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

export const ForgotPasswordSchema = z.object({
  email: CredentialsSchema.shape.email,
  /** The language of the e-mail. */
  language: LanguageIdSchema,
  /** The `/browse?…` link to return to after signing in with the new password (carried in the e-mail's link). */
  next: z
    .string()
    .max(RETURN_PATH_MAX_LENGTH)
    .refine((next) => safeReturnPath(next) !== null, "next must be a /browse address")
    .optional(),
});
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** Reset tokens are 24 letters and digits (better-auth's); anything else cannot be one. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const ResetPasswordSchema = z.object({
  token: z.string().regex(RESET_TOKEN_PATTERN),
  newPassword: NewPasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
