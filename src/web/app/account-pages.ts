/**
 * The account pages, one chunk apart from `/browse`: `/account`, `/reset-password` and the
 * "Forgot password?" form, which most visits never open.
 */
export { ForgotPasswordForm } from "../features/auth/forgot-password-form";
export { AccountRoute } from "./account-route";
export { ResetPasswordRoute } from "./reset-password-route";
