import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { cookieHeader, GOOD_PASSWORD, localAuthPerTest, postJson, uniqueEmail } from "./auth-test-kit.js";

// One proxy hop: every request names its client address with X-Forwarded-For, as behind a proxy.
const kit = localAuthPerTest({ trustProxy: true });
const from = (ip: string, cookie?: string) => ({ "x-forwarded-for": ip, ...(cookie && { cookie }) });

/** A new account signed up from `ip`: its e-mail and session cookie. */
async function signUp(app: Hono, ip: string, tag: string) {
  const email = uniqueEmail(tag);
  const up = await postJson(app, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: tag }, from(ip));
  expect(up.status).toBe(200);
  return { email, cookie: cookieHeader(up) };
}

describe("a stranger's flood never breaks another person's sign-out or self-service", () => {
  it("100 anonymous sign-outs from other addresses leave a victim's sign-out working", async () => {
    const { app } = await kit.provider();
    const { cookie } = await signUp(app, "198.51.100.1", "victim");
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        app.request("/api/auth/sign-out", { method: "POST", headers: from(`203.0.113.${i + 1}`) }),
      ),
    );
    expect((await app.request("/api/ping", { headers: { cookie } })).status).toBe(200);
    const out = await app.request("/api/auth/sign-out", { method: "POST", headers: from("198.51.100.1", cookie) });
    expect(out.status).toBe(200);
    const expired = out.headers.getSetCookie().find((c) => c.startsWith("reelwise.session_token="));
    expect(expired).toMatch(/Max-Age=0/i);
    expect((await app.request("/api/ping", { headers: { cookie } })).status).toBe(401);
  });

  it("throwaway accounts' renames never refuse a victim's self-service, and a refused rename is not applied", async () => {
    const { app } = await kit.provider();
    for (let n = 0; n < 5; n++) {
      const ip = `203.0.113.${n + 1}`;
      const { email, cookie } = await signUp(app, ip, "throwaway");
      const renames = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postJson(app, "/api/account/profile", { displayName: `T${i}` }, from(ip, cookie)),
        ),
      );
      expect(renames.map((res) => res.status)).toEqual(Array(20).fill(200));
      const stored = await postJson(app, "/api/auth/sign-in", { email, password: GOOD_PASSWORD }, from(ip));
      expect((await stored.json()).user.displayName).toMatch(/^T\d+$/);
    }
    const victim = await signUp(app, "198.51.100.2", "victim");
    const { email } = victim;
    let { cookie } = victim;
    const as = () => from("198.51.100.2", cookie);
    const rename = await postJson(app, "/api/account/profile", { displayName: "Victor" }, as());
    expect(rename.status).toBe(200);
    const changed = await postJson(
      app,
      "/api/account/password",
      { currentPassword: GOOD_PASSWORD, newPassword: "N3wPassword" },
      as(),
    );
    expect(changed.status).toBe(200);
    cookie = cookieHeader(changed) || cookie;
    expect((await postJson(app, "/api/account/sign-out-everywhere", {}, as())).status).toBe(200);
    // A rename with the ended session is refused, and the name stays what it was.
    const refused = await postJson(app, "/api/account/profile", { displayName: "Mallory" }, as());
    expect(refused.status).toBe(401);
    const again = await postJson(app, "/api/auth/sign-in", { email, password: "N3wPassword" }, from("198.51.100.2"));
    expect(again.status).toBe(200);
    expect((await again.json()).user.displayName).toBe("Victor");
    cookie = cookieHeader(again);
    expect((await postJson(app, "/api/account/delete", { password: "N3wPassword" }, as())).status).toBe(200);
  });
});
