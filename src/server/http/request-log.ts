import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";

declare module "hono" {
  interface ContextVariableMap {
    requestId: string;
    log: Logger;
  }
}

/**
 * Give each request an id and a child logger, and write ONE line when it ends:
 * method, path, status, ms. Never headers, cookies, query strings or bodies.
 */
export function requestLog(root: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    const log = root.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    c.header("X-Request-Id", requestId);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  };
}
