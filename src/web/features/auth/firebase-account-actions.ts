import type { Auth, User as FirebaseUser } from "firebase/auth";
import { ACCOUNT_ENDPOINTS } from "../../../contract/account-endpoints";
import type { User } from "../../../contract/auth";
import { err, ok, type Result } from "../../../contract/errors";
import { type ApiTarget, apiRequest } from "../../api/request";
import { authProblemOf } from "./auth-call";
import type { AccountActions, AuthProblem } from "./auth-client";
import { problemOfFirebaseError } from "./firebase-errors";

type FirebaseAuthSdk = typeof import("firebase/auth");

/** In a re-authentication, a refused password is the current password being wrong. */
function confirmationProblem(error: unknown): AuthProblem {
  const problem = problemOfFirebaseError(error);
  return problem.code === "invalid_credentials" ? { code: "wrong_password" } : problem;
}

/**
 * `/account` and "Forgot password?" with the Firebase SDK: changes that need a recent sign-in
 * re-authenticate with the current password first; signing out everywhere asks our server to revoke
 * the account's tokens (through `target`, which carries the ID token); deletion asks it to remove its
 * rows for the uid before the Firebase user goes. Resets are Firebase's own e-mail and page.
 */
export function firebaseAccountActions(
  sdk: FirebaseAuthSdk,
  auth: Auth,
  toUser: (user: FirebaseUser) => User,
  target: ApiTarget,
): AccountActions {
  /** The signed-in user, re-authenticated with `password`. */
  async function confirmed(password: string): Promise<Result<FirebaseUser, AuthProblem>> {
    const user = auth.currentUser;
    if (!user?.email) return err({ code: "session_ended" });
    try {
      await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
      return ok(user);
    } catch (error) {
      return err(confirmationProblem(error));
    }
  }

  return {
    async rename(displayName) {
      const user = auth.currentUser;
      if (!user) return err({ code: "session_ended" });
      try {
        await sdk.updateProfile(user, { displayName });
        return ok(toUser(user));
      } catch (error) {
        return err(problemOfFirebaseError(error));
      }
    },

    async changePassword(currentPassword, newPassword) {
      const user = await confirmed(currentPassword);
      if (!user.ok) return user;
      try {
        await sdk.updatePassword(user.value, newPassword);
        return ok(undefined);
      } catch (error) {
        return err(problemOfFirebaseError(error));
      }
    },

    async signOutEverywhere() {
      // The server revokes the account's tokens (every browser's); then this page's SDK lets go too.
      const revoked = await apiRequest(ACCOUNT_ENDPOINTS.signOutEverywhere, { body: {}, target });
      if (!revoked.ok) return err(authProblemOf(revoked.error));
      await sdk.signOut(auth).catch(() => undefined);
      return ok(undefined);
    },

    async deleteAccount(password) {
      const user = await confirmed(password);
      if (!user.ok) return user;
      const rows = await apiRequest(ACCOUNT_ENDPOINTS.deleteAccount, { body: {}, target });
      if (!rows.ok) return err(authProblemOf(rows.error));
      try {
        await sdk.deleteUser(user.value);
        return ok(undefined);
      } catch (error) {
        return err(problemOfFirebaseError(error));
      }
    },

    async requestPasswordReset({ email }) {
      try {
        await sdk.sendPasswordResetEmail(auth, email);
        return ok(undefined);
      } catch (error) {
        const problem = problemOfFirebaseError(error);
        // Never tell whether the address has an account.
        return problem.code === "invalid_credentials" ? ok(undefined) : err(problem);
      }
    },
  };
}
