import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthEmulator,
  createEmulatorUser,
  EMULATOR_PROJECT_ID,
  emulatorAvailable,
  startAuthEmulator,
} from "../../../tests/fakes/firebase-emulator.js";
import type { AuthProvider } from "./auth-provider.js";
import { authProviderContract } from "./auth-provider-contract.js";
import { quietLog, uniqueEmail } from "./auth-test-kit.js";
import { createFirebaseAuth } from "./firebase-auth.js";
import { requireUser } from "./middleware.js";

const bearer = (token: string) =>
  new Request("http://localhost/api/ping", { headers: { authorization: `Bearer ${token}` } });

describe.skipIf(!emulatorAvailable())(
  "firebase auth against the Auth Emulator (skipped: install it with `npm install --prefix .tools firebase-tools@15.34`)",
  () => {
    let emulator: AuthEmulator;
    let auth: AuthProvider;

    beforeAll(async () => {
      emulator = await startAuthEmulator();
      auth = createFirebaseAuth({ projectId: EMULATOR_PROJECT_ID, emulatorHost: emulator.host }, quietLog);
    });
    afterAll(async () => {
      await auth?.close();
      await emulator?.stop();
    });

    it("turns an emulator ID token into the User", async () => {
      const email = uniqueEmail("fb");
      const created = await createEmulatorUser(emulator.host, { email, password: "Passw0rd!", displayName: "Fay" });
      expect(await auth.userFromRequest(bearer(created.idToken))).toEqual({
        uid: created.uid,
        email,
        displayName: "Fay",
        photoURL: null,
      });
    });

    it("answers null for a garbage token, a tampered token, a token of another project, or none", async () => {
      const created = await createEmulatorUser(emulator.host, { email: uniqueEmail("fb"), password: "Passw0rd!" });
      const [header, payload] = created.idToken.split(".") as [string, string];
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      const forge = (patch: object) =>
        `${header}.${Buffer.from(JSON.stringify({ ...claims, ...patch })).toString("base64url")}.`;
      expect(await auth.userFromRequest(bearer("garbage"))).toBeNull();
      expect(
        await auth.userFromRequest(bearer(forge({ aud: "someone-else", iss: "https://securetoken.google.com/x" }))),
      ).toBeNull();
      expect(await auth.userFromRequest(bearer(forge({ exp: Math.floor(Date.now() / 1000) - 60 })))).toBeNull();
      expect(await auth.userFromRequest(new Request("http://localhost/api/ping"))).toBeNull();
    });

    it("guards routes with requireUser: 401 without a token, 200 with one", async () => {
      const app = new Hono();
      app.get("/api/ping", requireUser(auth), (c) => c.json({ uid: c.get("user").uid }));
      expect((await app.request("/api/ping")).status).toBe(401);
      const created = await createEmulatorUser(emulator.host, { email: uniqueEmail("fb"), password: "Passw0rd!" });
      const res = await app.request("/api/ping", { headers: { authorization: `Bearer ${created.idToken}` } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ uid: created.uid });
    });

    it("refuses a token once the account's tokens are revoked or the account is disabled", async () => {
      const revoked = await createEmulatorUser(emulator.host, { email: uniqueEmail("fb"), password: "Passw0rd!" });
      const disabled = await createEmulatorUser(emulator.host, { email: uniqueEmail("fb"), password: "Passw0rd!" });
      const admin = initializeApp({ projectId: EMULATOR_PROJECT_ID }, `admin-${Date.now()}`);
      // Revocation is recorded in whole seconds: let the tokens' issue second pass first.
      await new Promise((r) => setTimeout(r, 1_100));
      await getAuth(admin).revokeRefreshTokens(revoked.uid);
      await getAuth(admin).updateUser(disabled.uid, { disabled: true });
      await deleteApp(admin);
      // A new provider: nothing remembered from earlier tests.
      const fresh = createFirebaseAuth({ projectId: EMULATOR_PROJECT_ID, emulatorHost: emulator.host }, quietLog);
      expect(await fresh.userFromRequest(bearer(revoked.idToken))).toBeNull();
      expect(await fresh.userFromRequest(bearer(disabled.idToken))).toBeNull();
      await fresh.close();
    });

    describe("meets the AuthProvider contract", () => {
      authProviderContract(() => ({
        provider: auth,
        signedIn: async (email, displayName) =>
          bearer((await createEmulatorUser(emulator.host, { email, password: "Passw0rd!", displayName })).idToken),
        forged: async () => {
          const { idToken } = await createEmulatorUser(emulator.host, {
            email: uniqueEmail("fb"),
            password: "Passw0rd!",
          });
          const [header, payload] = idToken.split(".") as [string, string];
          const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
          const other = Buffer.from(JSON.stringify({ ...claims, aud: "someone-else" })).toString("base64url");
          return [bearer(`${header}.${other}.`), bearer(`${header}.${other}.${idToken.split(".")[2]}`)];
        },
      }));
    });
  },
);
