import { type Context, Hono } from "hono";
import { ForgotPasswordSchema, ResetPasswordSchema } from "../../contract/account.js";
import { CredentialsSchema, SignUpSchema } from "../../contract/auth.js";
import type { AppDeps } from "../deps.js";
import { addressKey, clientAddresses, type TrustProxy } from "../http/client-address.js";
import { errorResponse } from "../http/errors.js";
import type { LimitVerdict } from "../http/rate-limit.js";
import { validate } from "../http/validate.js";
import { replyWith } from "./answer.js";
import type { AuthAnswer, AuthCaller } from "./auth-provider.js";

export type AuthRouteDeps = Pick<AppDeps, "auth" | "limits" | "log"> & { trustProxy: TrustProxy };

/** Malformed sign-in and sign-up bodies: one neutral code whatever the field. */
const BAD_CREDENTIALS = { code: "invalid_credentials_format" } as const;

/**
 * `/api/auth/*`: sign-up, sign-in, sign-out and the password reset on the AuthProvider's own accounts. Every attempt
 * spends the client address's budget; only wrong passwords count against an account, per account
 * from this address and per account overall. No routes when the provider keeps no accounts
 * (firebase: the page signs in with Firebase), so those paths fall through to the JSON 404.
 */
export function authRoutes(deps: AuthRouteDeps): Hono {
  const app = new Hono();
  const { accounts } = deps.auth;
  if (!accounts) return app;
  const addresses = clientAddresses(deps.trustProxy);
  const { limits } = deps;
  const callerOf = (c: Context): AuthCaller => ({
    ip: addresses.of(c),
    userAgent: c.req.header("user-agent"),
    log: c.get("log") ?? deps.log,
  });

  /** Answer 429 when a budget is spent; undefined when every one allows the attempt. */
  async function refused(c: Context, checks: readonly (() => Promise<LimitVerdict>)[]) {
    for (const check of checks) {
      const verdict = await check();
      if (!verdict.ok) return errorResponse(c, { code: "rate_limited", retryAfter: verdict.retryAfter });
    }
    return undefined;
  }

  const reply = <T>(c: Context, answer: AuthAnswer<T>, body: (value: T) => object) =>
    replyWith(c, answer, addresses.isHttps(c), body);

  app.post("/sign-up", validate("json", SignUpSchema, BAD_CREDENTIALS), async (c) => {
    const caller = callerOf(c);
    const limited = await refused(c, [() => limits.consume("authIp", addressKey(caller.ip))]);
    if (limited) return limited;
    const answer = await accounts.signUp(c.req.valid("json"), caller);
    return reply(c, answer, (user) => ({ user }));
  });

  app.post("/sign-in", validate("json", CredentialsSchema, BAD_CREDENTIALS), async (c) => {
    const input = c.req.valid("json");
    const caller = callerOf(c);
    const account = input.email.toLowerCase();
    const pair = `${account}|${addressKey(caller.ip)}`;
    // Only wrong passwords count, per account from this address and per account overall: another
    // address's failures never keep the owner out, and spreading a guess over many addresses
    // still meets the account's ceiling.
    const limited = await refused(c, [
      () => limits.consume("authIp", addressKey(caller.ip)),
      () => limits.check("signInFailuresFromAddress", pair),
      () => limits.check("signInFailuresForAccount", account),
    ]);
    if (limited) return limited;
    const answer = await accounts.signIn(input, caller);
    if (!answer.result.ok && answer.result.error.code === "invalid_credentials") {
      await limits.consume("signInFailuresFromAddress", pair);
      await limits.consume("signInFailuresForAccount", account);
    } else if (answer.result.ok) {
      await limits.reset("signInFailuresFromAddress", pair);
    }
    return reply(c, answer, (user) => ({ user }));
  });

  app.post("/sign-out", async (c) => {
    const answer = await accounts.signOut(c.req.header("cookie"), callerOf(c));
    return reply(c, answer, () => ({ ok: true }));
  });

  // The same answer whether or not the address has an account. Over the address's budget: 429;
  // over the e-mail's budget: the same answer, and no more e-mails to that inbox for the window.
  app.post("/forgot-password", validate("json", ForgotPasswordSchema), async (c) => {
    const request = c.req.valid("json");
    const caller = callerOf(c);
    const limited = await refused(c, [() => limits.consume("resetRequestsFromAddress", addressKey(caller.ip))]);
    if (limited) return limited;
    const perEmail = await limits.consume("resetRequestsForEmail", request.email.toLowerCase());
    if (perEmail.ok) {
      const result = await accounts.requestPasswordReset(request, caller);
      if (!result.ok) return errorResponse(c, result.error);
    }
    return c.json({ ok: true });
  });

  app.post("/reset-password", validate("json", ResetPasswordSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    const caller = callerOf(c);
    const limited = await refused(c, [() => limits.consume("passwordResets", addressKey(caller.ip))]);
    if (limited) return limited;
    const result = await accounts.resetPassword(token, newPassword, caller);
    return result.ok ? c.json({ ok: true }) : errorResponse(c, result.error);
  });

  return app;
}
