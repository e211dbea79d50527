import { afterAll, describe, expect, it } from "vitest";
import { newAccount, postJson, type RunningServer, signInByApi, startServer } from "../e2e/harness";
import { waitFor } from "../fakes/wait";

describe("crash safety: SIGKILL during concurrent sign-ups", () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.kill();
  });

  it("every acknowledged sign-up can sign in after a restart; the database is intact", async () => {
    // TRUST_PROXY lets each simulated client have its own address, so rate limits don't refuse them.
    const env = { LOG_LEVEL: "warn", TRUST_PROXY: "true" };
    const first = await startServer({ env });
    servers.push(first);
    const accounts = Array.from({ length: 100 }, (_, i) => newAccount(`crash${i}`));
    const acknowledged: typeof accounts = [];
    // Ten clients sign up one account after another, so sign-ups are always in flight; none waits on a clock.
    const queue = accounts.map((account, i) => ({ account, i }));
    const client = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { account, i } = next;
        try {
          const res = await postJson(first.url, "/api/auth/sign-up", account, { "x-forwarded-for": `10.0.${i}.1` });
          if (res.status === 200) acknowledged.push(account);
        } catch {
          // the connection died with the server: not acknowledged
        }
      }
    };
    const attempts = Array.from({ length: 10 }, client);
    // Kill part-way: once some sign-ups are acknowledged and others are still in flight.
    await waitFor(() => acknowledged.length >= 15, { timeoutMs: 20_000, message: "15 acknowledged sign-ups" });
    await first.kill();
    await Promise.all(attempts);

    const second = await startServer({ dataDir: first.dataDir, env });
    servers.push(second);
    let recovered = 0;
    for (const account of acknowledged) {
      if ((await signInByApi(second.url, account)).status === 200) recovered += 1;
    }
    console.log(
      `crash test: ${acknowledged.length} of 100 sign-ups acknowledged before SIGKILL, ${recovered} recovered`,
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(100);
    expect(recovered).toBe(acknowledged.length);
    // A fresh sign-up still works on the recovered database.
    expect((await postJson(second.url, "/api/auth/sign-up", newAccount("after"))).status).toBe(200);
  }, 120_000);
});
