import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Version } from "../../contract/version.js";
import { errorResponse } from "../http/errors.js";
import type { Metrics } from "./metrics.js";
import type { Readiness } from "./readiness.js";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `/api/version` (`{ version, commit }`), `/api/ready` (200 or 503 while draining, with the state of each store) and `/metrics` (Prometheus text for
 * `Authorization: Bearer METRICS_TOKEN`; 401 without the token, 404 when no token is configured,
 * so an unconfigured server does not even say it has metrics).
 */
export function opsRoutes(deps: {
  readiness: Readiness;
  build: Version;
  metrics: Metrics | undefined;
  metricsToken?: string;
}): Hono {
  const app = new Hono();
  app.get("/api/version", (c) => c.json(deps.build satisfies Version));
  app.get("/api/ready", async (c) => {
    const report = await deps.readiness.report();
    c.header("Cache-Control", "no-store");
    return c.json(report, report.ready ? 200 : 503);
  });
  app.get("/metrics", async (c) => {
    const { metrics, metricsToken } = deps;
    if (!metrics || !metricsToken) return errorResponse(c, { code: "not_found" });
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!sameSecret(given, metricsToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return errorResponse(c, { code: "unauthenticated" });
    }
    c.header("Cache-Control", "no-store");
    return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType });
  });
  return app;
}
