import { z } from "zod";
import { LanguageIdSchema } from "./language.js";

/**
 * `/api/settings`: what the signed-in account remembers about how the page looks, on every
 * browser. `language` is null until the person first chooses one.
 */
export const SettingsSchema = z.object({ language: LanguageIdSchema.nullable() });
export type Settings = z.infer<typeof SettingsSchema>;

/** `PUT /api/settings`: the language the person chose. */
export const SettingsChangeSchema = z.object({ language: LanguageIdSchema });
export type SettingsChange = z.infer<typeof SettingsChangeSchema>;
