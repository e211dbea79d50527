import type { Migration } from "kysely";
import * as taste from "./0001-taste.js";
import * as settings from "./0002-settings.js";
import * as myListIds from "./0003-my-list-ids.js";

/**
 * Every migration of the tables written through the query builder, by name, applied in name order
 * and each once (Kysely's `Migrator` records them). Add a file and a line; never edit one that shipped.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-taste": taste,
  "0002-settings": settings,
  "0003-my-list-ids": myListIds,
};
