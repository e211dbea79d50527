import type { MiddlewareHandler } from "hono";
import type { User } from "../../contract/auth.js";
import { errorResponse } from "../http/errors.js";
import type { AuthProvider } from "./auth-provider.js";

declare module "hono" {
  interface ContextVariableMap {
    user: User;
  }
}

/** Let the request through only with a valid session or token; the handler finds it in `c.get("user")`. */
export function requireUser(auth: AuthProvider): MiddlewareHandler {
  return async (c, next) => {
    const user = await auth.userFromRequest(c.req.raw);
    if (!user) return errorResponse(c, { code: "unauthenticated" });
    c.set("user", user);
    await next();
  };
}
