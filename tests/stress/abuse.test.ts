import { describe, expect, it } from "vitest";
import { LIMITS } from "../../src/server/http/rate-limit";
import { HOSTILE_ADDRESSES, measureUnderAbuse } from "./abuse-run";

describe("abuse: hostile accounts and addresses cannot slow the service for a polite user", () => {
  it("serves every request of a polite client while every expensive pattern is replayed", async () => {
    const seconds = Number(process.env.ABUSE_SECONDS ?? 30);
    const figures = await measureUnderAbuse(10, seconds);
    console.log(`abuse test: ${JSON.stringify(figures)}`);
    const { idle, underAbuse, hostile } = figures;

    expect(figures.politeRefused).toEqual([]);
    // The page's own limits turned the flood away...
    expect(hostile["search 429"]).toBeGreaterThan(0);
    // Password guessing is refused per address past its budget, and slowed per account past the
    // account's: whichever came first, no address had more wrong passwords checked than its budget.
    const guesses = (hostile["sign-in 401"] ?? 0) + (hostile["sign-in 429"] ?? 0);
    expect(guesses).toBeGreaterThan(0);
    expect(hostile["sign-in 401"] ?? 0).toBeLessThanOrEqual(
      HOSTILE_ADDRESSES * LIMITS.signInFailuresFromAddress.points,
    );
    // ...and nothing broke: no internal error, no dropped or timed-out connection. The model's own
    // faults are told truthfully as 502/503/504 on the suggestion route, and nowhere else.
    const broken = Object.entries(hostile).filter(([key]) => {
      const status = Number(key.split(" ")[1]);
      return status < 0 || status === 500 || (status >= 500 && !key.startsWith("suggest "));
    });
    expect(broken).toEqual([]);
    // The polite client was served all along, idle and under abuse (none refused, checked above).
    // Its latency (p50/p99, idle and under abuse) is a figure of `npm run bench`, printed above, not
    // asserted: another load on the machine would move it.
    expect(idle.requests).toBeGreaterThan(0);
    expect(underAbuse.requests).toBeGreaterThan(0);
    expect(figures.rss.after - figures.rss.before).toBeLessThan(150);
    // The owner whose password was guessed at signs in from their own address.
    expect(figures.ownerSignInStatus).toBe(200);
  }, 180_000);
});
