import type { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { cookieHeader, GOOD_PASSWORD, localAuthPerTest, MAIL_WAIT, postJson, uniqueEmail } from "./auth-test-kit.js";

const kit = localAuthPerTest({ trustProxy: true });
const from = (ip: string) => ({ "x-forwarded-for": ip });

/** An account, and a way to have reset links sent to it from a given address (each from its own, under the caps). */
async function accountWithLinks() {
  const links: string[] = [];
  const { app } = await kit.provider({ sendResetLink: async (message) => void links.push(message.link) });
  const email = uniqueEmail("links");
  const up = await postJson(app, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "L" });
  expect(up.status).toBe(200);
  const ask = async (ip: string) => {
    const before = links.length;
    expect((await postJson(app, "/api/auth/forgot-password", { email, language: "EN" }, from(ip))).status).toBe(200);
    await vi.waitFor(() => expect(links).toHaveLength(before + 1), MAIL_WAIT);
    return new URL(links.at(-1) ?? "").searchParams.get("token") ?? "";
  };
  return { app, email, cookie: cookieHeader(up), ask };
}

const resetWith = (app: Hono, token: string, newPassword: string) =>
  postJson(app, "/api/auth/reset-password", { token, newPassword }, from("192.0.2.9"));

describe("reset links are retired once they have done their job", () => {
  it("a password change retires every outstanding link", async () => {
    const { app, cookie, ask } = await accountWithLinks();
    const token = await ask("192.0.2.1");
    const change = { currentPassword: GOOD_PASSWORD, newPassword: "Ch4ngedHorse" };
    expect((await postJson(app, "/api/account/password", change, { cookie, ...from("192.0.2.1") })).status).toBe(200);
    const late = await resetWith(app, token, "Th1efPassword");
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ error: { code: "invalid_reset_token" } });
  });

  it("a completed reset retires the account's other links", async () => {
    const { app, email, ask } = await accountWithLinks();
    const first = await ask("192.0.2.1");
    const second = await ask("192.0.2.2");
    expect((await resetWith(app, second, "N3wPassword")).status).toBe(200);
    expect((await resetWith(app, first, "Th1efPassword")).status).toBe(400);
    const signIn = await postJson(app, "/api/auth/sign-in", { email, password: "N3wPassword" }, from("192.0.2.3"));
    expect(signIn.status).toBe(200);
  });

  it("deleting the account retires its links", async () => {
    const { app, cookie, ask } = await accountWithLinks();
    const token = await ask("192.0.2.1");
    const deleted = await postJson(
      app,
      "/api/account/delete",
      { password: GOOD_PASSWORD },
      { cookie, ...from("192.0.2.1") },
    );
    expect(deleted.status).toBe(200);
    expect((await resetWith(app, token, "N3wPassword")).status).toBe(400);
  });
});
