import { type Context, Hono } from "hono";
import type { Result } from "../../contract/errors.js";
import { ChangePasswordSchema, DeleteAccountSchema, RenameSchema } from "../../contract/requests.js";
import { authErrorResponse, copyCookies, replyWith } from "../auth/answer.js";
import type { AuthCaller, AuthError } from "../auth/auth-provider.js";
import { callerOf } from "../auth/caller.js";
import { type AttemptOutcome, guardPasswordCheck } from "../auth/password-attempts.js";
import type { AppDeps } from "../deps.js";
import type { ClientAddresses } from "../http/client-address.js";
import { errorResponse } from "../http/errors.js";
import { validate } from "../http/validate.js";
import { errorFields } from "../logger.js";
import { deleteAccount } from "./account-deletion.js";

const outcomeOf = (result: Result<unknown, AuthError>): AttemptOutcome =>
  result.ok ? "right" : result.error.code === "wrong_password" ? "wrong" : "other";

export type AccountRouteDeps = Pick<AppDeps, "auth" | "limits" | "log" | "userData" | "closures"> & {
  addresses: ClientAddresses;
};

/**
 * `/api/account/*`, behind `requireUser` and the per-user `accountChanges` budget (app.ts). Both
 * providers: `sign-out-everywhere` and `delete` (the seam's `revokeSessions`, `confirmDeletion`
 * and `removeAccount`). Local accounts also: rename and change the password; a Firebase account
 * is renamed and its password changed on the page, with the Firebase SDK.
 */
export function accountRoutes(deps: AccountRouteDeps): Hono {
  const app = new Hono();
  const { addresses, auth } = deps;
  // Signed in: password work waits in the reserved line (auth/password-work.ts).
  const who = (c: Context): AuthCaller => ({ ...callerOf(c, addresses, deps.log), reserved: true });
  const cookieOf = (c: Context) => c.req.header("cookie");

  /** A check of the account's current password, counted like a sign-in attempt (a stolen session guesses too). */
  const checked = async <T extends { result: Result<unknown, AuthError> }>(
    c: Context,
    check: (caller: AuthCaller) => Promise<T>,
  ) => {
    const caller = who(c);
    const attempt = await guardPasswordCheck(
      deps.limits,
      c.get("user").email,
      caller.ip,
      () => check(caller),
      ({ result }) => outcomeOf(result),
    );
    if (attempt.refused) return errorResponse(c, { code: "rate_limited", retryAfter: attempt.retryAfter });
    return attempt.value;
  };

  // Every session of the account ends, on every server.
  app.post("/sign-out-everywhere", async (c) => {
    try {
      await auth.revokeSessions(c.req.raw);
    } catch (error) {
      who(c).log.warn({ err: errorFields(error) }, "could not revoke the account's sessions");
      return errorResponse(c, { code: "upstream_unavailable", message: "The account service did not answer" });
    }
    copyCookies(c, auth.signedOutCookies, addresses.isHttps(c));
    return c.json({ ok: true });
  });

  // The owner confirms (local: the password), then the account goes with every per-account row.
  app.post("/delete", validate("json", DeleteAccountSchema), async (c) => {
    const { password } = c.req.valid("json");
    const { uid } = c.get("user");
    const confirm = (caller: AuthCaller) =>
      auth.confirmDeletion(cookieOf(c), password, caller).then((result) => ({ result }));
    const confirmed = password === undefined ? await confirm(who(c)) : await checked(c, confirm);
    if (confirmed instanceof Response) return confirmed;
    if (!confirmed.result.ok) return authErrorResponse(c, confirmed.result.error);
    if (!(await deleteAccount(deps, uid, who(c).log))) {
      return errorResponse(c, { code: "upstream_unavailable", message: "The account could not be deleted: try again" });
    }
    copyCookies(c, auth.signedOutCookies, addresses.isHttps(c));
    return c.json({ ok: true });
  });

  if (auth.kind !== "local") return app;
  const { accounts } = auth;

  app.post("/profile", validate("json", RenameSchema), async (c) => {
    const answer = await accounts.rename(cookieOf(c), c.req.valid("json").displayName, who(c));
    return replyWith(c, answer, addresses.isHttps(c), (user) => ({ user }));
  });

  app.post("/password", validate("json", ChangePasswordSchema), async (c) => {
    const change = c.req.valid("json");
    // Refused before any password check: a "change" to the same password changes nothing.
    if (change.newPassword === change.currentPassword) return errorResponse(c, { code: "same_password" });
    const answer = await checked(c, (caller) => accounts.changePassword(cookieOf(c), change, caller));
    if (answer instanceof Response) return answer;
    return replyWith(c, answer, addresses.isHttps(c), () => ({ ok: true }));
  });

  return app;
}
