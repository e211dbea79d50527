import type { Context } from "hono";
import type { Logger } from "pino";
import type { ClientAddresses } from "../http/client-address.js";
import type { AuthCaller } from "./auth-provider.js";

/** What the auth and account routes tell the account store about a request: who, from where. */
export function callerOf(c: Context, addresses: ClientAddresses, log: Logger): AuthCaller {
  return { ip: addresses.of(c), userAgent: c.req.header("user-agent"), log: c.get("log") ?? log };
}
