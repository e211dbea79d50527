import { afterAll, beforeAll, vi } from "vitest";
import {
  type AuthEmulator,
  createEmulatorUser,
  EMULATOR_PROJECT_ID,
  startAuthEmulator,
} from "../../../tests/fakes/firebase-emulator.js";
import { waitFor } from "../../../tests/fakes/wait.js";
import type { AuthProvider } from "./auth-provider.js";
import { quietLog, uniqueEmail } from "./auth-test-kit.js";
import { createFirebaseAuth } from "./firebase-auth.js";

/** A request carrying a Firebase ID token, as the page sends one. */
export const bearer = (token: string) =>
  new Request("http://localhost/api/ping", { headers: { authorization: `Bearer ${token}` } });

/** The second an ID token was issued at (its `iat` claim). */
const issuedAt = (token: string): number => {
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { iat?: unknown };
  if (typeof payload.iat !== "number") throw new Error("an ID token without iat");
  return payload.iat;
};

/**
 * Firebase records a revocation in whole seconds and refuses tokens issued before that second:
 * wait until the clock is past the issue second of every token given (read from the tokens, not a
 * fixed sleep), so a revocation made next is later than all of them.
 */
export async function passIssueSecond(...tokens: string[]): Promise<void> {
  const latest = Math.max(...tokens.map(issuedAt));
  await waitFor(() => Date.now() / 1000 >= latest + 1, {
    timeoutMs: 10_000,
    message: "the tokens' issue second to pass",
  });
}

export interface FirebaseOnEmulator {
  readonly emulator: AuthEmulator;
  readonly auth: AuthProvider;
  /** A new account on the emulator (a unique e-mail from `tag`), signed in: its uid and ID token. */
  newUser(tag: string): ReturnType<typeof createEmulatorUser>;
}

/** The password every emulator account of these suites has. */
export const EMULATOR_PASSWORD = "Passw0rd!";

/**
 * For the calling suite: the Auth Emulator, started before its tests, and our Firebase provider on
 * it; both stopped after. firebase-admin reads the emulator from the environment, as the server's
 * own process has it.
 */
export function firebaseOnEmulator(): FirebaseOnEmulator {
  let emulator: AuthEmulator | undefined;
  let auth: AuthProvider | undefined;
  beforeAll(async () => {
    emulator = await startAuthEmulator();
    vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", emulator.host);
    auth = createFirebaseAuth({ projectId: EMULATOR_PROJECT_ID, emulatorHost: emulator.host }, quietLog);
  });
  afterAll(async () => {
    await auth?.close();
    await emulator?.stop();
    vi.unstubAllEnvs();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the Auth Emulator has not started");
    return value;
  };
  return {
    get emulator() {
      return started(emulator);
    },
    get auth() {
      return started(auth);
    },
    newUser: (tag) =>
      createEmulatorUser(started(emulator).host, { email: uniqueEmail(tag), password: EMULATOR_PASSWORD }),
  };
}
