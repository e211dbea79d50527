import { describe, expect, it } from "vitest";
import { MemoryCache } from "./memory-cache.js";

describe("MemoryCache", () => {
  it("is bounded: the least recently used entry goes first", async () => {
    const cache = new MemoryCache(3);
    await cache.set("a", 1, 60_000);
    await cache.set("b", 2, 60_000);
    await cache.set("c", 3, 60_000);
    await cache.get("a");
    await cache.set("d", 4, 60_000);
    expect(cache.size).toBe(3);
    expect(await cache.get("b")).toBeUndefined();
    expect((await cache.get("a"))?.value).toBe(1);
    expect((await cache.get("d"))?.value).toBe(4);
  });

  it("holds no more than 5,000 entries by default", async () => {
    const cache = new MemoryCache();
    for (let i = 0; i < 5_100; i++) await cache.set(`k${i}`, i, 60_000);
    expect(cache.size).toBe(5_000);
  });
});
