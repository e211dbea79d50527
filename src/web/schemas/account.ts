import type { Credentials, User } from "../../contract/auth";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
} from "../../contract/auth-rules";
import type { PublicConfig } from "../../contract/config";
import { ERROR_CODES, type ErrorCode } from "../../contract/error-codes";
import { LANGUAGE_IDS, type LanguageId } from "../../contract/language-ids";
import type { Settings } from "../../contract/settings";
import { z } from "./zod";

/*
 * The page's parsers for what the sign-in page reads: `/api/config`, the session, auth answers,
 * error bodies, the saved language and the form. They mirror the contract's schemas on zod/mini
 * (the server keeps full zod), and each is typed with the contract's type, so a contract change
 * that these do not follow fails to compile.
 */

export const LanguageIdSchema: z.ZodMiniType<LanguageId> = z.enum(LANGUAGE_IDS);

export const PublicConfigSchema: z.ZodMiniType<PublicConfig> = z.object({
  brand: z.string(),
  languages: z.array(LanguageIdSchema),
  providers: z.object({
    movies: z.enum(["tmdb", "catalog"]),
    suggest: z.enum(["openai", "local"]),
    auth: z.enum(["local", "firebase"]),
  }),
  imageBaseUrl: z.string(),
  firebase: z.optional(
    z.object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      appId: z.string(),
      emulatorUrl: z.optional(z.string()),
    }),
  ),
});

export const UserSchema: z.ZodMiniType<User> = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.nullable(z.string()),
  photoURL: z.nullable(z.string()),
});

export const SessionResponseSchema = z.object({ user: z.nullable(UserSchema) });
export const SignedInSchema = z.object({ user: UserSchema });

export interface ErrorBody {
  error: { code: ErrorCode; retryAfter?: number | undefined; details?: string[] | undefined };
}

/** The parts of an API error the page uses; the other fields are for logs and developers. */
export const ApiErrorSchema: z.ZodMiniType<ErrorBody["error"]> = z.object({
  code: z.enum(ERROR_CODES),
  retryAfter: z.optional(z.int().check(z.nonnegative())),
  details: z.optional(z.array(z.string())),
});

export const ErrorBodySchema: z.ZodMiniType<ErrorBody> = z.object({ error: ApiErrorSchema });

/** `/api/settings`: the language the signed-in account remembers (null until it chose one). */
export const SettingsResponseSchema: z.ZodMiniType<Settings> = z.object({ language: z.nullable(LanguageIdSchema) });

export const CredentialsSchema: z.ZodMiniType<Credentials> = z.object({
  email: z.string().check(z.maxLength(EMAIL_MAX_LENGTH), z.regex(EMAIL_PATTERN)),
  password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH), z.regex(PASSWORD_PATTERN)),
});

export const UsernameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(USERNAME_MAX_LENGTH), z.regex(USERNAME_PATTERN));
