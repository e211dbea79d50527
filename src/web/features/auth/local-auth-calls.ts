import { ACCOUNT_ENDPOINTS } from "../../../contract/account-endpoints";
import { AUTH_ENDPOINTS } from "../../../contract/auth-endpoints";
import { ok } from "../../../contract/errors";
import type { ApiTarget } from "../../api/request";
import { done, post } from "./auth-call";
import type { AccountActions, AuthClient } from "./auth-client";

/** What local accounts post to our server, which keeps the accounts: signing in, up and out, and the account's actions. */
export type LocalAuthCalls = Pick<AuthClient, "signIn" | "signUp" | "signOut"> & AccountActions;

/**
 * The local client's posts, in their own chunk: the sign-in page loads it at the first submit, so a
 * first visit downloads only what it shows (the session check stays in the first chunk).
 */
export function localAuthCalls(target: ApiTarget): LocalAuthCalls {
  return {
    async signIn(credentials) {
      const result = await post(target, AUTH_ENDPOINTS.signIn, credentials);
      return result.ok ? ok(result.value.user) : result;
    },

    async signUp(input) {
      const result = await post(target, AUTH_ENDPOINTS.signUp, input);
      return result.ok ? ok({ user: result.value.user }) : result;
    },

    async signOut() {
      return done(await post(target, AUTH_ENDPOINTS.signOut, {}));
    },

    async rename(displayName) {
      const result = await post(target, ACCOUNT_ENDPOINTS.rename, { displayName });
      return result.ok ? ok(result.value.user) : result;
    },

    async changePassword(currentPassword, newPassword) {
      return done(await post(target, ACCOUNT_ENDPOINTS.changePassword, { currentPassword, newPassword }));
    },

    async signOutEverywhere() {
      return done(await post(target, ACCOUNT_ENDPOINTS.signOutEverywhere, {}));
    },

    async deleteAccount(password) {
      return done(await post(target, ACCOUNT_ENDPOINTS.deleteAccount, { password }));
    },

    async requestPasswordReset(request) {
      return done(await post(target, ACCOUNT_ENDPOINTS.forgotPassword, request));
    },

    async resetPassword(token, newPassword) {
      return done(await post(target, ACCOUNT_ENDPOINTS.resetPassword, { token, newPassword }));
    },
  };
}
