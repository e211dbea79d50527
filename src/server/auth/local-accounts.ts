import { DEFAULT_AVATAR_PATH } from "../../contract/auth.js";
import { err, ok } from "../../contract/errors.js";
import { busyError, callerHeaders, engineCall, type LocalAccountsDeps, readSession, toUser } from "./auth-engine.js";
import type { AuthAnswer, AuthCaller, PasswordAccounts } from "./auth-provider.js";
import { localAccountChanges } from "./local-account-changes.js";
import { hashOwnerOf } from "./password-work.js";

/**
 * Sign-up, sign-in and sign-out through better-auth's API (`auth.api.*`), as the caller: their
 * cookie, address and user agent. Password attempts wait in a bounded queue; a full queue answers
 * `rate_limited` at once rather than letting attempts pile up.
 */
export function localAccounts(deps: LocalAccountsDeps): PasswordAccounts {
  const { api } = deps.engine;
  const full = (caller: AuthCaller) => deps.passwords.full(hashOwnerOf(caller));
  /**
   * Whether no session stands behind the cookie (ended already, or forged): false when the store
   * could not be asked. better-auth answers 401 for both; only our reader tells them apart.
   */
  const noSessionBehind = (cookieHeader: string | undefined, caller: AuthCaller) =>
    readSession(deps.engine, cookieHeader, caller).then(
      (found) => found === null,
      () => false,
    );

  return {
    ...localAccountChanges(deps),

    async signUp({ email, password, username }, caller) {
      if (full(caller)) return { result: err(busyError()), cookies: [] };
      const answer = await engineCall(caller, "sign-up", () =>
        deps.passwords.as(hashOwnerOf(caller), () =>
          api.signUpEmail({
            body: { email, password, name: username, image: DEFAULT_AVATAR_PATH },
            headers: callerHeaders(caller),
            returnHeaders: true,
          }),
        ),
      );
      if (answer.ok)
        return { result: ok(toUser(answer.value.response.user)), cookies: answer.value.headers.getSetCookie() };
      // An address that has an account answers only after the same hashing work as a new account,
      // so the time taken does not tell the two apart (the answer itself must: see README).
      if (answer.error.code === "email_taken")
        await deps.passwords.as(hashOwnerOf(caller), () => deps.passwords.hash(password)).catch(() => undefined);
      return { result: err(answer.error), cookies: [] };
    },

    async signIn({ email, password }, caller) {
      if (full(caller)) return { result: err(busyError()), cookies: [] };
      const answer = await engineCall(caller, "sign-in", () =>
        deps.passwords.as(hashOwnerOf(caller), () =>
          api.signInEmail({ body: { email, password }, headers: callerHeaders(caller), returnHeaders: true }),
        ),
      );
      if (!answer.ok) return { result: err(answer.error), cookies: [] };
      return { result: ok(toUser(answer.value.response.user)), cookies: answer.value.headers.getSetCookie() };
    },

    /**
     * Always expires the cookie. The session is deleted from the store, then forgotten by the memo
     * (a look-up that read it before the delete is not remembered: see `UserMemo.recall`). Fails
     * only when the store could not delete it: the page then asks whether it is still signed in.
     */
    async signOut(cookieHeader, caller): Promise<AuthAnswer<void>> {
      const cookie = deps.memo.cookieOf(cookieHeader);
      if (!cookie) return { result: ok(undefined), cookies: [deps.memo.expiredCookie()] };
      // revokeSession, not signOut: signOut logs and swallows a failed delete, revokeSession throws it.
      const answer = await engineCall(caller, "sign-out", () =>
        api.revokeSession({
          body: { token: cookie.token },
          headers: callerHeaders(caller, cookieHeader),
          returnHeaders: true,
        }),
      );
      deps.memo.forget(cookie);
      const cookies = answer.ok ? answer.value.headers.getSetCookie() : [];
      const expired = cookies.length > 0 ? cookies : [deps.memo.expiredCookie()];
      const ended =
        answer.ok || (answer.error.code === "unauthenticated" && (await noSessionBehind(cookieHeader, caller)));
      return { result: ended ? ok(undefined) : err({ code: "auth_failed" }), cookies: expired };
    },
  };
}
