import { LanguageIdSchema } from "./language.js";
import { z } from "./zod.js";

/** What the page may know about the server's configuration: nothing secret. */
export const PublicConfigSchema = z.object({
  brand: z.string(),
  languages: z.array(LanguageIdSchema),
  providers: z.object({
    movies: z.enum(["tmdb", "catalog"]),
    suggest: z.enum(["openai", "local"]),
    auth: z.enum(["local", "firebase"]),
  }),
  /**
   * Whether "Forgot password?" can send its link by e-mail (SMTP is set, or Firebase sends its
   * own); without it the page says so and points to the site's operator.
   */
  resetMail: z.boolean(),
  /** Prefix for `poster_path`/`backdrop_path`, width segment included (`…/w500`). */
  imageBaseUrl: z.string(),
  /** The Firebase web config (public by design), only in firebase mode. */
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
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
