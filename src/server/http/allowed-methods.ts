import type { MiddlewareHandler } from "hono";
import { errorResponse } from "./errors.js";

/**
 * The /api surface and the methods each path answers. A known path asked with another method gets
 * 405 and `Allow` (an unknown path still falls through to the JSON 404). Keep in step with the routes.
 */
const API_METHODS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^\/api\/(health|config|session)$/, ["GET", "HEAD"]],
  [/^\/api\/auth\/(sign-up|sign-in|sign-out)$/, ["POST"]],
  [/^\/api\/movies\/(now-playing|popular|upcoming|top-rated|search)$/, ["GET", "HEAD"]],
  [/^\/api\/movies\/[^/]+\/trailer$/, ["GET", "HEAD"]],
  [/^\/api\/suggestions$/, ["POST"]],
  [/^\/api\/art\/(mosaic|p\/[^/]+|b\/[^/]+)$/, ["GET", "HEAD"]],
];

export function allowedMethods(): MiddlewareHandler {
  return async (c, next) => {
    const entry = API_METHODS.find(([pattern]) => pattern.test(c.req.path));
    if (!entry || entry[1].includes(c.req.method)) return next();
    c.header("Allow", entry[1].join(", "));
    return errorResponse(c, { code: "method_not_allowed" });
  };
}
