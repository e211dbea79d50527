import { LanguageIdSchema } from "./language.js";
import { z } from "./zod.js";

/**
 * `/api/settings`: what the signed-in account remembers about how the page looks, on every
 * browser. `language` is null until the person first chooses one.
 */
export const SettingsSchema = z.object({ language: z.nullable(LanguageIdSchema) });
export type Settings = z.infer<typeof SettingsSchema>;
