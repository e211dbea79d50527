import { CredentialsSchema, EmailSchema, PASSWORD_MAX_LENGTH, PasswordSchema, UsernameLengthSchema } from "./auth.js";
import { isAcceptableDisplayName } from "./display-name.js";
import { FacetSchema } from "./facets.js";
import { DEFAULT_LANGUAGE, type LanguageId, LanguageIdSchema } from "./language.js";
import { GenreSchema, movieIdOf } from "./movies.js";
import { IMPORT_MAX_BYTES } from "./my-data.js";
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from "./return-path.js";
import { FACETS_MAX, QUERY_MAX_LENGTH } from "./suggestions.js";
import { RatingSchema } from "./taste.js";
import { z } from "./zod.js";

/*
 * What the page sends: the bodies, paths and query strings of `/api` requests, as the server
 * validates them. The page builds requests from these types and never parses one, so it imports
 * this module for types only and none of these parsers is in its bundle (the bundler keeps every
 * object schema of a module the page imports, used or not).
 */

// Query strings and paths

/** `?language=` on the `/api` reads: one of the ids, EN when absent or empty. */
const LanguageParamSchema = z.pipe(
  z.optional(z.union([LanguageIdSchema, z.literal("")])),
  z.transform((id): LanguageId => id || DEFAULT_LANGUAGE),
);
/** A query string that carries only `?language=`. */
export const LanguageQuerySchema = z.object({ language: LanguageParamSchema });

/** `/api/movies/:id…` and `/api/my-list/:id`: a movie id, as text in the path. */
export const MovieIdParamSchema = z.object({
  id: z.pipe(
    z.string().check(z.refine((text) => movieIdOf(text) !== null)),
    z.transform((text) => Number(text)),
  ),
});

/** The longest title search the server takes (the page's field stops at fewer). */
export const SEARCH_QUERY_MAX_LENGTH = 300;

/** `GET /api/movies/search?query=…&language=…`. */
export const SearchQuerySchema = z.object({
  query: z.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_QUERY_MAX_LENGTH)),
  language: LanguageParamSchema,
});

/** `GET /api/movies/:id/facts?region=…&language=…`: where to watch in an ISO 3166-1 region, US when absent. */
export const FactsQuerySchema = z.object({
  language: LanguageParamSchema,
  region: z.pipe(
    z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
    z.transform((region) => region ?? "US"),
  ),
});

/** `/api/movies/genres/:genre`. */
export const GenreParamSchema = z.object({ genre: GenreSchema.shape.id });

// Accounts: `/api/auth/*` and the self-service `/api/account/*`

/** A display name as typed: trimmed, 1–40 characters, readable and no disguise (`display-name.ts`). */
export const UsernameSchema = UsernameLengthSchema.check(
  z.refine(isAcceptableDisplayName, { message: "not a readable name" }),
);

export const SignUpSchema = z.extend(CredentialsSchema, { username: UsernameSchema });
export type SignUp = z.infer<typeof SignUpSchema>;

export const RenameSchema = z.object({ displayName: UsernameSchema });
export type Rename = z.infer<typeof RenameSchema>;

/** The password someone types to prove it is them: any text up to the maximum (old rules may differ). */
const CurrentPasswordSchema = z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH));

export const ChangePasswordSchema = z.object({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** Local accounts confirm deletion with the password; Firebase re-authenticates in the page first. */
export const DeleteAccountSchema = z.object({ password: z.optional(CurrentPasswordSchema) });
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

export const ForgotPasswordSchema = z.object({
  email: EmailSchema,
  /** The language of the e-mail. */
  language: LanguageIdSchema,
  /** The `/browse?…` link to return to after signing in with the new password (carried in the e-mail's link). */
  next: z.optional(
    z.string().check(
      z.maxLength(RETURN_PATH_MAX_LENGTH),
      z.refine((next) => safeReturnPath(next) !== null, "next must be a /browse address"),
    ),
  ),
});
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** Reset tokens are 24 letters and digits (better-auth's); anything else cannot be one. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const ResetPasswordSchema = z.object({
  token: z.string().check(z.regex(RESET_TOKEN_PATTERN)),
  newPassword: PasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

// My List, settings, suggestions

/** A film's title as a client may name it (a rating keeps it for the rows made from it). */
const FilmTitleSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(300));
/** A release date, `YYYY-MM-DD` (or the year alone, or empty). */
const ReleaseDateSchema = z.string().check(z.regex(/^(\d{4}(-\d{2}-\d{2})?)?$/));

/**
 * `PUT /api/taste/:id`: the film's rating and 'Seen it' mark as they are now (no rating and not
 * seen forgets the film), with its title and date for the rows made from it.
 */
export const TasteChangeSchema = z.object({
  rating: z.nullable(RatingSchema),
  seen: z.boolean(),
  title: FilmTitleSchema,
  release_date: z.optional(ReleaseDateSchema),
});
export type TasteChange = z.infer<typeof TasteChangeSchema>;

/** `POST /api/my-data/import`: the text of a CSV file exported by Letterboxd or IMDb. */
export const ImportRequestSchema = z.object({
  csv: z.string().check(z.minLength(1), z.maxLength(IMPORT_MAX_BYTES)),
});
export type ImportRequest = z.infer<typeof ImportRequestSchema>;

/** `PUT /api/settings`: the language the person chose. */
export const SettingsChangeSchema = z.object({ language: LanguageIdSchema });
export type SettingsChange = z.infer<typeof SettingsChangeSchema>;

const FacetsSchema = z.optional(z.array(FacetSchema).check(z.maxLength(FACETS_MAX)));

/** `POST /api/suggestions`: the answer streams back as `SuggestionEvent`s (suggestions.ts). */
export const SuggestionRequestSchema = z.object({
  query: z.string().check(z.trim(), z.minLength(1), z.maxLength(QUERY_MAX_LENGTH)),
  language: z._default(LanguageIdSchema, DEFAULT_LANGUAGE),
  /** The query whose answer was shown when this one was typed: a follow-up that reads as a change ("older") refines it. */
  previous: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(QUERY_MAX_LENGTH))),
  /** Facets the user removed (a chip's "Remove ‹facet›"): the query is answered without them. */
  without: FacetsSchema,
});
export type SuggestionRequest = z.infer<typeof SuggestionRequestSchema>;
