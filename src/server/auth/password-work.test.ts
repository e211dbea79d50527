import { hashPassword, verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { BUSY_RETRY_SECONDS, failureOf } from "./auth-engine.js";
import {
  createPasswordWork,
  PASSWORD_QUEUE_MAX,
  PASSWORD_QUEUE_PER_ADDRESS,
  PasswordQueueFull,
} from "./password-work.js";

describe("createPasswordWork", () => {
  it("hashes as better-auth does: each verifies the other's hashes", async () => {
    const work = createPasswordWork();
    const ours = await work.hash("Corr3ctHorse");
    expect(await verifyPassword({ hash: ours, password: "Corr3ctHorse" })).toBe(true);
    const theirs = await hashPassword("Corr3ctHorse");
    expect(await work.verify({ hash: theirs, password: "Corr3ctHorse" })).toBe(true);
    expect(await work.verify({ hash: theirs, password: "Wr0ngHorse" })).toBe(false);
  });

  it("hashes one at a time and says when an address's share of the queue is full", async () => {
    const work = createPasswordWork(1, 32, 3);
    expect(work.full("203.0.113.1")).toBe(false);
    const pending = work.as("203.0.113.1", async () => Array.from({ length: 4 }, (_, i) => work.hash(`Passw0rd${i}`)));
    const hashes = await pending;
    // One running, three waiting: that address's next attempt is refused, another address's is not.
    expect(work.full("203.0.113.1")).toBe(true);
    expect(work.full("198.51.100.1")).toBe(false);
    expect(new Set(await Promise.all(hashes)).size).toBe(4);
    expect(work.full("203.0.113.1")).toBe(false);
  });

  it("serves the address that hashed least first, and makes room for it when the queue is full", async () => {
    const work = createPasswordWork(1, 4, 10);
    const done: string[] = [];
    const hashAs = (address: string, tag: string) =>
      work
        .as(address, () => work.hash(`Passw0rd-${tag}`))
        .then(
          () => void done.push(tag),
          (error: unknown) => void done.push(`${tag} ${(error as Error).name}`),
        );
    // A flood from one address: one hash running, four waiting (the queue is full).
    const flood = Array.from({ length: 5 }, (_, i) => hashAs("203.0.113.1", `flood${i}`));
    // A person from another address takes the flood's latest place and is served next.
    const person = hashAs("198.51.100.1", "person");
    await Promise.all([...flood, person]);
    expect(done[0]).toBe("flood4 PasswordQueueFull");
    expect(done[1]).toBe("flood0");
    expect(done[2]).toBe("person");
  });

  it("keeps at most 4 waiting per address and 32 in all (README's limits), then answers busy: 429, Retry-After 2 s", async () => {
    expect([PASSWORD_QUEUE_PER_ADDRESS, PASSWORD_QUEUE_MAX, BUSY_RETRY_SECONDS]).toEqual([4, 32, 2]);
    const work = createPasswordWork();
    const outcomes: Promise<string>[] = [];
    const hashAs = (address: string) =>
      outcomes.push(
        work
          .as(address, () => work.hash("Passw0rd"))
          .then(
            () => "hashed",
            (error: unknown) => (error instanceof PasswordQueueFull ? "busy" : "failed"),
          ),
      );
    // One hash runs…
    hashAs("192.0.2.1");
    // …while eight addresses send 5 each at once: four of each wait, the fifth is refused however
    // fast it came, and the queue holds 32.
    for (let a = 1; a <= 8; a++) for (let i = 0; i < 5; i++) hashAs(`203.0.113.${a}`);
    // A newcomer that hashed no less than any waiting address finds no place.
    hashAs("198.51.100.1");
    const settled = await Promise.all(outcomes);
    const perAddress = ["hashed", "hashed", "hashed", "hashed", "busy"];
    expect(settled).toEqual(["hashed", ...Array.from({ length: 8 }, () => perAddress).flat(), "busy"]);
    expect(failureOf(new PasswordQueueFull())).toEqual({ code: "rate_limited", retryAfter: 2 });
  });
});
