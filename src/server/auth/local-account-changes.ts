import type { User } from "../../contract/auth.js";
import { err, ok, type Result } from "../../contract/errors.js";
import {
  busyError,
  callerHeaders,
  engineCall,
  type LocalAccountsDeps,
  readSession,
  resetRequestContext,
  retireResetLinks,
} from "./auth-engine.js";
import type { AccountChanges, AuthAnswer, AuthError } from "./auth-provider.js";
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
      if (options.replace) {
        const context = await deps.engine.$context;
        const found = await context.internalAdapter.findUserByEmail(email.toLowerCase()).catch(() => null);
        if (found) await retireResetLinks(deps.engine, found.user.id);
      }
      const answer = await engineCall(caller, "password reset request", () =>
        resetRequestContext.run({ language, next }, () =>
          api.requestPasswordReset({ body: { email }, headers: callerHeaders(caller) }),
        ),
      );
      return answer.ok ? ok(undefined) : err(answer.error);
    },

    async resetPassword(token, newPassword, caller) {
      if (deps.passwords.full(hashOwnerOf(caller))) return err(busyError());
      // The link's account, read first: once the token is spent the store no longer tells.
      const context = await deps.engine.$context;
      const link = await context.internalAdapter.findVerificationValue(`reset-password:${token}`).catch(() => null);
      const answer = await engineCall(caller, "password reset", () =>
        deps.passwords.as(hashOwnerOf(caller), () =>
          api.resetPassword({ body: { token, newPassword }, headers: callerHeaders(caller) }),
        ),
      );
      if (!answer.ok) return err(answer.error);
      const uid = link?.value;
      if (!uid) return ok({ email: null });
      forgetSessionsOf(uid);
      // The link just used is gone; any other outstanding one is retired with it.
      await retireResetLinks(deps.engine, uid);
      const user = await context.internalAdapter.findUserById(uid).catch(() => null);
      return ok({ email: user?.email ?? null });
    },

    async accountIdOf(email) {
      const context = await deps.engine.$context;
      return (await context.internalAdapter.findUserByEmail(email))?.user.id ?? null;
    },
  };
}
