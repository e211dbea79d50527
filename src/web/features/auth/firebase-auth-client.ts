import type { Auth, User as FirebaseUser } from "firebase/auth";
import type { User } from "../../../contract/auth";
import { DEFAULT_AVATAR_PATH } from "../../../contract/auth";
import type { PublicConfig } from "../../../contract/config";
import { err, ok } from "../../../contract/errors";
import type { ApiTarget } from "../../api/request";
import type { AuthClient, PasswordRequirement } from "./auth-client";
import { firebaseAccountActions } from "./firebase-account-actions";
import { problemOfFirebaseError, unmetRequirements } from "./firebase-errors";

export type FirebaseWebConfig = NonNullable<PublicConfig["firebase"]>;

function toUser(user: FirebaseUser): User {
  return { uid: user.uid, email: user.email ?? "", displayName: user.displayName, photoURL: user.photoURL };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Firebase Auth through the official web SDK. This module is only imported in firebase mode, and it
 * loads the SDK itself on demand, so the local-mode bundle holds no Firebase code. No Analytics.
 */
export async function createFirebaseAuthClient(cfg: FirebaseWebConfig, target: ApiTarget): Promise<AuthClient> {
  const [{ initializeApp }, sdk] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
  const app = initializeApp({
    apiKey: cfg.apiKey,
    authDomain: cfg.authDomain,
    projectId: cfg.projectId,
    appId: cfg.appId,
  });
  // Persistence: IndexedDB, then local storage, then session storage, whichever the browser allows.
  const auth: Auth = sdk.initializeAuth(app, {
    persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
  });
  if (cfg.emulatorUrl) sdk.connectAuthEmulator(auth, cfg.emulatorUrl, { disableWarnings: true });
  // While a sign-up is in flight the new user is held back: the page learns of it once the profile
  // (name, photo) is saved, or decides itself when saving the profile failed.
  let signingUp = false;

  /** The project's password policy, checked before creating the account; `[]` when met or unknown. */
  async function policyGaps(password: string): Promise<PasswordRequirement[]> {
    try {
      return unmetRequirements(await sdk.validatePassword(auth, password));
    } catch {
      // The policy could not be fetched (offline, emulator without one): the server still enforces it.
      return [];
    }
  }

  return {
    kind: "firebase",
    async accountActions() {
      return firebaseAccountActions(sdk, auth, toUser, target);
    },

    // The SDK refreshes the token itself (5 minutes before expiry); we only ask for the current one.
    async idToken() {
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },

    watch(listener) {
      return sdk.onAuthStateChanged(auth, (user) => {
        if (!signingUp) listener(user ? toUser(user) : null);
      });
    },

    async signIn({ email, password }) {
      try {
        const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
        return ok(toUser(credential.user));
      } catch (error) {
        return err(problemOfFirebaseError(error));
      }
    },

    async signUp({ email, password, username }) {
      const gaps = await policyGaps(password);
      if (gaps.length > 0) return err({ code: "password_policy", unmet: gaps });
      signingUp = true;
      try {
        const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
        try {
          await sdk.updateProfile(credential.user, { displayName: username, photoURL: DEFAULT_AVATAR_PATH });
        } catch (error) {
          return ok({ user: toUser(credential.user), profileError: messageOf(error) });
        }
        return ok({ user: toUser(credential.user) });
      } catch (error) {
        const problem = problemOfFirebaseError(error);
        if (problem.code === "password_policy") {
          const unmet = await policyGaps(password);
          if (unmet.length > 0) return err({ code: "password_policy", unmet });
        }
        return err(problem);
      } finally {
        signingUp = false;
      }
    },

    async signOut() {
      try {
        await sdk.signOut(auth);
        return ok(undefined);
      } catch (error) {
        return err(problemOfFirebaseError(error));
      }
    },
  };
}
