import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { Hono } from "hono";
import Redis from "ioredis";
import { describe, expect, it, vi } from "vitest";
import { createEmulatorUser, EMULATOR_PROJECT_ID, emulatorAvailable } from "../../../tests/fakes/firebase-emulator.js";
import { redisForTests } from "../../../tests/fakes/stores.js";
import { authProviderContract } from "./auth-provider-contract.js";
import { quietLog, uniqueEmail } from "./auth-test-kit.js";
import { createFirebaseAuth } from "./firebase-auth.js";
import { bearer, EMULATOR_PASSWORD, firebaseOnEmulator, passIssueSecond } from "./firebase-test-kit.js";
import { requireUser } from "./middleware.js";

const redisStore = await redisForTests();

describe.skipIf(!emulatorAvailable())(
  emulatorAvailable()
    ? "firebase auth against the Auth Emulator"
    : "firebase auth against the Auth Emulator (skipped: install it with `bash scripts/install-firebase-tools.sh`)",
  () => {
    const firebase = firebaseOnEmulator();

    it("turns an emulator ID token into the User", async () => {
      const email = uniqueEmail("fb");
      const created = await createEmulatorUser(firebase.emulator.host, {
        email,
        password: EMULATOR_PASSWORD,
        displayName: "Fay",
      });
      expect(await firebase.auth.userFromRequest(bearer(created.idToken))).toEqual({
        uid: created.uid,
        email,
        displayName: "Fay",
        photoURL: null,
      });
    });

    it("answers null for a garbage token, a tampered token, a token of another project, or none", async () => {
      const created = await firebase.newUser("fb");
      const [header, payload] = created.idToken.split(".") as [string, string];
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      const forge = (patch: object) =>
        `${header}.${Buffer.from(JSON.stringify({ ...claims, ...patch })).toString("base64url")}.`;
      expect(await firebase.auth.userFromRequest(bearer("garbage"))).toBeNull();
      expect(
        await firebase.auth.userFromRequest(
          bearer(forge({ aud: "someone-else", iss: "https://securetoken.google.com/x" })),
        ),
      ).toBeNull();
      expect(
        await firebase.auth.userFromRequest(bearer(forge({ exp: Math.floor(Date.now() / 1000) - 60 }))),
      ).toBeNull();
      expect(await firebase.auth.userFromRequest(new Request("http://localhost/api/ping"))).toBeNull();
    });

    it("guards routes with requireUser: 401 without a token, 200 with one", async () => {
      const app = new Hono();
      app.get("/api/ping", requireUser(firebase.auth), (c) => c.json({ uid: c.get("user").uid }));
      expect((await app.request("/api/ping")).status).toBe(401);
      const created = await firebase.newUser("fb");
      const res = await app.request("/api/ping", { headers: { authorization: `Bearer ${created.idToken}` } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ uid: created.uid });
    });

    it("refuses a token once the account's tokens are revoked or the account is disabled", async () => {
      const revoked = await firebase.newUser("fb");
      const disabled = await firebase.newUser("fb");
      const admin = initializeApp({ projectId: EMULATOR_PROJECT_ID }, `admin-${Date.now()}`);
      // Revocation is recorded in whole seconds: let the tokens' issue second pass first.
      await passIssueSecond(revoked.idToken, disabled.idToken);
      await getAuth(admin).revokeRefreshTokens(revoked.uid);
      await getAuth(admin).updateUser(disabled.uid, { disabled: true });
      await deleteApp(admin);
      // A new provider: nothing remembered from earlier tests.
      const fresh = createFirebaseAuth(
        { projectId: EMULATOR_PROJECT_ID, emulatorHost: firebase.emulator.host },
        quietLog,
      );
      expect(await fresh.userFromRequest(bearer(revoked.idToken))).toBeNull();
      expect(await fresh.userFromRequest(bearer(disabled.idToken))).toBeNull();
      await fresh.close();
    });

    it.skipIf(!redisStore.up)(
      "sessions revoked on one server are refused on another sharing Redis at once, not after its memo",
      async () => {
        const redis = new Redis(redisStore.url, { maxRetriesPerRequest: 1 });
        const settings = { projectId: EMULATOR_PROJECT_ID, emulatorHost: firebase.emulator.host };
        const [a, b] = [createFirebaseAuth(settings, quietLog, redis), createFirebaseAuth(settings, quietLog, redis)];
        try {
          const user = await firebase.newUser("fb");
          // Revocation is recorded in whole seconds: let the token's issue second pass first.
          await passIssueSecond(user.idToken);
          // B verifies the token once, and so remembers it for a few seconds.
          expect(await b.userFromRequest(bearer(user.idToken))).toMatchObject({ uid: user.uid });
          await a.revokeSessions(bearer(user.idToken));
          // Well within B's memo time: only A telling B can make this null.
          await vi.waitFor(async () => expect(await b.userFromRequest(bearer(user.idToken))).toBeNull(), {
            timeout: 2_000,
            interval: 25,
          });
        } finally {
          await Promise.all([a.close(), b.close()]);
          redis.disconnect();
        }
      },
    );

    describe("meets the AuthProvider contract", () => {
      authProviderContract(() => ({
        provider: firebase.auth,
        signedIn: async (email, displayName) =>
          bearer(
            (await createEmulatorUser(firebase.emulator.host, { email, password: EMULATOR_PASSWORD, displayName }))
              .idToken,
          ),
        forged: async () => {
          const { idToken } = await firebase.newUser("fb");
          const [header, payload] = idToken.split(".") as [string, string];
          const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
          const other = Buffer.from(JSON.stringify({ ...claims, aud: "someone-else" })).toString("base64url");
          return [bearer(`${header}.${other}.`), bearer(`${header}.${other}.${idToken.split(".")[2]}`)];
        },
      }));
    });
  },
);
