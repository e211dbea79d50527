import type { Hono, MiddlewareHandler } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { errorResponse } from "./errors.js";

/** Which methods answer a path, matched as Hono matches it (`:param`, `*`, `{regex}`). */
export type MethodTable = (path: string) => readonly string[];

/**
 * The methods of each route an app registered under `prefix`, read from `app.routes`. Middleware and
 * catch-alls (`ALL`) are left out; GET implies HEAD, as Hono answers HEAD with the GET handler.
 */
export function methodTable(routes: Hono["routes"], prefix: string): MethodTable {
  const router = new TrieRouter<string>();
  for (const { method, path } of routes) {
    if (method === "ALL" || !(path === prefix || path.startsWith(`${prefix}/`))) continue;
    // Every entry is stored under ALL so one lookup finds the methods of all routes matching a path.
    router.add("ALL", path, method);
    if (method === "GET") router.add("ALL", path, "HEAD");
  }
  return (path) => [...new Set(router.match("GET", path)[0].map(([method]) => method))];
}

/**
 * A path the app routes, asked with a method it does not answer, gets 405 and `Allow`; an unknown
 * path falls through (to the JSON 404). The table is read from the app's own routes on the first
 * request, once every route is mounted, so a new route needs nothing here.
 *
 * Hono's own `methodNotAllowed` does not fit (decision 0018): it answers after the handlers, so a
 * wrong method on a signed-in route gets 401 and is counted against the caller's budgets, and it
 * reads every route of the app, so the page's `GET *` turns an unknown `/api` path into 405.
 */
export function allowedMethods(app: Hono, prefix = "/api"): MiddlewareHandler {
  let table: MethodTable | undefined;
  return async (c, next) => {
    table ??= methodTable(app.routes, prefix);
    const allowed = table(c.req.path);
    if (allowed.length === 0 || allowed.includes(c.req.method)) return next();
    c.header("Allow", allowed.join(", "));
    return errorResponse(c, { code: "method_not_allowed" });
  };
}
