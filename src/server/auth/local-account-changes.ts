import type { User } from "../../contract/auth.js";
import { err, ok, type Result } from "../../contract/errors.js";
import {
  type AuthUserRecord,
  busyError,
  callerHeaders,
  engineCall,
  type LocalAccountsDeps,
  passwordResetContext,
  type ResetRequestContext,
  readSession,
  resetRequestContext,
} from "./auth-engine.js";
import type { AccountChanges, AuthAnswer, AuthError } from "./auth-provider.js";
import { retireResetLinks, userIdOfEmail } from "./better-auth-internals.js";
import { hashOwnerOf } from "./password-work.js";

const unauthenticated = <T>(): AuthAnswer<T> => ({ result: err({ code: "unauthenticated" }), cookies: [] });
const failed = <T>(error: AuthError): AuthAnswer<T> => ({ result: err(error), cookies: [] });

/**
 * Self-service through better-auth's API: rename, change password and the password reset (account
 * deletion: `local-account-removal.ts`). A new password, however set, retires every reset link. Each first reads the session (a missing one is
 * `unauthenticated` and changes nothing); calls that check a password wait in the same bounded
 * queue as sign-in. Every call that ends sessions forgets them in the memo, which tells every
 * server sharing Redis.
 */
export function localAccountChanges(deps: LocalAccountsDeps): AccountChanges {
  const { api } = deps.engine;
  const forgetSessionsOf = (uid: string) => deps.memo.forgetUser(uid);

  return {
    async rename(cookieHeader, name, caller): Promise<AuthAnswer<User>> {
      const session = await readSession(deps.engine, cookieHeader, caller);
      if (!session) return unauthenticated();
      const answer = await engineCall(caller, "rename", () =>
        api.updateUser({ body: { name }, headers: callerHeaders(caller, cookieHeader), returnHeaders: true }),
      );
      if (!answer.ok) return failed(answer.error);
      forgetSessionsOf(session.user.uid);
      return { result: ok({ ...session.user, displayName: name }), cookies: answer.value.headers.getSetCookie() };
    },

    async changePassword(cookieHeader, input, caller) {
      if (deps.passwords.full(hashOwnerOf(caller))) return failed(busyError());
      const session = await readSession(deps.engine, cookieHeader, caller);
      if (!session) return unauthenticated();
      const answer = await engineCall(caller, "password change", () =>
        deps.passwords.as(hashOwnerOf(caller), () =>
          api.changePassword({
            body: { ...input, revokeOtherSessions: true },
            headers: callerHeaders(caller, cookieHeader),
            returnHeaders: true,
          }),
        ),
      );
      if (!answer.ok) return failed(answer.error);
      forgetSessionsOf(session.user.uid);
      await retireResetLinks(deps.engine, session.user.uid);
      return { result: ok(undefined), cookies: answer.value.headers.getSetCookie() };
    },

    async requestPasswordReset({ email, language, next }, caller, options = {}): Promise<Result<void, AuthError>> {
      const asked: ResetRequestContext = { language, next };
      const answer = await engineCall(caller, "password reset request", () =>
        resetRequestContext.run(asked, () =>
          api.requestPasswordReset({ body: { email }, headers: callerHeaders(caller) }),
        ),
      );
      if (!answer.ok) return err(answer.error);
      // The new link replaces the account's outstanding ones (`made` is set only when it has one).
      if (options.replace && asked.made) await retireResetLinks(deps.engine, asked.made.uid, asked.made.token);
      return ok(undefined);
    },

    async resetPassword(token, newPassword, caller) {
      if (deps.passwords.full(hashOwnerOf(caller))) return err(busyError());
      const spent: { account?: AuthUserRecord } = {};
      const answer = await engineCall(caller, "password reset", () =>
        deps.passwords.as(hashOwnerOf(caller), () =>
          passwordResetContext.run(spent, () =>
            api.resetPassword({ body: { token, newPassword }, headers: callerHeaders(caller) }),
          ),
        ),
      );
      if (!answer.ok) return err(answer.error);
      if (!spent.account) return ok({ email: null });
      // better-auth ended the account's sessions (`revokeSessionsOnPasswordReset`): every server forgets them.
      forgetSessionsOf(spent.account.id);
      // The link just used is gone; any other outstanding one is retired with it.
      await retireResetLinks(deps.engine, spent.account.id);
      return ok({ email: spent.account.email });
    },

    accountIdOf: (email) => userIdOfEmail(deps.engine, email),
  };
}
