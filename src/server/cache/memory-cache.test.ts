import { describe, expect, it } from "vitest";
import { entryBytes, MEMORY_CACHE_MAX_BYTES, MEMORY_ENTRY_OVERHEAD_BYTES, MemoryCache } from "./memory-cache.js";
import { CACHE_MAX_ENTRY_BYTES } from "./policy.js";

const MINUTE = 60_000;

/** A TMDB-like page of 20 movies, about `bytes` long as JSON. */
function page(seed: string, bytes: number) {
  const overview = `${seed} `.repeat(Math.ceil(bytes / 20 / (seed.length + 1)));
  return Array.from({ length: 20 }, (_, i) => ({ id: i, title: `${seed} ${i}`, overview, poster_path: null }));
}

describe("MemoryCache sizes", () => {
  it("counts an entry as its key and UTF-8 JSON plus a fixed overhead", () => {
    expect(entryBytes("k", { a: "é" })).toBe(1 + '{"a":"é"}'.length + 1 + MEMORY_ENTRY_OVERHEAD_BYTES);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(entryBytes("k", cycle)).toBeUndefined();
  });

  it("tracks the bytes it holds, per tier", async () => {
    const cache = new MemoryCache();
    await cache.set("list", [1, 2, 3], MINUTE, "shared");
    await cache.set("search", "abc", MINUTE);
    expect(cache.bytes).toEqual({
      shared: entryBytes("list", [1, 2, 3]),
      query: entryBytes("search", "abc"),
      total: (entryBytes("list", [1, 2, 3]) ?? 0) + (entryBytes("search", "abc") ?? 0),
    });
  });

  it("drops the least recently used entry of a tier once its bytes are spent", async () => {
    const one = entryBytes("a", "x".repeat(100)) ?? 0;
    const cache = new MemoryCache({ maxBytes: 4 * one, sharedBytes: one });
    await cache.set("a", "x".repeat(100), MINUTE);
    await cache.set("b", "x".repeat(100), MINUTE);
    await cache.set("c", "x".repeat(100), MINUTE);
    await cache.get("a");
    await cache.set("d", "x".repeat(100), MINUTE);
    expect(cache.size).toBe(3);
    expect(await cache.get("b")).toBeUndefined();
    expect((await cache.get("a"))?.value).toBe("x".repeat(100));
    expect((await cache.get("d"))?.value).toBe("x".repeat(100));
    expect(cache.bytes.total).toBeLessThanOrEqual(4 * one);
  });

  it("does not store an entry over 1 MB, and forgets the older copy of its key", async () => {
    const cache = new MemoryCache();
    await cache.set("big", "small", MINUTE);
    await cache.set("big", "x".repeat(CACHE_MAX_ENTRY_BYTES), MINUTE);
    expect(await cache.get("big")).toBeUndefined();
    expect(cache.bytes.total).toBe(0);
    await cache.set("fits", "x".repeat(CACHE_MAX_ENTRY_BYTES - 1_000), MINUTE);
    expect(await cache.get("fits")).toBeDefined();
  });

  it("keeps a key in one tier: moving it frees its bytes in the other", async () => {
    const cache = new MemoryCache();
    await cache.set("k", "query copy", MINUTE);
    await cache.set("k", "shared copy", MINUTE, "shared");
    expect(cache.bytes.query).toBe(0);
    expect((await cache.get("k"))?.value).toBe("shared copy");
    expect(cache.size).toBe(1);
  });

  it("refuses a shared tier that takes none or all of the bytes", () => {
    expect(() => new MemoryCache({ maxBytes: 100, sharedBytes: 100 })).toThrow(RangeError);
    expect(() => new MemoryCache({ maxBytes: 100, sharedBytes: 0 })).toThrow(RangeError);
  });
});

describe("MemoryCache under a flood", () => {
  it("keeps every shared list through 10,000 distinct large searches, within the byte cap", async () => {
    const cache = new MemoryCache();
    const lists: string[] = [];
    for (const kind of ["now-playing", "popular", "upcoming", "top-rated"]) {
      for (const language of ["EN", "AR", "spanish"]) {
        const key = `list:${kind}:${language}`;
        lists.push(key);
        await cache.set(key, page(key, 10_000), MINUTE, "shared");
      }
    }
    let peak = 0;
    for (let i = 0; i < 10_000; i++) {
      await cache.set(`search:${"q".repeat(200)}${i}`, page(`s${i}`, 8_000), MINUTE);
      peak = Math.max(peak, cache.bytes.total);
    }
    for (const key of lists) expect((await cache.get(key))?.value, key).toEqual(page(key, 10_000));
    expect(peak).toBeLessThanOrEqual(MEMORY_CACHE_MAX_BYTES);
    expect(cache.bytes.query).toBeGreaterThan(MEMORY_CACHE_MAX_BYTES / 2); // the searches did fill their tier
    expect(await cache.get(`search:${"q".repeat(200)}9999`)).toBeDefined();
    expect(await cache.get(`search:${"q".repeat(200)}0`)).toBeUndefined();
  });
});
