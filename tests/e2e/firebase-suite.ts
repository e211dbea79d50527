import {
  type AuthEmulator,
  EMULATOR_API_KEY,
  EMULATOR_PROJECT_ID,
  startAuthEmulator,
} from "../fakes/firebase-emulator";
import { type Running, serverBrowserAnd } from "./suite";

export type FirebaseRunning = Running & { emulator: AuthEmulator };

/**
 * For the enclosing describe: the Auth Emulator, the real server in firebase mode pointed at it,
 * and Chromium, started before its tests and stopped after them.
 */
export function firebaseServerAndBrowser(): FirebaseRunning {
  return serverBrowserAnd("emulator", {
    start: startAuthEmulator,
    serverOptions: (emulator) => ({
      env: {
        AUTH_PROVIDER: "firebase",
        FIREBASE_API_KEY: EMULATOR_API_KEY,
        FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
        FIREBASE_AUTH_DOMAIN: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
        FIREBASE_APP_ID: "1:0:web:0",
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        // The server refuses the emulator (unsigned tokens) when NODE_ENV=production.
        NODE_ENV: "test",
      },
    }),
    stop: (emulator) => emulator.stop(),
  });
}
