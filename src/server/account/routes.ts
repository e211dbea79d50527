import { type Context, Hono } from "hono";
import { ChangePasswordSchema, DeleteAccountSchema, RenameSchema } from "../../contract/account.js";
import { replyWith } from "../auth/answer.js";
import type { AuthCaller } from "../auth/auth-provider.js";
import type { AppDeps } from "../deps.js";
import { clientAddresses, type TrustProxy } from "../http/client-address.js";
import { errorResponse } from "../http/errors.js";
import { validate } from "../http/validate.js";
import { errorFields } from "../logger.js";
import type { UserData } from "../user-data.js";

export type AccountRouteDeps = Pick<AppDeps, "auth" | "log" | "userData"> & { trustProxy: TrustProxy };

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
 * `/api/account/*`, behind `requireUser` and the per-user `accountChanges` budget (app.ts). Local
 * accounts: rename, change the password, sign out everywhere, delete (password required). Firebase:
 * the page changes the account with the Firebase SDK; here are only `sign-out-everywhere` (the
 * account's tokens revoked with firebase-admin) and `delete`, removing our own rows for the uid
 * before the page deletes the Firebase user.
 */
export function accountRoutes(deps: AccountRouteDeps): Hono {
  const app = new Hono();
  const { accounts } = deps.auth;
  const addresses = clientAddresses(deps.trustProxy);
  const callerOf = (c: Context): AuthCaller => ({
    ip: addresses.of(c),
    userAgent: c.req.header("user-agent"),
    log: c.get("log") ?? deps.log,
  });
  const cookieOf = (c: Context) => c.req.header("cookie");

  if (!accounts) {
    app.post("/sign-out-everywhere", async (c) => {
      try {
        await deps.auth.revokeSessions?.(c.get("user").uid);
      } catch (error) {
        callerOf(c).log.warn({ err: errorFields(error) }, "could not revoke the account's sessions");
        return errorResponse(c, { code: "upstream_unavailable", message: "The account service did not answer" });
      }
      return c.json({ ok: true });
    });
    app.post("/delete", validate("json", DeleteAccountSchema), async (c) => {
      await deleteUserData(deps.userData, c.get("user").uid, callerOf(c).log);
      return c.json({ ok: true });
    });
    return app;
  }

  app.post("/profile", validate("json", RenameSchema), async (c) => {
    const answer = await accounts.rename(cookieOf(c), c.req.valid("json").displayName, callerOf(c));
    return replyWith(c, answer, addresses.isHttps(c), (user) => ({ user }));
  });

  app.post("/password", validate("json", ChangePasswordSchema), async (c) => {
    const answer = await accounts.changePassword(cookieOf(c), c.req.valid("json"), callerOf(c));
    return replyWith(c, answer, addresses.isHttps(c), () => ({ ok: true }));
  });

  app.post("/sign-out-everywhere", async (c) => {
    const answer = await accounts.signOutEverywhere(cookieOf(c), callerOf(c));
    return replyWith(c, answer, addresses.isHttps(c), () => ({ ok: true }));
  });

  app.post("/delete", validate("json", DeleteAccountSchema), async (c) => {
    const { password } = c.req.valid("json");
    if (!password) return errorResponse(c, { code: "bad_request", message: "password is required" });
    const caller = callerOf(c);
    const answer = await accounts.deleteAccount(cookieOf(c), password, caller);
    if (answer.result.ok) await deleteUserData(deps.userData, answer.result.value, caller.log);
    return replyWith(c, answer, addresses.isHttps(c), () => ({ ok: true }));
  });

  return app;
}
