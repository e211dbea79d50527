import { createHash, randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "pino";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
    log: Logger;
  }
}

/** A request id a proxy may hand us: short, and only characters safe in a log line and a header. */
const FORWARDED_ID = /^[\w.:-]{1,128}$/;

export interface RequestLogOptions {
  /** Behind a trusted proxy (`TRUST_PROXY`): keep its `X-Request-Id`, so one id follows a request end to end. */
  trustRequestId?: boolean;
}

/** A user's id as logs show it: a short one-way hash, enough to follow one person, never the id itself. */
export function userTag(uid: string): string {
  return createHash("sha256").update(`reelwise-log:${uid}`).digest("hex").slice(0, 16);
}

/**
 * Give each request an id (`X-Request-Id`, a trusted proxy's own when it sent one) and a child
 * logger, and write ONE JSON line when it ends: method, route template, path, status, ms and the
 * signed-in user's hashed id. Never headers, cookies, query strings or bodies.
 */
export function requestLog(root: Logger, options: RequestLogOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const forwarded = options.trustRequestId ? c.req.header("x-request-id") : undefined;
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    const log = root.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    c.header("X-Request-Id", requestId);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const uid = c.get("user")?.uid;
    const route = routePath(c) || undefined;
    log.info(
      { method: c.req.method, route, path: c.req.path, status: c.res.status, ms, ...(uid && { user: userTag(uid) }) },
      "request",
    );
  };
}
