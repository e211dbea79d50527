import { describe, expect, it } from "vitest";
import { cookieHeader, GOOD_PASSWORD, localAuthPerTest, postJson, uniqueEmail } from "./auth-test-kit.js";

// One proxy hop: each test picks its client address with X-Forwarded-For. better-auth's own
// per-address limit is raised so that only the limits under test decide.
const kit = localAuthPerTest({ trustProxy: true, attemptLimit: { window: 60, max: 1000 } });
const app = async (opts: Parameters<typeof kit.provider>[0] = {}) => (await kit.provider(opts)).app;

const from = (ip: string) => ({ "x-forwarded-for": ip });

describe("sign-in lockouts protect the account's owner", () => {
  it("wrong passwords from one address refuse that address only; the owner still signs in", async () => {
    const server = await app();
    const email = uniqueEmail("owner");
    expect(
      (await postJson(server, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "O" })).status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await postJson(
        server,
        "/api/auth/sign-in",
        { email, password: "Wr0ngPassword" },
        from("203.0.113.7"),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password is refused from the attacker's address...
    const attacker = await postJson(
      server,
      "/api/auth/sign-in",
      { email, password: GOOD_PASSWORD },
      from("203.0.113.7"),
    );
    expect(attacker.status).toBe(429);
    // ...but the owner, from their own address, is let in.
    const owner = await postJson(server, "/api/auth/sign-in", { email, password: GOOD_PASSWORD }, from("198.51.100.4"));
    expect(owner.status).toBe(200);
    expect((await server.request("/api/ping", { headers: { cookie: cookieHeader(owner) } })).status).toBe(200);
  });

  it("successes do not count, and a right password clears that address's failures", async () => {
    const server = await app();
    const email = uniqueEmail("busy");
    await postJson(
      server,
      "/api/auth/sign-up",
      { email, password: GOOD_PASSWORD, username: "B" },
      from("198.51.100.5"),
    );
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) {
        const wrong = await postJson(
          server,
          "/api/auth/sign-in",
          { email, password: "Wr0ngPass1" },
          from("198.51.100.5"),
        );
        expect(wrong.status).toBe(401);
      }
      const right = await postJson(
        server,
        "/api/auth/sign-in",
        { email, password: GOOD_PASSWORD },
        from("198.51.100.5"),
      );
      expect(right.status).toBe(200);
    }
  });

  it("guessing across many addresses meets the account's ceiling", async () => {
    const server = await app({ limitOverrides: { signInFailuresForAccount: 6 } });
    const email = uniqueEmail("target");
    await postJson(server, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "T" });
    for (let i = 0; i < 6; i++) {
      const res = await postJson(
        server,
        "/api/auth/sign-in",
        { email, password: "Wr0ngPass1" },
        from(`192.0.2.${i + 1}`),
      );
      expect(res.status).toBe(401);
    }
    const next = await postJson(server, "/api/auth/sign-in", { email, password: "Wr0ngPass1" }, from("192.0.2.99"));
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(60);
    // Another account is not affected.
    const other = await postJson(
      server,
      "/api/auth/sign-in",
      { email: uniqueEmail(), password: "Wr0ngPass1" },
      from("192.0.2.99"),
    );
    expect(other.status).toBe(401);
  });

  it("forgets a signed-out session at once, however its cookie is spelled", async () => {
    const server = await app();
    const up = await postJson(server, "/api/auth/sign-up", {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      username: "S",
    });
    const cookie = cookieHeader(up);
    const [name, value = ""] = cookie.split("=");
    // Every character percent-encoded: the same cookie to the server, other text to a naive memo.
    const respelled = `${name}=${[...decodeURIComponent(value)].map((ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, "0")}`).join("")}`;
    expect((await server.request("/api/ping", { headers: { cookie: respelled } })).status).toBe(200);
    expect((await server.request("/api/ping", { headers: { cookie } })).status).toBe(200);
    await server.request("/api/auth/sign-out", { method: "POST", headers: { cookie } });
    expect((await server.request("/api/ping", { headers: { cookie: respelled } })).status).toBe(401);
    expect((await server.request("/api/ping", { headers: { cookie } })).status).toBe(401);
  });
});
