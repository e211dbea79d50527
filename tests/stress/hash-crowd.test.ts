import { Agent } from "node:http";
import { describe, expect, it } from "vitest";
import { waitFor } from "../fakes/wait";
import { cookieOf, sendFrom, signUpFrom } from "./http-from";
import { serverForSuite } from "./server-for-suite";

/** The crowd: wrong sign-ins for random e-mails (no accounts needed) from 56 addresses, 24 each, two at a time. */
const CROWD = 56;
const PER_ADDRESS = 24;
const crowdAddress = (i: number) => `127.0.0.${10 + i}`;
/** The victims' own addresses, where each signed in before (their known address groups). */
const VICTIM = "127.0.1.2";
const CHANGER = "127.0.3.2";

describe("a crowd of strangers' wrong sign-ins never starves the owners' password work (production server)", () => {
  const running = serverForSuite();

  it("victims sign in, change a password and delete an account while 56 addresses send wrong passwords", async () => {
    const base = running().url;
    const { account: victim } = await signUpFrom(base, "victim", VICTIM);
    const { account: changer } = await signUpFrom(base, "changer", CHANGER);
    const signIn = (account: typeof victim, from: string) =>
      sendFrom(base, { path: "/api/auth/sign-in", json: { email: account.email, password: account.password }, from });
    // Each signs in once from their usual place: that group becomes their known address.
    const idleStarted = performance.now();
    expect((await signIn(victim, VICTIM)).status).toBe(200);
    const idleMs = Math.round(performance.now() - idleStarted);
    const session = cookieOf((await signIn(changer, CHANGER)).setCookies);

    const crowd: Record<string, number> = {};
    let crowdRunning = true;
    const wrongSignIns = async (i: number, stream: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let k = stream; k < PER_ADDRESS && crowdRunning; k += 2) {
        const json = { email: `nobody.${i}.${k}@example.com`, password: `Wr0ngPassword${k}` };
        const { status } = await sendFrom(base, { path: "/api/auth/sign-in", json, from: crowdAddress(i), agent });
        crowd[status] = (crowd[status] ?? 0) + 1;
      }
      agent.destroy();
    };
    const flood = Promise.all(Array.from({ length: CROWD }, (_, i) => [wrongSignIns(i, 0), wrongSignIns(i, 1)]).flat());

    // While the crowd hashes: the victim signs in again and again from their usual address…
    await waitFor(() => Object.keys(crowd).length > 0, { timeoutMs: 60_000, message: "the crowd's first answers" });
    const times: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const started = performance.now();
      statuses.push((await signIn(victim, VICTIM)).status);
      times.push(performance.now() - started);
    }
    // …and the signed-in owner changes their password, then deletes the account.
    const newPassword = "Ch4ngedHorse99";
    const change = await sendFrom(base, {
      path: "/api/account/password",
      json: { currentPassword: changer.password, newPassword },
      from: CHANGER,
      cookie: session,
    });
    const afterChange = cookieOf(change.setCookies) || session;
    const deletion = await sendFrom(base, {
      path: "/api/account/delete",
      json: { password: newPassword },
      from: CHANGER,
      cookie: afterChange,
    });
    const crowdWasRunning = Object.values(crowd).reduce((a, b) => a + b, 0) < CROWD * PER_ADDRESS;
    crowdRunning = false;
    await flood;
    times.sort((a, b) => a - b);
    const ms = times.map((t) => Math.round(t)).join(" ");
    console.log(`hash crowd: victim idle ${idleMs} ms, under the crowd ${ms} ms; crowd ${JSON.stringify(crowd)}`);

    expect(crowdWasRunning).toBe(true);
    expect(statuses).toEqual(Array(8).fill(200));
    expect(change.status).toBe(200);
    expect(deletion.status).toBe(200);
    // The crowd was turned away early (429) rather than queued into timeouts; nothing broke.
    expect(crowd["429"] ?? 0).toBeGreaterThan(0);
    expect(Object.keys(crowd).sort()).toEqual(["401", "429"]);
  }, 180_000);
});
