import { describe, expect, it } from "vitest";
import { newAccount } from "../e2e/harness";
import { cookieOf, sendFrom, signUpFrom } from "./http-from";
import { serverForSuite } from "./server-for-suite";

/** Strangers: 100 anonymous sign-outs, and 5 throwaway accounts renaming 20 times each, from their own addresses. */
const STRANGERS = 100;
const THROWAWAYS = 5;
const stranger = (i: number) => `127.0.0.${2 + (i % 200)}`;
const VICTIM = "127.0.0.250";

describe("a stranger's flood never breaks a victim's sign-out or self-service (production server)", () => {
  const running = serverForSuite();

  it("after 100 anonymous sign-outs and 100 throwaway renames, every victim action works", async () => {
    const base = running().url;
    const victim = await signUpFrom(base, "victim", VICTIM);
    const { account } = victim;
    let { cookie } = victim;
    const second = cookieOf(
      (await sendFrom(base, { path: "/api/auth/sign-in", json: account, from: VICTIM })).setCookies,
    );

    const throwaways = await Promise.all(
      Array.from({ length: THROWAWAYS }, async (_, n) => {
        const from = stranger(STRANGERS + n);
        const res = await sendFrom(base, { path: "/api/auth/sign-up", json: newAccount(`t${n}`), from });
        return { from, cookie: cookieOf(res.setCookies) };
      }),
    );
    const started = performance.now();
    await Promise.all([
      ...Array.from({ length: STRANGERS }, (_, i) =>
        sendFrom(base, { path: "/api/auth/sign-out", json: {}, from: stranger(i) }),
      ),
      ...throwaways.flatMap(({ from, cookie: theirs }) =>
        Array.from({ length: 20 }, (_, i) =>
          sendFrom(base, { path: "/api/account/profile", json: { displayName: `T ${i}` }, from, cookie: theirs }),
        ),
      ),
    ]);
    const floodMs = performance.now() - started;

    const as = (path: string, json?: unknown) => sendFrom(base, { path, json, from: VICTIM, cookie });
    const session = await as("/api/session");
    expect(session.status).toBe(200);
    expect(JSON.parse(session.body).user.email).toBe(account.email);
    expect((await as("/api/account/profile", { displayName: "Victor" })).status).toBe(200);
    const changed = await as("/api/account/password", {
      currentPassword: account.password,
      newPassword: "N3wPassword9",
    });
    expect(changed.status).toBe(200);
    cookie = cookieOf(changed.setCookies) || cookie;

    // Sign-out ends the session and expires the cookie.
    const signedOutAt = performance.now();
    const out = await as("/api/auth/sign-out", {});
    const signOutMs = performance.now() - signedOutAt;
    expect(out.status).toBe(200);
    expect(out.setCookies.find((c) => c.startsWith("reelwise.session_token="))).toMatch(/Max-Age=0/i);
    expect(JSON.parse((await as("/api/session")).body).user).toBeNull();
    // The password change already ended the other session.
    const other = await sendFrom(base, { path: "/api/session", from: VICTIM, cookie: second });
    expect(JSON.parse(other.body).user).toBeNull();

    const again = await sendFrom(base, {
      path: "/api/auth/sign-in",
      json: { email: account.email, password: "N3wPassword9" },
      from: VICTIM,
    });
    expect(again.status).toBe(200);
    cookie = cookieOf(again.setCookies);
    expect((await as("/api/account/sign-out-everywhere", {})).status).toBe(200);
    cookie = cookieOf(
      (
        await sendFrom(base, {
          path: "/api/auth/sign-in",
          json: { email: account.email, password: "N3wPassword9" },
          from: VICTIM,
        })
      ).setCookies,
    );
    expect((await as("/api/account/delete", { password: "N3wPassword9" })).status).toBe(200);
    console.log(
      `sign-out flood: ${STRANGERS} anonymous sign-outs + ${THROWAWAYS * 20} renames in ${Math.round(floodMs)} ms; ` +
        `victim sign-out ${out.status} in ${Math.round(signOutMs)} ms`,
    );
  });
});
