import { ACCOUNT_ENDPOINTS } from "../../../contract/account-endpoints";
import { ok } from "../../../contract/errors";
import type { ApiTarget } from "../../api/request";
import { done, post } from "./auth-call";
import type { AccountActions } from "./auth-client";

/** Local accounts' self-service and password reset: posts to our server, which keeps the accounts. */
export function localAccountActions(target: ApiTarget): AccountActions {
  return {
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
