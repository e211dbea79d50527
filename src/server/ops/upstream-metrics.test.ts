import { createServer } from "node:net";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../tests/fakes/smtp.js";
import { METRICS_TOKEN, opsApp, postJson, sample, scrape, signedIn } from "./ops-test-kit.js";

/** A loopback port nothing listens on: every connection to it is refused. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An unsigned ID token of the shape the Auth Emulator issues (firebase-admin accepts it only in emulator mode). */
function emulatorToken(projectId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: "someone",
    sub: "someone",
    iat: now,
    exp: now + 3600,
    email: "someone@example.com",
    firebase: { identities: {}, sign_in_provider: "password" },
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
}

describe("upstream calls: auth and mail", () => {
  let smtp: FakeSmtp | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it("times Firebase token checks: a refused token is Firebase's answer, an unreachable Firebase an error", async () => {
    const projectId = "demo-metrics";
    // Checking revocation asks this host for the account: nothing answers there. firebase-admin
    // reads the emulator's address from the process environment, so the test sets it there too.
    const emulatorHost = `127.0.0.1:${await closedPort()}`;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    onTestFinished(() => {
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    });
    const { app } = await opsApp({
      METRICS_TOKEN,
      AUTH_PROVIDER: "firebase",
      FIREBASE_API_KEY: "fake-api-key",
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    });
    const session = (token: string) => app.request("/api/session", { headers: { authorization: `Bearer ${token}` } });
    expect(await (await session("not-a-token")).json()).toEqual({ user: null });
    expect(await (await session(emulatorToken(projectId))).json()).toEqual({ user: null });
    const text = await scrape(app);
    expect(sample(text, 'reelwise_upstream_calls_total{service="auth",outcome="ok"}')).toBe(1);
    expect(sample(text, 'reelwise_upstream_calls_total{service="auth",outcome="error"}')).toBe(1);
    expect(sample(text, 'reelwise_upstream_call_duration_seconds_count{service="auth"}')).toBe(2);
  });

  it("times each e-mail sent over SMTP", async () => {
    smtp = await startFakeSmtp();
    const { app } = await opsApp({ METRICS_TOKEN, SMTP_URL: smtp.url, MAIL_FROM: "Reelwise <no-reply@example.com>" });
    await signedIn(app, "mail-metrics@example.com");
    const res = await postJson(app, "/api/auth/forgot-password", { email: "mail-metrics@example.com", language: "EN" });
    expect(res.status).toBe(200);
    // The e-mail leaves after the answer: wait for the metric, not a fixed time.
    await expect
      .poll(async () => sample(await scrape(app), 'reelwise_upstream_calls_total{service="mail",outcome="ok"}'))
      .toBe(1);
    expect(smtp.messages).toHaveLength(1);
  });
});
