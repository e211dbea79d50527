import { type Context, Hono } from "hono";
import { CredentialsSchema } from "../../contract/auth.js";
import { ForgotPasswordSchema, ResetPasswordSchema, SignUpSchema } from "../../contract/requests.js";
import type { AppDeps } from "../deps.js";
import { addressGroup, addressKey, type ClientAddresses } from "../http/client-address.js";
import { errorResponse } from "../http/errors.js";
import type { LimitVerdict } from "../http/rate-limit.js";
import { validate } from "../http/validate.js";
import { authErrorResponse, replyWith } from "./answer.js";
import type { AuthAnswer, AuthCaller } from "./auth-provider.js";
import { callerOf } from "./caller.js";
import { clearPasswordFailures, guardPasswordCheck, isKnownAddress } from "./password-attempts.js";

export type AuthRouteDeps = Pick<AppDeps, "auth" | "limits" | "log"> & { addresses: ClientAddresses };

/** Malformed sign-in and sign-up bodies: one neutral code whatever the field. */
const BAD_CREDENTIALS = { code: "invalid_credentials_format" } as const;

/**
 * `/api/auth/*`: sign-up, sign-in, sign-out and the password reset on local accounts. Every attempt
 * spends the client address's budget; only wrong passwords count against an account, per account
 * from this address and per account overall. No routes for Firebase accounts (the page signs in
 * with Firebase), so those paths fall through to the JSON 404.
 */
export function authRoutes(deps: AuthRouteDeps): Hono {
  const app = new Hono();
  if (deps.auth.kind !== "local") return app;
  const { accounts } = deps.auth;
  const { addresses } = deps;
  const { limits } = deps;
  const who = (c: Context): AuthCaller => callerOf(c, addresses, deps.log);

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
    const caller = who(c);
    const limited = await refused(c, [
      () => limits.consume("authIp", addressKey(caller.ip)),
      () => limits.consume("signUpsFromGroup", addressGroup(caller.ip)),
    ]);
    if (limited) return limited;
    const answer = await accounts.signUp(c.req.valid("json"), caller);
    return reply(c, answer, (user) => ({ user }));
  });

  app.post("/sign-in", validate("json", CredentialsSchema, BAD_CREDENTIALS), async (c) => {
    const input = c.req.valid("json");
    const caller = who(c);
    const limited = await refused(c, [() => limits.consume("authIp", addressKey(caller.ip))]);
    if (limited) return limited;
    // The account's usual place waits in the reserved line for a hash, whatever crowd is signing in.
    caller.reserved = await isKnownAddress(limits, input.email, caller.ip);
    const attempt = await guardPasswordCheck(
      limits,
      input.email,
      caller.ip,
      () => accounts.signIn(input, caller),
      ({ result }) => (result.ok ? "right" : result.error.code === "invalid_credentials" ? "wrong" : "other"),
    );
    if (attempt.refused) return errorResponse(c, { code: "rate_limited", retryAfter: attempt.retryAfter });
    return reply(c, attempt.value, (user) => ({ user }));
  });

  app.post("/sign-out", async (c) => {
    const answer = await accounts.signOut(c.req.header("cookie"), who(c));
    return reply(c, answer, () => ({ ok: true }));
  });

  // The same answer whether or not the address has an account. Over the address's budget: 429;
  // over the e-mail's budget (every link counts, whoever asked): the same answer and no e-mail,
  // except from the owner's known address group, whose request replaces the live link (once an
  // hour per address) instead of adding one: strangers cannot silence the owner.
  app.post("/forgot-password", validate("json", ForgotPasswordSchema), async (c) => {
    const request = c.req.valid("json");
    const caller = who(c);
    const limited = await refused(c, [() => limits.consume("resetRequestsFromAddress", addressKey(caller.ip))]);
    if (limited) return limited;
    const email = request.email.toLowerCase();
    const send = async (replace: boolean) => {
      const result = await accounts.requestPasswordReset(request, caller, { replace });
      return result.ok ? undefined : authErrorResponse(c, result.error);
    };
    if ((await limits.consume("resetRequestsForEmail", email)).ok) {
      const failed = await send(false);
      if (failed) return failed;
    } else if (
      (await isKnownAddress(limits, email, caller.ip)) &&
      (await limits.consume("resetRequestsForEmailFromAddress", `${email}|${addressKey(caller.ip)}`)).ok
    ) {
      const failed = await send(true);
      if (failed) return failed;
    }
    return c.json({ ok: true });
  });

  app.post("/reset-password", validate("json", ResetPasswordSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    // A reset link's holder waits in the reserved line (a wrong token is refused before any hash).
    const caller = { ...who(c), reserved: true };
    const limited = await refused(c, [() => limits.consume("passwordResets", addressKey(caller.ip))]);
    if (limited) return limited;
    const result = await accounts.resetPassword(token, newPassword, caller);
    if (!result.ok) return authErrorResponse(c, result.error);
    if (result.value.email) await clearPasswordFailures(limits, result.value.email);
    return c.json({ ok: true });
  });

  return app;
}
