import type { Context } from "hono";
import { errorResponse } from "../http/errors.js";
import type { SourceError } from "./movie-source.js";

/** The answer when the movie source failed: logged (never its body), and its code as the status. */
export function sourceFailure(c: Context, error: SourceError): Response {
  c.get("log")?.warn({ code: error.code, reason: error.message }, "movie source failed");
  return errorResponse(c, { code: error.code });
}
