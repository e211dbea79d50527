import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { UserSchema } from "../../contract/auth.js";
import { ErrorBodySchema } from "../../contract/errors.js";
import { SQLITE_FILE_NAME } from "../db/database.js";
import { StoreUnavailableError } from "../db/store-outage.js";
import { cookieHeader, GOOD_PASSWORD, localAuthPerTest, postJson, uniqueEmail } from "./auth-test-kit.js";

const kit = localAuthPerTest();
const { provider } = kit;
/** A sign-in for an address that has no account. */
const signInAsNobody = (app: Hono, headers: Record<string, string> = {}) =>
  postJson(app, "/api/auth/sign-in", { email: uniqueEmail(), password: GOOD_PASSWORD }, headers);

function countUsers(): number {
  const db = new Database(join(kit.dir(), SQLITE_FILE_NAME), { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM user").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function errorCode(res: Response): Promise<string> {
  return ErrorBodySchema.parse(await res.json()).error.code;
}

describe("local auth: sign-up, session, sign-out, sign-in", () => {
  it("signs up with a username, sets an HttpOnly Lax 30-day cookie that opens protected routes", async () => {
    const { app } = await provider();
    const email = uniqueEmail();
    const res = await postJson(app, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "  Ann  " });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: unknown };
    expect(UserSchema.parse(user)).toMatchObject({ email, displayName: "Ann", photoURL: "/avatar.svg" });
    const [session] = res.headers.getSetCookie().filter((c) => c.startsWith("reelwise.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Max-Age=2592000/);
    expect(session).not.toMatch(/Secure/i);

    const ping = await app.request("/api/ping", { headers: { cookie: cookieHeader(res) } });
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ user });
  });

  it("answers 401 unauthenticated without a cookie or with a forged one", async () => {
    const { app } = await provider();
    const none = await app.request("/api/ping");
    expect(none.status).toBe(401);
    expect(await errorCode(none)).toBe("unauthenticated");
    const forged = await app.request("/api/ping", { headers: { cookie: "reelwise.session_token=abc.def" } });
    expect(forged.status).toBe(401);
  });

  it("signs out (cookie cleared, old session dead) and signs in again", async () => {
    const { app } = await provider();
    const email = uniqueEmail();
    const up = await postJson(app, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "Bo" });
    const cookie = cookieHeader(up);

    const out = await app.request("/api/auth/sign-out", { method: "POST", headers: { cookie } });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    expect(out.headers.getSetCookie().join("\n")).toMatch(/reelwise\.session_token=;.*Max-Age=0/);
    expect((await app.request("/api/ping", { headers: { cookie } })).status).toBe(401);

    const inRes = await postJson(app, "/api/auth/sign-in", { email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(inRes.status).toBe(200);
    const { user } = (await inRes.json()) as { user: { displayName: string } };
    expect(user.displayName).toBe("Bo");
    expect((await app.request("/api/ping", { headers: { cookie: cookieHeader(inRes) } })).status).toBe(200);
  });

  it("marks the cookie Secure over HTTPS, and behind a trusted proxy that says https", async () => {
    const direct = (await provider()).app;
    const res = await postJson(direct, "https://reelwise.test/api/auth/sign-up", {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      username: "Sec",
    });
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure/);
    const proxied = (await provider({ trustProxy: true })).app;
    const viaProxy = await signInAsNobody(proxied, { "x-forwarded-proto": "https" });
    expect(viaProxy.status).toBe(401);
    const up = await postJson(
      proxied,
      "/api/auth/sign-up",
      { email: uniqueEmail(), password: GOOD_PASSWORD, username: "P" },
      { "x-forwarded-proto": "https" },
    );
    expect(up.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });
});

describe("local auth: the validation rule on the server (curl-style bodies)", () => {
  const email = "valid@example.com";
  const bad: Array<[string, string, unknown]> = [
    ["sign-up", "bad email", { email: "not-an-email", password: GOOD_PASSWORD, username: "A" }],
    ["sign-up", "no top-level domain", { email: "someone@example", password: GOOD_PASSWORD, username: "A" }],
    ["sign-up", "final part of digits", { email: "a@b.c0m", password: GOOD_PASSWORD, username: "A" }],
    ["sign-up", "no digit", { email, password: "Password", username: "A" }],
    ["sign-up", "no uppercase", { email, password: "passw0rd", username: "A" }],
    ["sign-up", "too short", { email, password: "Pa55w", username: "A" }],
    ["sign-up", "missing username", { email, password: GOOD_PASSWORD }],
    ["sign-up", "blank username", { email, password: GOOD_PASSWORD, username: "   " }],
    ["sign-up", "huge username", { email, password: GOOD_PASSWORD, username: "x".repeat(5000) }],
    ["sign-up", "huge password", { email, password: `Aa1${"x".repeat(10_000)}`, username: "A" }],
    ["sign-up", "huge email", { email: `${"a".repeat(10_000)}@example.com`, password: GOOD_PASSWORD, username: "A" }],
    ["sign-up", "wrong types", { email: 42, password: ["Corr3ctHorse"], username: { a: 1 } }],
    ["sign-up", "not JSON", "{email:"],
    ["sign-up", "JSON null", "null"],
    ["sign-in", "empty object", {}],
    ["sign-in", "weak password", { email, password: "short" }],
  ];

  it.each(bad)("%s with %s → 400 invalid_credentials_format, nothing stored", async (route, _label, body) => {
    const { app } = await provider();
    const res = await postJson(app, `/api/auth/${route}`, body);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_credentials_format");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(countUsers()).toBe(0);
  });
});

describe("local auth: failures", () => {
  it("answers wrong password and unknown email with the same 401 invalid_credentials", async () => {
    const { app } = await provider();
    const email = uniqueEmail();
    await postJson(app, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "C" });
    const wrong = await postJson(app, "/api/auth/sign-in", { email, password: "Wr0ngPassword" });
    const unknown = await signInAsNobody(app);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      const body = ErrorBodySchema.parse(await res.json());
      expect(body.error).toEqual({ code: "invalid_credentials" });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("refuses a second account for the same e-mail (any case) with 409 email_taken", async () => {
    const { app } = await provider();
    const email = uniqueEmail();
    expect((await postJson(app, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "D" })).status).toBe(
      200,
    );
    const again = await postJson(app, "/api/auth/sign-up", {
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
      username: "D2",
    });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe("email_taken");
    expect(countUsers()).toBe(1);
  });

  it("limits attempts per e-mail: 429 rate_limited with Retry-After (our limiter)", async () => {
    const { app } = await provider();
    const email = uniqueEmail();
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await postJson(app, "/api/auth/sign-in", { email, password: "Wr0ngPassword" });
    expect(last?.status).toBe(429);
    const body = ErrorBodySchema.parse(await last?.json());
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.retryAfter).toBeGreaterThan(0);
    expect(Number(last?.headers.get("retry-after"))).toBe(body.error.retryAfter);
  });

  it("limits attempts per address: 429 with Retry-After", async () => {
    const { app } = await provider({ limitOverrides: { authIp: 2 }, trustProxy: true });
    const ip = { "x-forwarded-for": "203.0.113.7" };
    const attempt = () => signInAsNobody(app, ip);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await signInAsNobody(app, { "x-forwarded-for": "203.0.113.8" });
    expect(other.status).toBe(401);
  });
  it("limits accounts created per address group: neighbours in one /24 share it, another network does not", async () => {
    const { app } = await provider({ limitOverrides: { signUpsFromGroup: 2 }, trustProxy: true });
    const signUpFrom = (ip: string) =>
      postJson(
        app,
        "/api/auth/sign-up",
        { email: uniqueEmail(), password: GOOD_PASSWORD, username: "G" },
        { "x-forwarded-for": ip },
      );
    expect((await signUpFrom("203.0.113.7")).status).toBe(200);
    expect((await signUpFrom("203.0.113.8")).status).toBe(200);
    const limited = await signUpFrom("203.0.113.9");
    expect(limited.status).toBe(429);
    expect(await errorCode(limited)).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signUpFrom("198.51.100.7")).status).toBe(200);
  });
  it("answers auth_failed when the database is gone, and a session look-up fails as unavailable, never as signed out", async () => {
    const { auth, app } = await provider();
    const up = await postJson(app, "/api/auth/sign-up", {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      username: "G",
    });
    await kit.close(auth);
    const res = await signInAsNobody(app);
    expect(res.status).toBe(502);
    expect(await errorCode(res)).toBe("auth_failed");
    // Not "nobody is signed in": app.ts answers this 503 store_unavailable (ops/readiness.test.ts).
    const request = new Request("http://localhost/api/ping", { headers: { cookie: cookieHeader(up) } });
    await expect(auth.userFromRequest(request)).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});

describe("local auth: durability and secrets", () => {
  it("keeps accounts and sessions across a restart on the same DATA_DIR", async () => {
    const first = await provider();
    const email = uniqueEmail();
    const up = await postJson(first.app, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "E" });
    const cookie = cookieHeader(up);
    await kit.close(first.auth);

    const second = await provider();
    expect((await second.app.request("/api/ping", { headers: { cookie } })).status).toBe(200);
    const inRes = await postJson(second.app, "/api/auth/sign-in", { email, password: GOOD_PASSWORD });
    expect(inRes.status).toBe(200);
    expect(countUsers()).toBe(1);
  });

  it("does not store the password in clear text anywhere in the database files", async () => {
    const { app } = await provider();
    const password = "Unm1stakablePlaintext";
    await postJson(app, "/api/auth/sign-up", { email: uniqueEmail(), password, username: "F" });
    const files = readdirSync(kit.dir()).filter((f) => f.startsWith(SQLITE_FILE_NAME));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readFileSync(join(kit.dir(), file)).includes(password)).toBe(false);
    const db = new Database(join(kit.dir(), SQLITE_FILE_NAME), { readonly: true });
    const row = db.prepare("SELECT password FROM account").get() as { password: string };
    db.close();
    expect(row.password).not.toContain(password);
    expect(row.password.length).toBeGreaterThan(40);
  });

  it("runs the SQLite file in WAL mode with durable commits", async () => {
    await provider();
    const db = new Database(join(kit.dir(), SQLITE_FILE_NAME), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });
});
