import type { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import {
  cookieHeader,
  countedPasswordWork,
  GOOD_PASSWORD,
  localAuthPerTest,
  MAIL_WAIT,
  postJson,
  uniqueEmail,
} from "./auth-test-kit.js";
import { slowdownMs } from "./password-attempts.js";

// One proxy hop: each test picks its client address with X-Forwarded-For.
const kit = localAuthPerTest({ trustProxy: true });
const app = async (opts: Parameters<typeof kit.provider>[0] = {}) => (await kit.provider(opts)).app;

const from = (ip: string) => ({ "x-forwarded-for": ip });
/** A sign-in attempt on `server` from the client address `ip`. */
const signInFrom = (server: Hono, ip: string, email: string, password: string) =>
  postJson(server, "/api/auth/sign-in", { email, password }, from(ip));
/** An account signed up on a new server that keeps the reset links it sends. */
async function signedUpWithMail(name: string, username: string) {
  const links: string[] = [];
  const server = await app({ sendResetLink: async (message) => void links.push(message.link) });
  const email = uniqueEmail(name);
  await postJson(server, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username });
  return { links, server, email };
}
/** Asks for a reset link from `ip` and sets the password "N3wPassword" with it from there (it must work). */
async function resetFrom(server: Hono, links: readonly string[], email: string, ip: string) {
  await postJson(server, "/api/auth/forgot-password", { email, language: "EN" }, from(ip));
  await vi.waitFor(() => expect(links).toHaveLength(1), MAIL_WAIT);
  const token = new URL(links[0] ?? "").searchParams.get("token");
  const reset = await postJson(server, "/api/auth/reset-password", { token, newPassword: "N3wPassword" }, from(ip));
  expect(reset.status).toBe(200);
}

// Each test computes tens of scrypt hashes one at a time (~100 ms each idle): a machine busy with
// other work stretches that far past the unit project's 20 s, so this suite allows more.
describe("sign-in lockouts protect the account's owner", { timeout: 120_000 }, () => {
  it("wrong passwords from one address refuse that address only; the owner still signs in", async () => {
    const server = await app();
    const email = uniqueEmail("owner");
    expect(
      (await postJson(server, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "O" })).status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await signInFrom(server, "203.0.113.7", email, "Wr0ngPassword");
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password is refused from the attacker's address...
    const attacker = await signInFrom(server, "203.0.113.7", email, GOOD_PASSWORD);
    expect(attacker.status).toBe(429);
    // ...but the owner, from their own address, is let in.
    const owner = await signInFrom(server, "198.51.100.4", email, GOOD_PASSWORD);
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
        const wrong = await signInFrom(server, "198.51.100.5", email, "Wr0ngPass1");
        expect(wrong.status).toBe(401);
      }
      const right = await signInFrom(server, "198.51.100.5", email, GOOD_PASSWORD);
      expect(right.status).toBe(200);
    }
  });

  it("past the account's ceiling every attempt is slowed, and an address is refused only by its own budget", async () => {
    const server = await app({ limitOverrides: { signInFailuresForAccount: 6 } });
    const email = uniqueEmail("target");
    await postJson(server, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "T" });
    const wrong = (ip: string) => signInFrom(server, ip, email, "Wr0ngPass1");
    // Ten strangers from ten networks, one after another: sent at once, a busy machine's slower
    // hashes would make the queue turn the last ones away (429), and fewer failures would count.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await wrong(`192.0.${i + 1}.2`)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // 11 failures against a ceiling of 6: the next attempt waits 5 steps before its password is checked.
    const timed = async (ip: string) => {
      const started = performance.now();
      const res = await wrong(ip);
      return { status: res.status, ms: performance.now() - started };
    };
    const fresh = await timed("192.0.2.99");
    expect(fresh.status).toBe(401);
    expect(fresh.ms).toBeGreaterThanOrEqual(slowdownMs(5));
    // The same address again: slowed more, still not refused (its own budget is 10).
    const again = await timed("192.0.2.99");
    expect(again.status).toBe(401);
    expect(again.ms).toBeGreaterThanOrEqual(slowdownMs(6));
    // Another account is not affected.
    const other = await signInFrom(server, "192.0.2.99", uniqueEmail(), "Wr0ngPass1");
    expect(other.status).toBe(401);
  });

  it("concurrent wrong passwords cannot exceed the limits, and strangers cannot keep the owner out", async () => {
    const server = await app({ limitOverrides: { signInFailuresForAccount: 15 } });
    const email = uniqueEmail("owner");
    await postJson(server, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "O" });
    const signIn = (password: string, ip: string) => signInFrom(server, ip, email, password);
    const burst = (ip: string) =>
      Promise.all(Array.from({ length: 20 }, () => signIn("Wr0ngPassword1", ip))).then((answers) =>
        answers.map((res) => res.status),
      );
    for (const ip of ["203.0.113.7", "203.0.113.8"]) {
      // However many it sends at once (20 of its 30 attempts a minute), an address gets its own 10
      // wrong guesses and no more (the rest wait their turn for a hash or are refused); past the
      // account's ceiling of 15 they are slowed, not refused.
      const statuses = await burst(ip);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      let wrong = statuses.filter((status) => status === 401).length;
      expect(wrong).toBeLessThanOrEqual(10);
      for (let i = 0; i < 15 && (await signIn("Wr0ngPassword1", ip)).status === 401; i++) wrong++;
      expect(wrong).toBe(10);
    }
    // The owner gets in from a fresh address…
    expect((await signIn(GOOD_PASSWORD, "198.51.100.9")).status).toBe(200);
    // …and from their usual address after a typo.
    expect((await signIn("Wr0ngTypo1", "198.51.100.10")).status).toBe(401);
    expect((await signIn(GOOD_PASSWORD, "198.51.100.10")).status).toBe(200);
  });

  it("a password reset clears the account's failures: its own address and fresh ones are no longer slowed", async () => {
    const links: string[] = [];
    const { app: server, limits } = await kit.provider({
      limitOverrides: { signInFailuresFromAddress: 3, signInFailuresForAccount: 1 },
      sendResetLink: async (message) => void links.push(message.link),
    });
    const email = uniqueEmail("forgetful");
    await postJson(server, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "F" });
    const signIn = async (password: string, ip: string) => {
      const started = performance.now();
      const res = await signInFrom(server, ip, email, password);
      return { status: res.status, ms: performance.now() - started };
    };
    const home = "198.51.100.20";
    for (let i = 0; i < 3; i++) expect((await signIn("Wr0ngPassword1", home)).status).toBe(401);
    // Strangers push the account past its ceiling: every attempt now waits. How far past depends on
    // how many the hash queue let in (a busy machine turns more away), so the delay expected is
    // read from the account's counted failures, not assumed.
    await Promise.all(Array.from({ length: 20 }, (_, i) => signIn("Wr0ngPassword1", `203.0.${i + 1}.113`)));
    const failures = await limits.peek("signInFailuresForAccount", email.toLowerCase());
    expect(failures).toBeGreaterThan(3);
    expect((await signIn(GOOD_PASSWORD, home)).status).toBe(429);
    const slowed = await signIn(GOOD_PASSWORD, "198.51.100.21");
    expect(slowed.status).toBe(200);
    expect(slowed.ms).toBeGreaterThanOrEqual(slowdownMs(failures - 1));

    await resetFrom(server, links, email, home);
    expect((await signIn("N3wPassword", home)).status).toBe(200);
    // Not slowed: the account has no failures left to be over its ceiling with (counted, not timed).
    expect(await limits.peek("signInFailuresForAccount", email.toLowerCase())).toBe(0);
    const fresh = await signIn("N3wPassword", "198.51.100.22");
    expect(fresh.status).toBe(200);
  });

  it("wrong current passwords on a password change or deletion count like sign-in failures", async () => {
    const server = await app();
    const email = uniqueEmail("stolen");
    const up = await postJson(server, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "S" });
    const thief = { cookie: cookieHeader(up), ...from("203.0.113.66") };
    for (let i = 0; i < 5; i++) {
      const change = { currentPassword: `Wr0ngGuess${i}`, newPassword: "N3wPassword" };
      expect((await postJson(server, "/api/account/password", change, thief)).status).not.toBe(429);
      expect((await postJson(server, "/api/account/delete", { password: `Wr0ngGuess${i}` }, thief)).status).not.toBe(
        429,
      );
    }
    expect((await postJson(server, "/api/account/delete", { password: "Wr0ngGuess9" }, thief)).status).toBe(429);
    expect((await signInFrom(server, "203.0.113.66", email, GOOD_PASSWORD)).status).toBe(429);
  });

  it("every reset link counts against the e-mail's cap; the owner's known address replaces the live link", async () => {
    const { links, server, email } = await signedUpWithMail("silenced", "S");
    const home = "198.51.100.30";
    expect((await signInFrom(server, home, email, GOOD_PASSWORD)).status).toBe(200);
    const ask = (ip: string) => postJson(server, "/api/auth/forgot-password", { email, language: "EN" }, from(ip));
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.5"]) {
      expect((await ask(ip)).status).toBe(200);
    }
    // Five strangers asked; the e-mail's 3 an hour are all that was sent.
    await vi.waitFor(() => expect(links).toHaveLength(3), MAIL_WAIT);
    // A neighbour of the owner's usual place that never signed in is a stranger too.
    expect((await ask("198.51.101.30")).status).toBe(200);
    // The owner, from their usual address group (a neighbour of the address they signed in from),
    // still gets a link, and it replaces the strangers' links instead of adding a fourth that works.
    expect((await ask("198.51.100.31")).status).toBe(200);
    await vi.waitFor(() => expect(links).toHaveLength(4), MAIL_WAIT);
    const tokenOf = (link: string | undefined) => new URL(link ?? "").searchParams.get("token");
    const resetWith = (link: string | undefined) =>
      postJson(server, "/api/auth/reset-password", { token: tokenOf(link), newPassword: "N3wPassword" }, from(home));
    expect((await resetWith(links[0])).status).toBe(400);
    expect((await resetWith(links[3])).status).toBe(200);
  });

  it("a sign-up for an address that has an account does the same password work as one that creates it", async () => {
    // Counted, not timed: the same hash is what makes both answers take as long (`npm run bench`
    // prints sign-in and sign-up times).
    const passwords = countedPasswordWork();
    const server = await app({ passwords });
    const taken = uniqueEmail("taken");
    await postJson(server, "/api/auth/sign-up", { email: taken, password: GOOD_PASSWORD, username: "T" });
    const hashesOf = async (email: string, ip: string, expected: number) => {
      const before = passwords.hashes;
      const res = await postJson(
        server,
        "/api/auth/sign-up",
        { email, password: GOOD_PASSWORD, username: "X" },
        from(ip),
      );
      expect(res.status).toBe(expected);
      return passwords.hashes - before;
    };
    const created = await hashesOf(uniqueEmail("fresh"), "192.0.2.1", 200);
    const refused = await hashesOf(taken, "198.51.100.1", 409);
    expect(created).toBeGreaterThan(0);
    expect(refused).toBe(created);
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
  it("caps checked wrong passwords per account an hour; the owner's known address and a reset still get in", async () => {
    const links: string[] = [];
    const server = await app({
      limitOverrides: { passwordChecksForAccount: 6, signInFailuresForAccount: 1_000 },
      sendResetLink: async (message) => void links.push(message.link),
    });
    const email = uniqueEmail("capped");
    await postJson(server, "/api/auth/sign-up", { email, password: GOOD_PASSWORD, username: "C" });
    const home = "198.51.100.40";
    expect((await signInFrom(server, home, email, GOOD_PASSWORD)).status).toBe(200);
    // Strangers from many addresses, a few guesses each (never their own address's budget of 10).
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await signInFrom(server, `203.0.113.${i + 1}`, email, "Wr0ng1234")).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual(Array(6).fill(429));
    // Past the cap a stranger's password is not even checked: the right one is refused too.
    expect((await signInFrom(server, "203.0.113.99", email, GOOD_PASSWORD)).status).toBe(429);
    // The owner's usual place is still checked: a typo counts, the right password lets them in.
    expect((await signInFrom(server, home, email, "Wr0ngTypo1")).status).toBe(401);
    expect((await signInFrom(server, home, email, GOOD_PASSWORD)).status).toBe(200);
    // A reset, asked and used from elsewhere, lifts the cap for every address.
    await resetFrom(server, links, email, "192.0.2.50");
    expect((await signInFrom(server, "192.0.2.51", email, "N3wPassword")).status).toBe(200);
  });

  it("a reset from anywhere clears the failures a NAT neighbour spent at the owner's usual address", async () => {
    const { links, server, email } = await signedUpWithMail("neighbour", "N");
    const home = "198.51.100.60";
    for (let i = 0; i < 10; i += 1) expect((await signInFrom(server, home, email, "Wr0ngGuess1")).status).toBe(401);
    expect((await signInFrom(server, home, email, GOOD_PASSWORD)).status).toBe(429);
    await resetFrom(server, links, email, "192.0.2.60");
    expect((await signInFrom(server, home, email, "N3wPassword")).status).toBe(200);
  });
});
