import { randomUUID } from "node:crypto";
import type Redis from "ioredis";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { redisClientForSuite, redisForTests } from "../../../tests/fakes/stores.js";
import { waitFor } from "../../../tests/fakes/wait.js";
import type { Cache } from "./cache.js";
import { MemoryCache } from "./memory-cache.js";
import { RedisCache } from "./redis-cache.js";

const store = await redisForTests();
const silent = pino({ level: "silent" });
const prefix = `rw:test:${randomUUID()}:`;

/** The same behaviour from both caches (STYLE.md: one suite runs against both implementations). */
function cacheContract(make: () => Cache) {
  it("misses on an unknown key", async () => {
    expect(await make().get("nothing-here")).toBeUndefined();
  });

  it("returns a JSON value with the time it was stored", async () => {
    const cache = make();
    const before = Date.now();
    await cache.set("k", { results: [{ id: 1, title: "Heat", poster_path: null }] }, 60_000);
    const entry = await cache.get("k");
    expect(entry?.value).toEqual({ results: [{ id: 1, title: "Heat", poster_path: null }] });
    expect(entry?.storedAt).toBeGreaterThanOrEqual(before);
    expect(entry?.storedAt).toBeLessThanOrEqual(Date.now());
  });

  it("overwrites a key", async () => {
    const cache = make();
    await cache.set("k", 1, 60_000);
    await cache.set("k", 2, 60_000);
    expect((await cache.get("k"))?.value).toBe(2);
  });

  it("forgets an entry after its keep time", async () => {
    const cache = make();
    await cache.set("short", "x", 50);
    expect((await cache.get("short"))?.value).toBe("x");
    // Gone once its keep time has passed (Redis expires keys on its own clock: poll, do not guess).
    await waitFor(async () => (await cache.get("short")) === undefined, { timeoutMs: 5_000, message: "expiry" });
    expect(await cache.get("short")).toBeUndefined();
  });

  it("keeps nothing for a zero keep time", async () => {
    const cache = make();
    await cache.set("zero", "x", 0);
    expect(await cache.get("zero")).toBeUndefined();
  });
}

describe("MemoryCache", () => cacheContract(() => new MemoryCache()));

describe.skipIf(!store.up)("RedisCache", () => {
  let redis: Redis;
  redisClientForSuite(store.url, prefix, (client) => {
    redis = client;
  });
  cacheContract(() => new RedisCache(redis, silent, { prefix: `${prefix}${randomUUID()}:` }));
});
