import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import { HTTPException } from "hono/http-exception";
import type { $ZodType } from "zod/v4/core";
import type { ErrorCode } from "../../contract/errors.js";
import { errorResponse } from "./errors.js";

export interface ValidateOptions {
  /** The code answered (400) when the input does not parse; `bad_request` unless the route has its own. */
  code?: ErrorCode;
  /** The message per field name (the first failing field decides); else `<field> is invalid`. */
  messages?: Readonly<Record<string, string>>;
}

/**
 * The one request-validation path: @hono/zod-validator with one hook, so every route answers bad
 * input the same way (`{ error: { code, message } }`, 400) and its handler reads typed, parsed input
 * with `c.req.valid(target)`. A JSON body that does not parse gets the same answer. `schema` is any
 * zod schema: the contract's (zod/mini) or the server's own (zod).
 */
export function validate<T extends $ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  options: ValidateOptions = {},
) {
  const code = options.code ?? "bad_request";
  const check = zValidator(target, schema, (result, c) => {
    if (result.success) return undefined;
    const field = result.error.issues[0]?.path[0];
    const message =
      field === undefined
        ? `${target === "json" ? "body" : target} must be a JSON object`
        : (options.messages?.[String(field)] ?? `${String(field)} is invalid`);
    return errorResponse(c, { code, message });
  });
  const guarded: typeof check = async (c, next) => {
    let passed = false;
    try {
      return await check(c, async () => {
        passed = true;
        await next();
      });
    } catch (error) {
      // Thrown by the validator itself (a body that is not JSON), not by the route behind it.
      if (passed || !(error instanceof HTTPException)) throw error;
      return errorResponse(c, { code, message: "body must be JSON" });
    }
  };
  return guarded satisfies MiddlewareHandler;
}
