import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The Firebase Auth Emulator from firebase-tools, which is NOT an app dependency: CI (and a developer
 * who wants these tests) installs it into the git-ignored `.tools/` folder with
 *   npm install --prefix .tools firebase-tools@15.34 --no-audit --no-fund
 * It runs offline with the repo's firebase.json (UI disabled) on 127.0.0.1:9099, project demo-reelwise.
 */
export const EMULATOR_HOST = "127.0.0.1:9099";
export const EMULATOR_PROJECT_ID = "demo-reelwise";
export const EMULATOR_API_KEY = "fake-api-key";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FIREBASE_BIN = fileURLToPath(new URL("../../.tools/node_modules/.bin/firebase", import.meta.url));
const READY_TIMEOUT_MS = 60_000;

export interface AuthEmulator {
  /** host:port, the value for `FIREBASE_AUTH_EMULATOR_HOST`. */
  host: string;
  stop(): Promise<void>;
}

/** Whether firebase-tools is installed in `.tools/`. */
export function emulatorAvailable(): boolean {
  return existsSync(FIREBASE_BIN);
}

async function emulatorUp(): Promise<boolean> {
  try {
    const res = await fetch(`http://${EMULATOR_HOST}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    // Nothing listening yet.
    return false;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * Start the emulator and wait until it answers (~13 s). If one already runs on 9099 (CI, a dev
 * session, another test file) it is reused and `stop()` leaves it running.
 */
export async function startAuthEmulator(): Promise<AuthEmulator> {
  if (await emulatorUp()) return { host: EMULATOR_HOST, stop: async () => {} };
  const child = spawn(FIREBASE_BIN, ["emulators:start", "--only", "auth", "--project", EMULATOR_PROJECT_ID], {
    cwd: ROOT,
    env: { ...process.env, NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true", CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited (${child.exitCode}):\n${output}`);
    if (await emulatorUp()) return { host: EMULATOR_HOST, stop: () => stopProcess(child) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcess(child);
  throw new Error(`Auth emulator not ready after ${READY_TIMEOUT_MS} ms:\n${output}`);
}

export interface EmulatorUser {
  uid: string;
  email: string;
  idToken: string;
}

/** Create an account in the emulator through its REST API and return a fresh ID token for it. */
export async function createEmulatorUser(
  host: string,
  input: { email: string; password: string; displayName?: string },
): Promise<EmulatorUser> {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${EMULATOR_API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...input, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`emulator signUp answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { localId: string; email: string; idToken: string };
  return { uid: body.localId, email: body.email, idToken: body.idToken };
}

/** Remove every account in the project (the emulator's own reset endpoint). */
export async function clearEmulatorAccounts(host: string): Promise<void> {
  const res = await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`, { method: "DELETE" });
  if (!res.ok) throw new Error(`emulator reset answered ${res.status}`);
}
