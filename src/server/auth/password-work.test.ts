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

  it("hashes one at a time and says when its queue is full", async () => {
    const work = createPasswordWork(1, 3);
    expect(work.full()).toBe(false);
    const pending = Array.from({ length: 4 }, (_, i) => work.hash(`Passw0rd${i}`));
    // One running, three waiting: a fifth attempt would be refused rather than queued.
    expect(work.full()).toBe(true);
    const hashes = await Promise.all(pending);
    expect(new Set(hashes).size).toBe(4);
    expect(work.full()).toBe(false);
  });
});
