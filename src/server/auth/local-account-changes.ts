import type { User } from "../../contract/auth.js";
import { err, ok, type Result } from "../../contract/errors.js";
import { errorFields } from "../logger.js";
import {
  type AuthUserRecord,
  BUSY_RETRY_SECONDS,
  callAuthEngine,
  callerHeaders,
  failure,
  RESET_LANGUAGE_HEADER,
  RESET_RETURN_HEADER,
  toUser,
} from "./auth-engine.js";
import type { AccountChanges, AuthAnswer, AuthCaller, AuthError } from "./auth-provider.js";
import type { LocalAccountsDeps } from "./local-accounts.js";

/**
 * Self-service on better-auth's handler: rename, change password, sign out everywhere, delete,
 * and the password reset. Calls that check a password wait in the same bounded queue as sign-in.
 * Every call that ends sessions also forgets them in this server's memo, so they stop at once.
 */
export function localAccountChanges(deps: LocalAccountsDeps): AccountChanges {
  const busy = (): AuthError | undefined =>
    deps.passwords?.full() ? { code: "rate_limited", retryAfter: BUSY_RETRY_SECONDS } : undefined;

  /** POST to the engine as the session in `cookieHeader`; a missing session is `unauthenticated`. */
  async function asSession(
    cookieHeader: string | undefined,
    caller: AuthCaller,
    path: string,
    body: object,
  ): Promise<{ res: Response; error?: AuthError }> {
    const headers = callerHeaders(caller, { "content-type": "application/json" });
    if (cookieHeader) headers.set("cookie", cookieHeader);
    const res = await callAuthEngine(deps.engine, caller, path, { headers, body: JSON.stringify(body) });
    if (res.status === 200) return { res };
    const error: AuthError = res.status === 401 ? { code: "unauthenticated" } : await failure(res);
    if (error.code === "auth_failed") caller.log.warn({ status: res.status, reason: error.message }, `${path} failed`);
    return { res, error };
  }

  /** The user behind the session, as the engine sees it now (null when it is not valid). */
  async function sessionUser(cookieHeader: string | undefined, caller: AuthCaller): Promise<AuthUserRecord | null> {
    if (!cookieHeader) return null;
    try {
      const headers = new Headers({ cookie: cookieHeader });
      const res = await deps.engine.handler(new Request("http://localhost/api/auth/get-session", { headers }));
      if (res.status !== 200) return null;
      const body = (await res.json()) as { user?: AuthUserRecord } | null;
      return body?.user ?? null;
    } catch (error) {
      caller.log.warn({ err: errorFields(error) }, "session lookup failed");
      return null;
    }
  }

  const forgetSessionsOf = (uid: string) => deps.memo?.forgetUser(uid);

  return {
    async rename(cookieHeader, name, caller): Promise<AuthAnswer<User>> {
      const { res, error } = await asSession(cookieHeader, caller, "/update-user", { name });
      if (error) return { result: err(error), cookies: [] };
      const user = await sessionUser(cookieHeader, caller);
      if (!user) return { result: err({ code: "unauthenticated" }), cookies: [] };
      forgetSessionsOf(user.id);
      return { result: ok(toUser({ ...user, name })), cookies: res.headers.getSetCookie() };
    },

    async changePassword(cookieHeader, input, caller) {
      const full = busy();
      if (full) return { result: err(full), cookies: [] };
      const user = await sessionUser(cookieHeader, caller);
      if (!user) return { result: err({ code: "unauthenticated" }), cookies: [] };
      const { res, error } = await asSession(cookieHeader, caller, "/change-password", {
        ...input,
        revokeOtherSessions: true,
      });
      if (error) return { result: err(error), cookies: [] };
      forgetSessionsOf(user.id);
      return { result: ok(undefined), cookies: res.headers.getSetCookie() };
    },

    async signOutEverywhere(cookieHeader, caller) {
      const user = await sessionUser(cookieHeader, caller);
      if (!user) return { result: err({ code: "unauthenticated" }), cookies: [] };
      const { res, error } = await asSession(cookieHeader, caller, "/revoke-sessions", {});
      forgetSessionsOf(user.id);
      return { result: error ? err(error) : ok(undefined), cookies: res.headers.getSetCookie() };
    },

    async deleteAccount(cookieHeader, password, caller) {
      const full = busy();
      if (full) return { result: err(full), cookies: [] };
      const user = await sessionUser(cookieHeader, caller);
      if (!user) return { result: err({ code: "unauthenticated" }), cookies: [] };
      const { res, error } = await asSession(cookieHeader, caller, "/delete-user", { password });
      if (error) return { result: err(error), cookies: [] };
      forgetSessionsOf(user.id);
      return { result: ok(user.id), cookies: res.headers.getSetCookie() };
    },

    async requestPasswordReset({ email, language, next }, caller): Promise<Result<void, AuthError>> {
      const headers = callerHeaders(caller, {
        "content-type": "application/json",
        [RESET_LANGUAGE_HEADER]: language,
        ...(next && { [RESET_RETURN_HEADER]: next }),
      });
      const res = await callAuthEngine(deps.engine, caller, "/request-password-reset", {
        headers,
        body: JSON.stringify({ email }),
      });
      if (res.status === 200) return ok(undefined);
      const error = await failure(res);
      caller.log.warn({ status: res.status, reason: error.message }, "password reset request failed");
      return err(error);
    },

    async resetPassword(token, newPassword, caller) {
      const full = busy();
      if (full) return err(full);
      const headers = callerHeaders(caller, { "content-type": "application/json" });
      const res = await callAuthEngine(deps.engine, caller, "/reset-password", {
        headers,
        body: JSON.stringify({ token, newPassword }),
      });
      if (res.status === 200) return ok(undefined);
      const error = await failure(res);
      if (error.code === "auth_failed" && error.message === "USER_NOT_FOUND")
        return err({ code: "invalid_reset_token" });
      if (error.code === "auth_failed") caller.log.warn({ status: res.status, reason: error.message }, "reset failed");
      return err(error);
    },

    async removeByEmail(email) {
      const uid = (await deps.removeByEmail?.(email)) ?? null;
      if (uid) forgetSessionsOf(uid);
      return uid;
    },
  };
}
