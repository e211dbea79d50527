import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { ErrorBodySchema } from "../../contract/errors.js";
import { cookieHeader, GOOD_PASSWORD, localAuthPerTest, postJson, uniqueEmail } from "./auth-test-kit.js";

const kit = localAuthPerTest();

const expiredSessionCookie = (res: Response) =>
  res.headers.getSetCookie().find((cookie) => /^reelwise\.session_token=;/.test(cookie) && /Max-Age=0/i.test(cookie));

describe("sign-out when the session store fails", () => {
  it("still expires the cookie, says it failed, and the session is ended by a retry once the store answers", async () => {
    const { app, auth, database } = await kit.provider();
    if (database.kind !== "sqlite") throw new Error("expected the default SQLite database");
    const up = await postJson(app, "/api/auth/sign-up", {
      email: uniqueEmail("out"),
      password: GOOD_PASSWORD,
      username: "O",
    });
    const cookie = cookieHeader(up);
    expect((await app.request("/api/ping", { headers: { cookie } })).status).toBe(200);

    // Another connection holds the database's write lock: the store cannot delete anything.
    database.db.pragma("busy_timeout = 50");
    const locker = new Database(database.file);
    locker.exec("BEGIN IMMEDIATE");
    let out: Response;
    try {
      out = await app.request("/api/auth/sign-out", { method: "POST", headers: { cookie } });
    } finally {
      locker.exec("ROLLBACK");
      locker.close();
    }
    expect(out.status).toBe(502);
    expect(ErrorBodySchema.parse(await out.json()).error.code).toBe("auth_failed");
    expect(expiredSessionCookie(out)).toBeDefined();
    // The store still holds the session (what the page asks /api/session about before it says so).
    expect(await auth.userFromRequest(new Request("http://x/", { headers: { cookie } }))).not.toBeNull();

    const retry = await app.request("/api/auth/sign-out", { method: "POST", headers: { cookie } });
    expect(retry.status).toBe(200);
    expect(expiredSessionCookie(retry)).toBeDefined();
    expect((await app.request("/api/ping", { headers: { cookie } })).status).toBe(401);
  });

  it("does not call a sign-out done when the store cannot even read the session", async () => {
    const { app, auth } = await kit.provider();
    const up = await postJson(app, "/api/auth/sign-up", {
      email: uniqueEmail("gone"),
      password: GOOD_PASSWORD,
      username: "G",
    });
    await kit.close(auth);
    const out = await app.request("/api/auth/sign-out", { method: "POST", headers: { cookie: cookieHeader(up) } });
    expect(out.status).toBe(502);
    expect(ErrorBodySchema.parse(await out.json()).error.code).toBe("auth_failed");
    expect(expiredSessionCookie(out)).toBeDefined();
  });
});
