import { type Credentials, SignedInSchema } from "./auth.js";
import { type Budget, OkSchema, row } from "./endpoint.js";
import type {
  ChangePasswordSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  RenameSchema,
  ResetPasswordSchema,
  SignUpSchema,
} from "./requests.js";
import type { z } from "./zod.js";

type Ok = z.infer<typeof OkSchema>;
type SignedIn = z.infer<typeof SignedInSchema>;

/** Sign-in attempts per address; the password budgets (per account and address) are spent around the check. */
const authIp: Budget = { name: "authIp", per: "address", spentBy: "route" };
/** Accounts created per network (IPv4 /24, IPv6 /48), after the address's own attempts. */
const signUpsFromGroup: Budget = { name: "signUpsFromGroup", per: "address-group", spentBy: "route" };
const reset = (name: "resetRequestsFromAddress" | "passwordResets"): Budget => ({
  name,
  per: "address",
  spentBy: "route",
});
const open = (...budgets: Budget[]) => ({ access: "public", budgets }) as const;
/** Per user, action and address: a stolen session spamming one change never keeps the owner from another. */
const change = {
  access: "signed-in",
  budgets: [{ name: "accountChanges", per: "user-action-address", spentBy: "middleware" }],
} as const;
/** Firebase's page talks to Firebase for these. */
const localChange = { ...change, localAccountsOnly: true } as const;

/** Accounts: signing in and out, resetting a password, and the signed-in person's self-service. */
export const AUTH_ENDPOINTS = {
  signUp: row<SignedIn, z.input<typeof SignUpSchema>>(
    "POST",
    "/api/auth/sign-up",
    SignedInSchema,
    open(authIp, signUpsFromGroup),
  ),
  signIn: row<SignedIn, Credentials>("POST", "/api/auth/sign-in", SignedInSchema, open(authIp)),
  signOut: row<Ok, Record<string, never>>("POST", "/api/auth/sign-out", OkSchema, open()),
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
