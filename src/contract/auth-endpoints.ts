import { type Credentials, SignedInSchema } from "./auth.js";
import { type Budget, OkSchema, row } from "./endpoint.js";
import type { SignUpSchema } from "./requests.js";
import type { z } from "./zod.js";

type SignedIn = z.infer<typeof SignedInSchema>;

/** Sign-in attempts per address; the password budgets (per account and address) are spent around the check. */
const authIp: Budget = { name: "authIp", per: "address", spentBy: "route" };
/** Accounts created per network (IPv4 /24, IPv6 /48), after the address's own attempts. */
const signUpsFromGroup: Budget = { name: "signUpsFromGroup", per: "address-group", spentBy: "route" };
/** Anyone may call it; it spends `budgets`. */
export const open = (...budgets: Budget[]) => ({ access: "public", budgets }) as const;

/**
 * Signing in and out: what the sign-in page (the first chunk) calls. The account's self-service and
 * password resets are `account-endpoints.ts`, loaded with the pages that use them.
 */
export const AUTH_ENDPOINTS = {
  signUp: row<SignedIn, z.input<typeof SignUpSchema>>(
    "POST",
    "/api/auth/sign-up",
    SignedInSchema,
    open(authIp, signUpsFromGroup),
  ),
  signIn: row<SignedIn, Credentials>("POST", "/api/auth/sign-in", SignedInSchema, open(authIp)),
  signOut: row<z.infer<typeof OkSchema>, Record<string, never>>("POST", "/api/auth/sign-out", OkSchema, open()),
} as const;
