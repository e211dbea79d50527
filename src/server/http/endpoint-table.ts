import type { Context, MiddlewareHandler } from "hono";
import type { Budget, Endpoint } from "../../contract/endpoint.js";
import { ENDPOINTS } from "../../contract/endpoints.js";
import { LIST_KINDS } from "../../contract/movies.js";
import { budget } from "./budget.js";
import type { LimitName, RateLimits } from "./rate-limit.js";

/** Every row of the endpoint table (`src/contract/endpoints.ts`). */
export const ENDPOINT_ROWS: readonly Endpoint<unknown, unknown>[] = Object.values(ENDPOINTS);

// Each budget the table names is one of the server's limits.
const _everyBudgetIsALimit: Budget["name"] extends LimitName ? true : never = true;
void _everyBudgetIsALimit;

/** The Hono patterns a row is mounted as: one per list kind for `:kind`, else its own path. */
export function routePatterns(row: Pick<Endpoint, "path">): string[] {
  return row.path.includes(":kind") ? LIST_KINDS.map((kind) => row.path.replace(":kind", kind)) : [row.path];
}

/** The `/api/<area>/*` prefixes whose every route needs a session, from the rows that say so. */
export function signedInPrefixes(rows = ENDPOINT_ROWS): string[] {
  const prefixes = rows
    .filter((row) => row.access === "signed-in")
    .map((row) => `${row.path.split("/").slice(0, 3).join("/")}/*`);
  return [...new Set(prefixes)];
}

export interface BudgetKeys {
  /** The signed-in user (the session middleware runs first). */
  user: (c: Context) => string;
  /** The client's address (by the proxy settings). */
  address: (c: Context) => string;
  /** The client's network (IPv4 /24, IPv6 /48). */
  addressGroup: (c: Context) => string;
}

/**
 * Each row's budget, where the table says the middleware spends it: the one place budgets are
 * put on routes (sign-in and GPT Search spend theirs in the route, named in the same table).
 */
export function mountBudgets(
  use: (path: string, handler: MiddlewareHandler) => void,
  limits: RateLimits,
  keys: BudgetKeys,
  rows = ENDPOINT_ROWS,
): void {
  const keyOf: Record<Budget["per"], (c: Context) => string> = {
    user: keys.user,
    address: keys.address,
    "user-action-address": (c) => `${keys.user(c)}|${c.req.path}|${keys.address(c)}`,
    "address-group": keys.addressGroup,
  };
  for (const row of rows) {
    const method = row.method;
    for (const spent of row.budgets) {
      if (spent.spentBy !== "middleware") continue;
      const spend = budget(limits, spent.name, keyOf[spent.per], (c) => c.req.method === method);
      for (const pattern of routePatterns(row)) use(pattern, spend);
    }
  }
}
