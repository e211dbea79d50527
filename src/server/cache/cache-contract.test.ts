import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cache } from "./cache.js";
import { MemoryCache } from "./memory-cache.js";
import { RedisCache } from "./redis-cache.js";

const REDIS_TEST_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const silent = pino({ level: "silent" });
const prefix = `rw:test:${randomUUID()}:`;
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Redis is not reachable at ${REDIS_TEST_URL} (${(error as Error).message}); start it (DEVELOPERS.md) or set REDIS_URL`,
    );
  }
});

afterAll(async () => {
  if (redis?.status !== "ready") return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const makers: Array<[string, () => Cache]> = [
  ["MemoryCache", () => new MemoryCache()],
  ["RedisCache", () => new RedisCache(redis, silent, { prefix: `${prefix}${randomUUID()}:` })],
];

/** The same behaviour from both caches (STYLE.md: one suite runs against both implementations). */
describe.each(makers)("%s", (_name, make) => {
  it("misses on an unknown key", async () => {
    expect(await make().get("nothing-here")).toBeUndefined();
  });

  it("returns a JSON value with the time it was stored", async () => {
    const cache = make();
    const before = Date.now();
    await cache.set("k", { results: [{ id: 1, title: "Heat", poster_path: null }] }, 60_000);
    const entry = await cache.get<{ results: unknown[] }>("k");
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
    await new Promise((r) => setTimeout(r, 120));
    expect(await cache.get("short")).toBeUndefined();
  });

  it("keeps nothing for a zero keep time", async () => {
    const cache = make();
    await cache.set("zero", "x", 0);
    expect(await cache.get("zero")).toBeUndefined();
  });
});
