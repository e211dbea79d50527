import { hashPassword, verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { createPasswordWork } from "./password-work.js";

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
});
