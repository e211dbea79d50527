import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "./errors.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request carries a body at all: a declared length above zero, a chunked body, or (in
 * process, where neither header is set) a body stream. Browsers send a bodyless DELETE with neither
 * header, and the Node adapter still gives it an empty stream: that DELETE has no body.
 */
function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  if (request.headers.has("transfer-encoding")) return true;
  return request.method !== "DELETE" && request.body !== null;
}

/**
 * Writes with a body must say `Content-Type: application/json`. A `text/plain` body is one a page
 * on another site can send without a CORS preflight: refusing it closes that door for every route.
 */
export function jsonBodies(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !hasBody(c.req.raw)) return next();
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type === "application/json") return next();
    return errorResponse(c, { code: "unsupported_media_type", message: "Send the body as application/json" });
  };
}

/**
 * Bodies larger than `maxSize` bytes are refused (413) before they are read; `larger` names the few
 * paths allowed more (an imported file). Only a request that carries a body goes through hono's
 * `bodyLimit`, which otherwise reads the (empty) body stream of every GET: about a tenth of what a
 * cheap request costs.
 */
export function bodyLimits(maxSize: number, larger: Readonly<Record<string, number>> = {}): MiddlewareHandler {
  const onError = (c: Context) => errorResponse(c, { code: "payload_too_large" });
  const limit = bodyLimit({ maxSize, onError });
  const exceptions = new Map(
    Object.entries(larger).map(([path, size]) => [path, bodyLimit({ maxSize: size, onError })] as const),
  );
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !hasBody(c.req.raw)) return next();
    return (exceptions.get(c.req.path) ?? limit)(c, next);
  };
}
