import Redis from "ioredis";
import { describe, expect, it } from "vitest";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import { createRateLimits, LIMITS, STORE_DOWN_RETRY_SECONDS } from "./rate-limit.js";

describe("createRateLimits", () => {
  it("refuses a key once its budget is spent, with the seconds to wait", async () => {
    const limits = createRateLimits(undefined, { searches: 2 });
    expect(await limits.consume("searches", "u1")).toEqual({ ok: true });
    expect(await limits.consume("searches", "u1")).toEqual({ ok: true });
    const refused = await limits.consume("searches", "u1");
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.retryAfter).toBeGreaterThan(0);
    expect(await limits.consume("searches", "u2")).toEqual({ ok: true });
  });

  it("scales the request budgets by RATE_LIMIT_SCALE, never the limits that protect accounts", async () => {
    const limits = createRateLimits(undefined, {}, undefined, 0.1);
    const spend = async (name: keyof typeof LIMITS, key: string) => {
      let allowed = 0;
      while ((await limits.consume(name, key)).ok && allowed < 1_000) allowed += 1;
      return allowed;
    };
    expect(await spend("searches", "u1")).toBe(LIMITS.searches.points / 10);
    expect(await spend("authIp", "203.0.113.9")).toBe(LIMITS.authIp.points);
  });

  it("spends a failure counter past its budget, refunds it, and forgets it on reset", async () => {
    const limits = createRateLimits(undefined, { signInFailuresFromAddress: 2 });
    const key = "a@b.co|203.0.113.7";
    expect(await limits.spend("signInFailuresFromAddress", key)).toMatchObject({ used: 1, over: false });
    expect(await limits.spend("signInFailuresFromAddress", key)).toMatchObject({ used: 2, over: false });
    const past = await limits.spend("signInFailuresFromAddress", key);
    expect(past).toMatchObject({ used: 3, over: true });
    expect(past.retryAfter).toBeGreaterThan(LIMITS.signInFailuresFromAddress.duration - 60);
    await limits.refund("signInFailuresFromAddress", key);
    expect(await limits.spend("signInFailuresFromAddress", key)).toMatchObject({ used: 3, over: true });
    await limits.reset("signInFailuresFromAddress", key);
    expect(await limits.spend("signInFailuresFromAddress", key)).toMatchObject({ used: 1, over: false });
  });

  it("when the store fails: logs it, refuses sign-in attempts and lets other requests through", async () => {
    const lines: string[] = [];
    const down = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    down.on("error", () => undefined);
    const limits = createRateLimits(down, {}, captureLogger(lines, "info"));
    expect(await limits.consume("authIp", "203.0.113.7")).toEqual({ ok: false, retryAfter: STORE_DOWN_RETRY_SECONDS });
    expect((await limits.spend("signInFailuresForAccount", "a@b.co")).over).toBe(true);
    expect(await limits.consume("searches", "u1")).toEqual({ ok: true });
    expect(lines.join("\n")).toContain("rate-limit store failed");
    down.disconnect();
  });
});
