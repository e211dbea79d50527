import { type Context, Hono } from "hono";
import { ChangePasswordSchema, DeleteAccountSchema, RenameSchema } from "../../contract/requests.js";
import { copyCookies, replyWith } from "../auth/answer.js";
import type { AuthAnswer, AuthCaller } from "../auth/auth-provider.js";
import { callerOf } from "../auth/caller.js";
import { type AttemptOutcome, guardPasswordCheck } from "../auth/password-attempts.js";
import type { AppDeps } from "../deps.js";
import type { ClientAddresses } from "../http/client-address.js";
import { errorResponse } from "../http/errors.js";
import { validate } from "../http/validate.js";
import { errorFields } from "../logger.js";
import type { UserData } from "../user-data.js";

const outcomeOf = ({ result }: AuthAnswer<unknown>): AttemptOutcome =>
  result.ok ? "right" : result.error.code === "wrong_password" ? "wrong" : "other";

export type AccountRouteDeps = Pick<AppDeps, "auth" | "limits" | "log" | "userData"> & { addresses: ClientAddresses };

/**
 * Empty every store of per-account rows for a removed account. A store that fails is tried once
 * more, then logged: the account is already gone, so the caller still gets its answer.
 */
export async function deleteUserData(stores: readonly UserData[], userId: string, log: AppDeps["log"]) {
  for (const store of stores) {
    try {
      await store.deleteAll(userId);
    } catch {
      await store.deleteAll(userId).catch((error: unknown) => {
        log.error({ userId, err: errorFields(error) }, "per-account rows not removed");
      });
    }
  }
}

/**
 * `/api/account/*`, behind `requireUser` and the per-user `accountChanges` budget (app.ts). Both
 * providers: `sign-out-everywhere` (the seam's `revokeSessions`). Local accounts: rename, change
 * the password, delete (password required). Firebase: the page changes the account with the
 * Firebase SDK; `delete` removes our own rows for the uid before the page deletes the Firebase user.
 */
export function accountRoutes(deps: AccountRouteDeps): Hono {
  const app = new Hono();
  const { accounts } = deps.auth;
  const { addresses } = deps;
  const who = (c: Context): AuthCaller => callerOf(c, addresses, deps.log);
  const cookieOf = (c: Context) => c.req.header("cookie");

  // Both providers: every session of the account ends, on every server.
  app.post("/sign-out-everywhere", async (c) => {
    try {
      await deps.auth.revokeSessions(c.get("user").uid);
    } catch (error) {
      who(c).log.warn({ err: errorFields(error) }, "could not revoke the account's sessions");
      return errorResponse(c, { code: "upstream_unavailable", message: "The account service did not answer" });
    }
    copyCookies(c, deps.auth.signedOutCookies, addresses.isHttps(c));
    return c.json({ ok: true });
  });

  if (!accounts) {
    app.post("/delete", validate("json", DeleteAccountSchema), async (c) => {
      await deleteUserData(deps.userData, c.get("user").uid, who(c).log);
      return c.json({ ok: true });
    });
    return app;
  }

  app.post("/profile", validate("json", RenameSchema), async (c) => {
    const answer = await accounts.rename(cookieOf(c), c.req.valid("json").displayName, who(c));
    return replyWith(c, answer, addresses.isHttps(c), (user) => ({ user }));
  });

  /** A check of the account's current password, counted like a sign-in attempt (a stolen session guesses too). */
  const checked = async <T>(c: Context, change: (caller: AuthCaller) => Promise<AuthAnswer<T>>) => {
    const caller = who(c);
    const attempt = await guardPasswordCheck(
      deps.limits,
      c.get("user").email,
      caller.ip,
      () => change(caller),
      outcomeOf,
    );
    if (attempt.refused) return errorResponse(c, { code: "rate_limited", retryAfter: attempt.retryAfter });
    return attempt.value;
  };

  app.post("/password", validate("json", ChangePasswordSchema), async (c) => {
    const change = c.req.valid("json");
    // Refused before any password check: a "change" to the same password changes nothing.
    if (change.newPassword === change.currentPassword) return errorResponse(c, { code: "same_password" });
    const answer = await checked(c, (caller) => accounts.changePassword(cookieOf(c), change, caller));
    if (answer instanceof Response) return answer;
    return replyWith(c, answer, addresses.isHttps(c), () => ({ ok: true }));
  });

  app.post("/delete", validate("json", DeleteAccountSchema), async (c) => {
    const { password } = c.req.valid("json");
    if (!password) return errorResponse(c, { code: "bad_request", message: "password is required" });
    const answer = await checked(c, (caller) => accounts.deleteAccount(cookieOf(c), password, caller));
    if (answer instanceof Response) return answer;
    if (answer.result.ok) await deleteUserData(deps.userData, answer.result.value, who(c).log);
    return replyWith(c, answer, addresses.isHttps(c), () => ({ ok: true }));
  });

  return app;
}
