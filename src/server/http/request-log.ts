import { createHash, randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { withRequestId } from "../ops/request-context.js";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
    log: Logger;
  }
}

/** Liveness and readiness probes, logged at debug. */
const PROBES: ReadonlySet<string> = new Set(["/api/health", "/api/ready"]);

/** A request id a proxy may hand us: short, and only characters safe in a log line and a header. */
const FORWARDED_ID = /^[\w.:-]{1,128}$/;

export interface RequestLogOptions {
  /**
   * Whether the request came straight from a proxy `TRUST_PROXY` trusts (`ClientAddresses.fromTrustedProxy`):
   * then its `X-Request-Id` is kept, so one id follows a request end to end. Anyone else's is ignored.
   */
  fromTrustedProxy?: (c: Context) => boolean;
}

/** A user's id as logs show it: a short one-way hash, enough to follow one person, never the id itself. */
export function userTag(uid: string): string {
  let tag = userTags.get(uid);
  if (tag === undefined) {
    tag = createHash("sha256").update(`reelwise-log:${uid}`).digest("hex").slice(0, 16);
    userTags.set(uid, tag);
  }
  return tag;
}

/** Tags of the users seen lately: a signed-in request would otherwise hash its user's id again for its log line. */
const userTags = new LRUCache<string, string>({ max: 10_000 });

/**
 * Give each request an id (`X-Request-Id`, a trusted proxy's own when it sent one), serve it inside
 * that id's request context (so every line logged and every upstream call made meanwhile carries
 * it), and write ONE JSON line when it ends: method, route template, path, status, ms and the
 * signed-in user's hashed id. Never headers, cookies, query strings or bodies.
 */
export function requestLog(log: Logger, options: RequestLogOptions = {}): MiddlewareHandler {
  return (c, next) => {
    const started = performance.now();
    const forwarded = options.fromTrustedProxy?.(c) ? c.req.header("x-request-id") : undefined;
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    c.set("requestId", requestId);
    c.set("log", log);
    return withRequestId(requestId, async () => {
      await next();
      // On the final response, whatever made it (a streamed answer is a Response of its own).
      c.res.headers.set("X-Request-Id", requestId);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const uid = c.get("user")?.uid;
      const route = routePath(c) || undefined;
      // Probes (a proxy's every 2 s, the container's every 10 s) only at debug: thousands of lines a day say nothing.
      const level = route && PROBES.has(route) ? "debug" : "info";
      log[level](
        { method: c.req.method, route, path: c.req.path, status: c.res.status, ms, ...(uid && { user: userTag(uid) }) },
        "request",
      );
    });
  };
}
