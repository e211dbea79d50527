import { err, ok } from "../../contract/errors.js";
import { busyError, callerHeaders, engineCall, type LocalAccountsDeps, readSession } from "./auth-engine.js";
import type { LocalAuthProvider } from "./auth-provider.js";
import { deleteUserRecords, retireResetLinks } from "./better-auth-internals.js";
import { hashOwnerOf } from "./password-work.js";

/**
 * Deleting a local account, in the two halves `account/account-deletion.ts` puts around emptying
 * the per-account stores: the owner's password is checked first (through better-auth's API, in the
 * same bounded queue as sign-in), and the account itself goes last.
 */
export function localAccountRemoval(
  deps: LocalAccountsDeps,
): Pick<LocalAuthProvider, "confirmDeletion" | "removeAccount"> {
  return {
    async confirmDeletion(cookieHeader, password, caller) {
      if (!password) return err({ code: "bad_request", message: "password is required" });
      if (deps.passwords.full(hashOwnerOf(caller))) return err(busyError());
      const session = await readSession(deps.engine, cookieHeader, caller);
      if (!session) return err({ code: "unauthenticated" });
      const checked = await engineCall(caller, "password check", () =>
        deps.passwords.as(hashOwnerOf(caller), () =>
          deps.engine.api.verifyPassword({ body: { password }, headers: callerHeaders(caller, cookieHeader) }),
        ),
      );
      return checked.ok ? ok(undefined) : err(checked.error);
    },

    async removeAccount(uid) {
      // The user, its sessions and credentials; then its pending reset links (keyed by the user's id).
      await deleteUserRecords(deps.engine, uid);
      deps.memo.forgetUser(uid);
      await retireResetLinks(deps.engine, uid);
    },
  };
}
