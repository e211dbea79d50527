import type { Hono } from "hono";
import type { User } from "../../contract/auth.js";

/**
 * Who is calling: local accounts kept by our server (better-auth, `local-auth.ts`) or Firebase ID
 * tokens verified with firebase-admin (`firebase-auth.ts`). Both hand the rest of the server a `User`.
 */
export interface AuthProvider {
  readonly kind: "local" | "firebase";
  /** Routes mounted under /api/auth (local: sign-up, sign-in, sign-out), or null. */
  readonly routes: Hono | null;
  /** The user behind a request's session cookie or `Authorization: Bearer` token, else null. */
  userFromRequest(request: Request): Promise<User | null>;
  close(): Promise<void>;
}
