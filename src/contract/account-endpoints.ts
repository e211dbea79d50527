import { SignedInSchema } from "./auth.js";
import { open } from "./auth-endpoints.js";
import { type Budget, OkSchema, row } from "./endpoint.js";
import type {
  ChangePasswordSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  RenameSchema,
  ResetPasswordSchema,
} from "./requests.js";
import type { z } from "./zod.js";

type Ok = z.infer<typeof OkSchema>;
type SignedIn = z.infer<typeof SignedInSchema>;

const reset = (name: "resetRequestsFromAddress" | "passwordResets"): Budget => ({
  name,
  per: "address",
  spentBy: "route",
});
/** Per user, action and address: a stolen session spamming one change never keeps the owner from another. */
const change = {
  access: "signed-in",
  budgets: [{ name: "accountChanges", per: "user-action-address", spentBy: "middleware" }],
} as const;
/** Firebase's page talks to Firebase for these. */
const localChange = { ...change, localAccountsOnly: true } as const;

/** The signed-in person's self-service and resetting a forgotten password (the account pages' chunk). */
export const ACCOUNT_ENDPOINTS = {
  forgotPassword: row<Ok, z.input<typeof ForgotPasswordSchema>>(
    "POST",
    "/api/auth/forgot-password",
    OkSchema,
    open(reset("resetRequestsFromAddress")),
  ),
  resetPassword: row<Ok, z.input<typeof ResetPasswordSchema>>(
    "POST",
    "/api/auth/reset-password",
    OkSchema,
    open(reset("passwordResets")),
  ),
  rename: row<SignedIn, z.input<typeof RenameSchema>>("POST", "/api/account/profile", SignedInSchema, localChange),
  changePassword: row<Ok, z.input<typeof ChangePasswordSchema>>("POST", "/api/account/password", OkSchema, localChange),
  signOutEverywhere: row<Ok, Record<string, never>>("POST", "/api/account/sign-out-everywhere", OkSchema, change),
  deleteAccount: row<Ok, z.input<typeof DeleteAccountSchema>>("POST", "/api/account/delete", OkSchema, change),
} as const;
