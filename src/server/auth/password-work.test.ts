import { hashPassword, verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { BUSY_RETRY_SECONDS, failureOf } from "./auth-engine.js";
import {
  createPasswordWork,
  PASSWORD_QUEUE_MAX,
  PASSWORD_QUEUE_PER_ADDRESS,
  PASSWORD_QUEUE_RESERVED,
  PasswordQueueFull,
  type PasswordWork,
} from "./password-work.js";

/** Hash as `owner` on `work`; settles to "hashed", "busy" or "failed", and records the order served. */
function hasher(work: PasswordWork) {
  const served: string[] = [];
  const hashAs = (owner: Parameters<PasswordWork["as"]>[0], tag: string) =>
    work
      .as(owner, () => work.hash(`Passw0rd-${tag}`))
      .then(
        () => {
          served.push(tag);
          return "hashed";
        },
        (error: unknown) => (error instanceof PasswordQueueFull ? "busy" : "failed"),
      );
  return { served, hashAs };
}

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
    const work = createPasswordWork(1, 4, 10, 0);
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

  it("keeps at most 4 waiting per address group and 24 newcomers in all (README's limits), then answers busy: 429, Retry-After 2 s", async () => {
    expect([PASSWORD_QUEUE_PER_ADDRESS, PASSWORD_QUEUE_MAX, PASSWORD_QUEUE_RESERVED, BUSY_RETRY_SECONDS]).toEqual([
      4, 32, 8, 2,
    ]);
    const { hashAs } = hasher(createPasswordWork());
    const outcomes: Promise<string>[] = [];
    // One hash runs…
    outcomes.push(hashAs("192.0.2.1", "first"));
    // …while six /24s send 5 each at once: four of each wait, the fifth is refused however fast it
    // came, and the newcomers' places (24) are full.
    for (let a = 1; a <= 6; a++) for (let i = 0; i < 5; i++) outcomes.push(hashAs(`203.0.${a}.${i + 1}`, `${a}.${i}`));
    // A newcomer that hashed no less than any waiting group finds no place…
    outcomes.push(hashAs("198.51.100.1", "newcomer"));
    // …but reserved work (an owner) still does.
    outcomes.push(hashAs({ address: "198.51.100.2", reserved: true }, "owner"));
    const settled = await Promise.all(outcomes);
    const perGroup = ["hashed", "hashed", "hashed", "hashed", "busy"];
    expect(settled).toEqual(["hashed", ...Array.from({ length: 6 }, () => perGroup).flat(), "busy", "hashed"]);
    expect(failureOf(new PasswordQueueFull())).toEqual({ code: "rate_limited", retryAfter: 2 });
  });

  it("neighbours in one /24 share one group's places", async () => {
    const { hashAs } = hasher(createPasswordWork(1, 32, 3, 8));
    const outcomes = [hashAs("192.0.2.1", "first")];
    for (let i = 0; i < 5; i++) outcomes.push(hashAs(`203.0.113.${i + 10}`, `n${i}`));
    expect(await Promise.all(outcomes)).toEqual(["hashed", "hashed", "hashed", "hashed", "busy", "busy"]);
  });

  it("serves reserved work first, ahead of a crowd already waiting", async () => {
    const { served, hashAs } = hasher(createPasswordWork(1, 32, 4, 8));
    const outcomes = [hashAs("192.0.2.1", "first")];
    for (let a = 1; a <= 4; a++) for (let i = 0; i < 4; i++) outcomes.push(hashAs(`203.0.${a}.1`, `crowd${a}.${i}`));
    outcomes.push(hashAs({ address: "198.51.100.9", reserved: true }, "owner"));
    await Promise.all(outcomes);
    expect(served.slice(0, 2)).toEqual(["first", "owner"]);
  });
});
