import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import type { ResetLink } from "../auth/auth-provider.js";
import {
  authTestApp,
  cookieHeader,
  GOOD_PASSWORD,
  localAuthPerTest,
  postJson,
  uniqueEmail,
} from "../auth/auth-test-kit.js";
import type { UserData } from "../user-data.js";

/** A real per-account store, kept in memory: rows per user id. */
class RowsPerUser implements UserData {
  readonly rows = new Map<string, string[]>();
  add(userId: string, row: string) {
    this.rows.set(userId, [...(this.rows.get(userId) ?? []), row]);
  }
  async deleteAll(userId: string) {
    this.rows.delete(userId);
  }
}

const NEW_PASSWORD = "N3wHorseBattery";
const kit = localAuthPerTest();

async function setUp(opts: { links?: ResetLink[] } = {}) {
  const links = opts.links ?? [];
  const { auth } = await kit.provider({ sendResetLink: async (link) => void links.push(link) });
  const store = new RowsPerUser();
  const app = authTestApp(auth, [store]);
  const email = uniqueEmail("self");
  const signUp = await postJson(app, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "Ada" });
  expect(signUp.status).toBe(200);
  const { user } = (await signUp.json()) as { user: { uid: string } };
  const signIn = async (password = GOOD_PASSWORD) => postJson(app, "/api/auth/sign-in", { email, password });
  const whoAmI = async (cookie: string) => app.request("/api/ping", { headers: { cookie } });
  return { app, store, email, uid: user.uid, links, first: cookieHeader(signUp), signIn, whoAmI };
}

describe("account self-service (local accounts)", () => {
  it("renames the account: the answer and the session carry the new name", async () => {
    const { app, first, whoAmI } = await setUp();
    const res = await postJson(app, "/api/account/profile", { displayName: "  Grace  " }, { cookie: first });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { displayName: string } }).user.displayName).toBe("Grace");
    const me = (await (await whoAmI(first)).json()) as { user: { displayName: string } };
    expect(me.user.displayName).toBe("Grace");
    const empty = await postJson(app, "/api/account/profile", { displayName: "   " }, { cookie: first });
    expect(empty.status).toBe(400);
    for (const displayName of ["Ada\n\nURGENT: call +1 555 0100 first", "Ada\u202eevil", "A\u200bda"]) {
      const refused = await postJson(app, "/api/account/profile", { displayName }, { cookie: first });
      expect(refused.status).toBe(400);
    }
    const signUp = await postJson(app, "/api/auth/sign-up", {
      email: uniqueEmail("ctl"),
      password: GOOD_PASSWORD,
      username: "Eve\r\nBcc: x",
    });
    expect(signUp.status).toBe(400);
    expect(((await (await whoAmI(first)).json()) as { user: { displayName: string } }).user.displayName).toBe("Grace");
  });

  it("changes the password only with the current one, and signs out every other session", async () => {
    const { app, first, signIn, whoAmI } = await setUp();
    const second = cookieHeader(await signIn());
    const changePassword = (currentPassword: string, newPassword: string) =>
      postJson(app, "/api/account/password", { currentPassword, newPassword }, { cookie: first });
    const wrong = await changePassword("Wr0ngHorse", NEW_PASSWORD);
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("wrong_password");
    const weak = await changePassword(GOOD_PASSWORD, "short");
    expect(weak.status).toBe(400);
    const same = await changePassword(GOOD_PASSWORD, GOOD_PASSWORD);
    expect(same.status).toBe(400);
    expect(((await same.json()) as { error: { code: string } }).error.code).toBe("same_password");
    expect((await whoAmI(second)).status).toBe(200); // refused: no session ended

    const res = await changePassword(GOOD_PASSWORD, NEW_PASSWORD);
    expect(res.status).toBe(200);
    const renewed = cookieHeader(res);
    expect((await whoAmI(renewed)).status).toBe(200);
    expect((await whoAmI(second)).status).toBe(401);
    expect((await signIn()).status).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
  });

  it("signs out everywhere: every session of the account stops at once", async () => {
    const { app, first, signIn, whoAmI } = await setUp();
    const second = cookieHeader(await signIn());
    expect((await whoAmI(second)).status).toBe(200);
    const res = await postJson(app, "/api/account/sign-out-everywhere", {}, { cookie: first });
    expect(res.status).toBe(200);
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(second)).status).toBe(401);
    expect((await signIn()).status).toBe(200);
  });

  it("deletes the account with its password: sessions, sign-in, reset links and per-account rows are gone", async () => {
    const { app, store, uid, email, first, signIn, whoAmI } = await setUp();
    const second = cookieHeader(await signIn());
    await postJson(app, "/api/auth/forgot-password", { email, language: "EN" });
    const pendingLinks = () => {
      const db = new Database(join(kit.dir(), "reelwise.db"), { readonly: true });
      try {
        return (db.prepare(`SELECT COUNT(*) AS n FROM "verification" WHERE "value" = ?`).get(uid) as { n: number }).n;
      } finally {
        db.close();
      }
    };
    expect(pendingLinks()).toBe(1);
    store.add(uid, "movie-1");
    store.add("someone-else", "movie-2");
    const noPassword = await postJson(app, "/api/account/delete", {}, { cookie: first });
    expect(noPassword.status).toBe(400);
    const wrong = await postJson(app, "/api/account/delete", { password: "Wr0ngHorse" }, { cookie: first });
    expect(wrong.status).toBe(403);
    expect(store.rows.get(uid)).toEqual(["movie-1"]);

    const res = await postJson(app, "/api/account/delete", { password: GOOD_PASSWORD }, { cookie: first });
    expect(res.status).toBe(200);
    expect(store.rows.has(uid)).toBe(false);
    expect(store.rows.get("someone-else")).toEqual(["movie-2"]);
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(second)).status).toBe(401);
    expect((await signIn()).status).toBe(401);
    expect(pendingLinks()).toBe(0);
  });

  it("answers 401 to every account route without a session", async () => {
    const { app } = await setUp();
    for (const path of ["profile", "password", "sign-out-everywhere", "delete"]) {
      const res = await postJson(app, `/api/account/${path}`, { displayName: "x", password: GOOD_PASSWORD });
      expect(res.status).toBe(401);
    }
  });
});

describe("forgot password (local accounts)", () => {
  it("answers the same whether or not the address has an account, and sends a link only to an account", async () => {
    const { app, email, links } = await setUp();
    const unknown = await postJson(app, "/api/auth/forgot-password", { email: uniqueEmail("nobody"), language: "EN" });
    const known = await postJson(app, "/api/auth/forgot-password", { email, language: "AR" });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ email, name: "Ada", language: "AR", minutes: 30 });
    expect(links[0]?.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9]{24}$/);
  });

  it("a reset link sets the password once and ends every session", async () => {
    const { app, email, links, first, signIn, whoAmI } = await setUp();
    await postJson(app, "/api/auth/forgot-password", { email, language: "EN" });
    const token = new URL(links[0]?.link ?? "").searchParams.get("token");
    const weak = await postJson(app, "/api/auth/reset-password", { token, newPassword: "weak" });
    expect(weak.status).toBe(400);
    const res = await postJson(app, "/api/auth/reset-password", { token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await whoAmI(first)).status).toBe(401);
    expect((await signIn()).status).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    const again = await postJson(app, "/api/auth/reset-password", { token, newPassword: "An0therHorse" });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("invalid_reset_token");
  });

  it("carries the /browse link the visitor came for in the e-mail's link, and refuses any other", async () => {
    const { app, email, links } = await setUp();
    const next = "/browse?view=gpt&q=heist movies & more";
    expect((await postJson(app, "/api/auth/forgot-password", { email, language: "EN", next })).status).toBe(200);
    const link = new URL(links[0]?.link ?? "");
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("next")).toBe("/browse?view=gpt&q=heist%20movies%20&%20more");
    for (const elsewhere of ["https://evil.example/browse", "//evil.example/browse", "/account", "/browse/../x"]) {
      const res = await postJson(app, "/api/auth/forgot-password", { email, language: "EN", next: elsewhere });
      expect(res.status).toBe(400);
    }
    expect(links).toHaveLength(1);
  });

  it("sends at most three links an hour to one inbox, with the same answer after", async () => {
    const { app, email, links } = await setUp();
    for (let i = 0; i < 5; i += 1) {
      const res = await postJson(app, "/api/auth/forgot-password", { email: email.toUpperCase(), language: "EN" });
      expect(res.status).toBe(200);
    }
    expect(links).toHaveLength(3);
  });

  it("refuses malformed requests and unknown tokens", async () => {
    const { app } = await setUp();
    expect((await postJson(app, "/api/auth/forgot-password", { email: "not-an-email", language: "EN" })).status).toBe(
      400,
    );
    expect((await postJson(app, "/api/auth/forgot-password", { email: uniqueEmail(), language: "FR" })).status).toBe(
      400,
    );
    const bogus = await postJson(app, "/api/auth/reset-password", { token: "a".repeat(24), newPassword: NEW_PASSWORD });
    expect(bogus.status).toBe(400);
    expect(((await bogus.json()) as { error: { code: string } }).error.code).toBe("invalid_reset_token");
  });
});
