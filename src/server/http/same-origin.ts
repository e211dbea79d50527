import type { MiddlewareHandler } from "hono";
import { errorResponse } from "./errors.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence on top of SameSite cookies: a state-changing request that a browser sends carries
 * `Origin`; it must be our own. Requests without `Origin` and without `Sec-Fetch-Site` come from
 * non-browser clients (curl, scripts), which cannot ride on a user's cookies.
 */
export function sameOrigin(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    // `Host` only: X-Forwarded-Host is whatever the client wrote, and proxies pass Host through.
    const host = c.req.header("host");
    if (origin === undefined) {
      if (fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none") return next();
      return errorResponse(c, { code: "forbidden", message: "Cross-site request refused" });
    }
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (host !== undefined && originHost === host) return next();
    return errorResponse(c, { code: "forbidden", message: "Cross-site request refused" });
  };
}
