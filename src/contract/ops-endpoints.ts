import { row } from "./endpoint.js";
import { VersionSchema } from "./version.js";
import { z } from "./zod.js";

const free = { access: "public", budgets: [] } as const;

/** For operators and load balancers, not the page: the release, and whether this server takes traffic. */
export const OPS_ENDPOINTS = {
  version: row("GET", "/api/version", VersionSchema, free),
  ready: row("GET", "/api/ready", z.object({ ready: z.boolean() }), free),
} as const;
