import { ACCOUNT_DATA_ENDPOINTS } from "./account-data-endpoints.js";
import { ACCOUNT_ENDPOINTS } from "./account-endpoints.js";
import { ART_ENDPOINTS } from "./art-endpoints.js";
import { AUTH_ENDPOINTS } from "./auth-endpoints.js";
import type { Endpoint } from "./endpoint.js";
import { MOVIE_ENDPOINTS } from "./movie-endpoints.js";
import { MY_DATA_ENDPOINTS } from "./my-data-endpoints.js";
import { OPS_ENDPOINTS } from "./ops-endpoints.js";
import { SETTINGS_ENDPOINTS } from "./settings-endpoints.js";
import { SITE_ENDPOINTS } from "./site-endpoints.js";
import { SUGGESTION_ENDPOINTS } from "./suggestion-endpoints.js";

/**
 * The endpoint table: every `/api` route, once. The server mounts its budgets from it and a test
 * checks the routes it mounts are exactly these; the page builds its requests from the area tables
 * (imported one by one, so a chunk carries only its own rows).
 */
export const ENDPOINTS = {
  ...SITE_ENDPOINTS,
  ...ART_ENDPOINTS,
  ...OPS_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...MOVIE_ENDPOINTS,
  ...SUGGESTION_ENDPOINTS,
  ...ACCOUNT_DATA_ENDPOINTS,
  ...SETTINGS_ENDPOINTS,
  ...MY_DATA_ENDPOINTS,
} as const satisfies Record<string, Endpoint<never, never> | Endpoint<unknown, unknown>>;

export type EndpointName = keyof typeof ENDPOINTS;
