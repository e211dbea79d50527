import { afterAll, beforeAll, describe } from "vitest";
import type { AuthProvider } from "./auth-provider.js";
import { authProviderContract, PING, tamper } from "./auth-provider-contract.js";
import { authTestApp, signUpCookie, startLocalAuth, tempDataDir, uniqueEmail } from "./auth-test-kit.js";

// The Firebase half of this contract runs in firebase-auth.test.ts, beside the one emulator it starts.
describe("local auth (better-auth on a temp SQLite folder)", () => {
  let data: ReturnType<typeof tempDataDir>;
  let provider: AuthProvider;
  beforeAll(async () => {
    data = tempDataDir();
    provider = await startLocalAuth(data.dir);
  });
  afterAll(async () => {
    await provider?.close();
    data?.remove();
  });

  const signUp = (email: string, name: string) => signUpCookie(authTestApp(provider), email, name);

  authProviderContract(() => ({
    provider,
    signedIn: async (email, name) => new Request(PING, { headers: { cookie: await signUp(email, name) } }),
    forged: async () => [new Request(PING, { headers: { cookie: tamper(await signUp(uniqueEmail("forged"), "F")) } })],
  }));
});
