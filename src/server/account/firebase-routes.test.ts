import Database from "better-sqlite3";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorAvailable } from "../../../tests/fakes/firebase-emulator.js";
import { quietLog } from "../auth/auth-test-kit.js";
import { bearer, firebaseOnEmulator, passIssueSecond } from "../auth/firebase-test-kit.js";
import { requireUser } from "../auth/middleware.js";
import { type AccountClosures, createAccountClosures } from "../db/account-closures.js";
import { clientAddresses, NO_PROXY } from "../http/client-address.js";
import { createRateLimits } from "../http/rate-limit.js";
import type { UserData } from "../user-data.js";
import { accountRoutes } from "./routes.js";

describe.skipIf(!emulatorAvailable())(
  "account routes in firebase mode, against the Auth Emulator (skipped without `.tools/` firebase-tools)",
  () => {
    const firebase = firebaseOnEmulator();
    // Firebase mode keeps its per-account rows (and their closures) in our database all the same.
    const db = new Database(":memory:");
    let closures: AccountClosures;
    beforeAll(async () => {
      closures = await createAccountClosures({ kind: "sqlite", file: ":memory:", db }, quietLog);
    });
    afterAll(async () => {
      db.close();
    });

    const rows = new Map<string, string[]>();
    const store: UserData = { deleteAll: async (userId) => void rows.delete(userId) };
    const post = (path: string, token?: string) => {
      const app = new Hono();
      app.use("/api/account/*", requireUser(firebase.auth));
      app.route(
        "/api/account",
        accountRoutes({
          auth: firebase.auth,
          userData: [store],
          closures,
          log: quietLog,
          addresses: clientAddresses(NO_PROXY),
          limits: createRateLimits(),
        }),
      );
      return app.request(`/api/account/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
        body: "{}",
      });
    };

    it("removes our rows for the token's uid and nobody else's; the page changes the account itself", async () => {
      const created = await firebase.newUser("fbdel");
      rows.set(created.uid, ["movie-1"]).set("someone-else", ["movie-2"]);

      expect((await post("delete")).status).toBe(401);
      expect(rows.has(created.uid)).toBe(true);
      const res = await post("delete", created.idToken);
      expect(res.status).toBe(200);
      expect(rows.has(created.uid)).toBe(false);
      expect(rows.get("someone-else")).toEqual(["movie-2"]);
      expect((await post("profile", created.idToken)).status).toBe(404);
    });

    it("sign out everywhere revokes the account's tokens: the token that asked is refused next", async () => {
      const created = await firebase.newUser("fbout");
      const other = await firebase.newUser("fbstay");
      expect((await post("sign-out-everywhere")).status).toBe(401);
      // Firebase records a revocation in whole seconds: let the tokens' issue second pass first.
      await passIssueSecond(created.idToken, other.idToken);
      expect((await post("sign-out-everywhere", created.idToken)).status).toBe(200);
      expect((await post("sign-out-everywhere", created.idToken)).status).toBe(401);
      expect(await firebase.auth.userFromRequest(bearer(other.idToken))).not.toBeNull();
    });
  },
);
