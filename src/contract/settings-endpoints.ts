import { mine, mineChanged } from "./account-access.js";
import { row } from "./endpoint.js";
import type { SettingsChangeSchema } from "./requests.js";
import { SettingsSchema } from "./settings.js";
import type { z } from "./zod.js";

type Settings = z.infer<typeof SettingsSchema>;

/** What the account remembers for the page (its language): its own file, read by the language follower on every signed-in page. */
export const SETTINGS_ENDPOINTS = {
  settings: row("GET", "/api/settings", SettingsSchema, mine),
  changeSettings: row<Settings, z.input<typeof SettingsChangeSchema>>(
    "PUT",
    "/api/settings",
    SettingsSchema,
    mineChanged,
  ),
} as const;
