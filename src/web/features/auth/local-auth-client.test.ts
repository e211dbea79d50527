import { afterEach, describe, expect, it } from "vitest";
import { type FakeServer, startFakeServer } from "../../../../tests/fakes/fake-server";
import { createLocalAuthClient } from "./local-auth-client";

const user = { uid: "u1", email: "ana@example.com", displayName: "Ana", photoURL: "/avatar.svg" };
const credentials = { email: "ana@example.com", password: "Secret123" };

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe("createLocalAuthClient", () => {
  it("signs up with a JSON body and returns the parsed user", async () => {
    fake = await startFakeServer({ "POST /api/auth/sign-up": { body: { user } } });
    const result = await createLocalAuthClient({ origin: fake.url }).signUp({ ...credentials, username: "Ana" });
    expect(result).toEqual({ ok: true, value: { user } });
    expect(JSON.parse(fake.seen[0]?.body ?? "")).toEqual({ ...credentials, username: "Ana" });
    expect(fake.seen[0]?.headers["content-type"]).toBe("application/json");
  });

  it("maps the server's error codes", async () => {
    fake = await startFakeServer({
      "POST /api/auth/sign-in": { status: 401, body: { error: { code: "invalid_credentials" } } },
      "POST /api/auth/sign-up": { status: 409, body: { error: { code: "email_taken" } } },
    });
    const client = createLocalAuthClient({ origin: fake.url });
    expect(await client.signIn(credentials)).toEqual({ ok: false, error: { code: "invalid_credentials" } });
    expect(await client.signUp({ ...credentials, username: "A" })).toEqual({
      ok: false,
      error: { code: "email_taken" },
    });
  });

  it("reads the wait of a 429 from the body, else from Retry-After", async () => {
    fake = await startFakeServer({
      "POST /api/auth/sign-in": { status: 429, body: { error: { code: "rate_limited", retryAfter: 17 } } },
      "POST /api/auth/sign-up": { status: 429, headers: { "retry-after": "9" }, body: "slow down" },
    });
    const client = createLocalAuthClient({ origin: fake.url });
    expect(await client.signIn(credentials)).toEqual({ ok: false, error: { code: "rate_limited", retryAfter: 17 } });
    expect(await client.signUp({ ...credentials, username: "A" })).toEqual({
      ok: false,
      error: { code: "rate_limited", retryAfter: 9 },
    });
  });

  it("treats a garbled success or an unknown failure as a generic failure", async () => {
    fake = await startFakeServer({
      "POST /api/auth/sign-in": { body: { user: { uid: 1 } } },
      "POST /api/auth/sign-out": { status: 500, body: "oops" },
    });
    const client = createLocalAuthClient({ origin: fake.url });
    expect(await client.signIn(credentials)).toEqual({ ok: false, error: { code: "failed" } });
    expect(await client.signOut()).toEqual({ ok: false, error: { code: "failed" } });
  });

  it("reports a network failure", async () => {
    fake = await startFakeServer({ "POST /api/auth/sign-in": { hangUp: true } });
    expect(await createLocalAuthClient({ origin: fake.url }).signIn(credentials)).toEqual({
      ok: false,
      error: { code: "network" },
    });
  });

  it("tells the current session's user, or null when the server cannot say", async () => {
    fake = await startFakeServer({ "GET /api/session": { body: { user } } });
    const seen = await new Promise((resolve) => createLocalAuthClient({ origin: fake?.url ?? "" }).watch(resolve));
    expect(seen).toEqual(user);
    await fake.close();
    fake = await startFakeServer({ "GET /api/session": { status: 500, body: "down" } });
    const none = await new Promise((resolve) => createLocalAuthClient({ origin: fake?.url ?? "" }).watch(resolve));
    expect(none).toBeNull();
  });

  it("says the session is unavailable, not signed out, while the server's database is down", async () => {
    fake = await startFakeServer({
      "GET /api/session": { status: 503, body: { error: { code: "store_unavailable", retryAfter: 5 } } },
    });
    const seen = await new Promise((resolve) => createLocalAuthClient({ origin: fake?.url ?? "" }).watch(resolve));
    expect(seen).toBe("unavailable");
  });

  it("posts the account actions and the reset to their routes, and maps their codes", async () => {
    fake = await startFakeServer({
      "POST /api/account/profile": { body: { user: { ...user, displayName: "Grace" } } },
      "POST /api/account/password": { status: 403, body: { error: { code: "wrong_password" } } },
      "POST /api/account/sign-out-everywhere": { status: 401, body: { error: { code: "unauthenticated" } } },
      "POST /api/account/delete": { body: { ok: true } },
      "POST /api/auth/forgot-password": { body: { ok: true } },
      "POST /api/auth/reset-password": { status: 400, body: { error: { code: "invalid_reset_token" } } },
    });
    const client = await createLocalAuthClient({ origin: fake.url }).accountActions();
    expect(await client.rename("Grace")).toEqual({ ok: true, value: { ...user, displayName: "Grace" } });
    expect(await client.changePassword("Old1Password", "New1Password")).toEqual({
      ok: false,
      error: { code: "wrong_password" },
    });
    expect(await client.signOutEverywhere?.()).toEqual({ ok: false, error: { code: "session_ended" } });
    expect(await client.deleteAccount("Old1Password")).toEqual({ ok: true, value: undefined });
    expect(await client.requestPasswordReset({ email: "ana@example.com", language: "AR" })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await client.resetPassword?.("a".repeat(24), "New1Password")).toEqual({
      ok: false,
      error: { code: "invalid_reset_token" },
    });
    const bodies = fake.seen.map((request) => [request.path, JSON.parse(request.body || "{}")]);
    expect(bodies).toEqual([
      ["/api/account/profile", { displayName: "Grace" }],
      ["/api/account/password", { currentPassword: "Old1Password", newPassword: "New1Password" }],
      ["/api/account/sign-out-everywhere", {}],
      ["/api/account/delete", { password: "Old1Password" }],
      ["/api/auth/forgot-password", { email: "ana@example.com", language: "AR" }],
      ["/api/auth/reset-password", { token: "a".repeat(24), newPassword: "New1Password" }],
    ]);
  });
});
