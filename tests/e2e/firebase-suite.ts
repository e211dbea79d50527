import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import {
  type AuthEmulator,
  EMULATOR_API_KEY,
  EMULATOR_PROJECT_ID,
  startAuthEmulator,
} from "../fakes/firebase-emulator";
import { launchBrowser, type RunningServer, startServer } from "./harness";

export interface FirebaseRunning {
  emulator: AuthEmulator;
  server: RunningServer;
  browser: Browser;
}

/**
 * For the enclosing describe: the Auth Emulator, the real server in firebase mode pointed at it,
 * and Chromium, started before its tests and stopped after them.
 */
export function firebaseServerAndBrowser(): FirebaseRunning {
  const running = {} as FirebaseRunning;
  beforeAll(async () => {
    running.emulator = await startAuthEmulator();
    [running.server, running.browser] = await Promise.all([
      startServer({
        env: {
          AUTH_PROVIDER: "firebase",
          FIREBASE_API_KEY: EMULATOR_API_KEY,
          FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
          FIREBASE_AUTH_DOMAIN: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
          FIREBASE_APP_ID: "1:0:web:0",
          FIREBASE_AUTH_EMULATOR_HOST: running.emulator.host,
          // The server refuses the emulator (unsigned tokens) when NODE_ENV=production.
          NODE_ENV: "test",
        },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
    await running.emulator?.stop();
  });
  return running;
}
