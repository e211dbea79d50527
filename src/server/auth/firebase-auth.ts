import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import type Redis from "ioredis";
import type { Logger } from "pino";
import type { User } from "../../contract/auth.js";
import { ok } from "../../contract/errors.js";
import { errorProperty } from "../logger.js";
import { isFirebaseVerdict, timedUpstreamCall } from "../ops/telemetry.js";
import type { FirebaseAuthProvider } from "./auth-provider.js";
import { syncSessionMemo } from "./memo-sync.js";
import { UserMemo } from "./session-memo.js";

export interface FirebaseAuthSettings {
  projectId: string;
  /** host:port of the Firebase Auth Emulator (tests, local development), else unset. */
  emulatorHost?: string | undefined;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Firebase mode: the page signs in with the Firebase JS SDK and sends its ID token as
 * `Authorization: Bearer`; we verify it with firebase-admin (signature, expiry, audience = project,
 * and that the account's tokens were not revoked nor the account disabled or deleted).
 *
 * firebase-admin reads `process.env.FIREBASE_AUTH_EMULATOR_HOST` itself and, when it is set, accepts
 * the emulator's unsigned tokens. The config (read from that same environment, and refused in
 * production) is the source of truth, and this provider never changes the environment: it refuses
 * to start when the two disagree, so a stray variable can never make it accept unsigned tokens.
 */
export function createFirebaseAuth(settings: FirebaseAuthSettings, log: Logger, redis?: Redis): FirebaseAuthProvider {
  const inEnvironment = process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (inEnvironment !== settings.emulatorHost) {
    throw new Error(
      settings.emulatorHost
        ? `the config names the Auth Emulator at ${settings.emulatorHost}, but FIREBASE_AUTH_EMULATOR_HOST is ${inEnvironment ?? "unset"}`
        : "FIREBASE_AUTH_EMULATOR_HOST is set but the config names no emulator: refusing to accept unsigned tokens",
    );
  }
  const app = initializeApp({ projectId: settings.projectId }, `reelwise-${randomUUID()}`);
  const auth = getAuth(app);
  // Checking revocation asks Firebase for the account each time: remember a verified token briefly,
  // so a page's burst of calls costs one look-up. A deleted account is refused within 5 s; one whose
  // sessions were revoked here is refused at once, on every server sharing Redis.
  const verified = new UserMemo();
  const stopSync = redis ? syncSessionMemo(verified, redis, log) : undefined;

  async function userFromRequest(request: Request): Promise<User | null> {
    const token = BEARER.exec(request.headers.get("authorization") ?? "")?.[1];
    if (!token) return null;
    return verified.recall({ token, value: token }, async () => {
      try {
        const claims = await timedUpstreamCall("auth", () => auth.verifyIdToken(token, true), isFirebaseVerdict);
        const user: User = {
          uid: claims.uid,
          email: claims.email ?? "",
          displayName: typeof claims.name === "string" ? claims.name : null,
          photoURL: claims.picture ?? null,
        };
        return { token, user };
      } catch (error) {
        const code = errorProperty(error, "code");
        log.debug({ reason: typeof code === "string" ? code : "unknown" }, "firebase token refused");
        return null;
      }
    });
  }

  return {
    kind: "firebase",
    userFromRequest,
    signedOutCookies: [],
    async revokeSessions(request: Request): Promise<void> {
      const user = await userFromRequest(request);
      if (!user) return;
      await auth.revokeRefreshTokens(user.uid);
      verified.forgetUser(user.uid);
    },
    // The page signs in again with Firebase before it asks, then deletes the Firebase user itself
    // once our rows are gone (a deletion Firebase refused leaves a usable account, not an empty shell).
    confirmDeletion: async () => ok(undefined),
    removeAccount: async () => undefined,
    close: async () => {
      await stopSync?.();
      await deleteApp(app);
    },
  };
}
