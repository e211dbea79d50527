import { mine, mineChanged } from "./account-access.js";
import { row } from "./endpoint.js";
import { ExportAnswerSchema, ImportResultSchema } from "./my-data.js";
import type { ImportRequestSchema } from "./requests.js";
import type { z } from "./zod.js";

/** The account's data to take away or bring (its own file: only the account page's chunk carries these schemas). */
export const MY_DATA_ENDPOINTS = {
  exportData: row("GET", "/api/my-data/export", ExportAnswerSchema, mine),
  importData: row<z.infer<typeof ImportResultSchema>, z.input<typeof ImportRequestSchema>>(
    "POST",
    "/api/my-data/import",
    ImportResultSchema,
    mineChanged,
  ),
} as const;
