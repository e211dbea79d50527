import { randomUUID } from "node:crypto";
import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import { Writable } from "node:stream";
import Redis from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCache } from "./index.js";
import { RedisCache } from "./redis-cache.js";

const REDIS_TEST_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `rw:test:${randomUUID()}:`;
let redis: Redis;

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, log: pino({ level: "debug" }, stream) };
}

beforeAll(async () => {
  redis = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Redis is not reachable at ${REDIS_TEST_URL} (${(error as Error).message}); start it (DEVELOPERS.md)`,
    );
  }
});

afterAll(async () => {
  if (redis?.status !== "ready") return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe("RedisCache", () => {
  it("stores JSON under the prefix with a PX expiry", async () => {
    const cache = new RedisCache(redis, pino({ level: "silent" }), { prefix });
    await cache.set("tmdb:/3/movie/popular?language=en-US&page=1", { n: 1 }, 60_000);
    const raw = await redis.get(`${prefix}tmdb:/3/movie/popular?language=en-US&page=1`);
    expect(JSON.parse(raw ?? "null")).toMatchObject({ value: { n: 1 }, storedAt: expect.any(Number) });
    const ttl = await redis.pttl(`${prefix}tmdb:/3/movie/popular?language=en-US&page=1`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("uses the rw: prefix by default", async () => {
    const key = `test:${randomUUID()}`;
    const cache = new RedisCache(redis, pino({ level: "silent" }));
    await cache.set(key, "v", 5_000);
    expect(await redis.exists(`rw:${key}`)).toBe(1);
    await redis.del(`rw:${key}`);
  });

  it("shares entries between two instances (two server processes)", async () => {
    const a = new RedisCache(redis, pino({ level: "silent" }), { prefix });
    const b = createCache(REDIS_TEST_URL, pino({ level: "silent" }));
    expect(b.kind).toBe("redis");
    const other = new RedisCache(REDIS_TEST_URL, pino({ level: "silent" }), { prefix });
    await new Promise((r) => setTimeout(r, 200)); // let the owned connection come up
    await a.set("shared", [1, 2, 3], 60_000);
    expect((await other.get("shared"))?.value).toEqual([1, 2, 3]);
    await other.close();
    await b.close();
  });

  it("treats a malformed entry as a miss", async () => {
    const { lines, log } = capture();
    const cache = new RedisCache(redis, log, { prefix });
    await redis.set(`${prefix}bad-json`, "{not json", "PX", 60_000);
    await redis.set(`${prefix}bad-shape`, JSON.stringify({ hello: 1 }), "PX", 60_000);
    expect(await cache.get("bad-json")).toBeUndefined();
    expect(await cache.get("bad-shape")).toBeUndefined();
    expect(lines.some((l) => l.level === 40)).toBe(true);
  });

  it("never throws when Redis is unreachable: misses, no-ops, one warning", async () => {
    const { lines, log } = capture();
    const cache = new RedisCache("redis://127.0.0.1:1", log, { prefix });
    const started = Date.now();
    const tryAll = async () => {
      for (let i = 0; i < 5; i++) {
        expect(await cache.get("k")).toBeUndefined();
        await expect(cache.set("k", 1, 1_000)).resolves.toBeUndefined();
      }
    };
    await tryAll(); // still connecting
    await new Promise((r) => setTimeout(r, 300));
    await tryAll(); // refused, reconnecting
    expect(Date.now() - started).toBeLessThan(3_000);
    const warnings = lines.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ cache: "redis" });
    await cache.close();
  });

  it("answers a miss within its op timeout when Redis stalls", async () => {
    // A proxy in front of the real Redis that stops passing commands on when told: a stalled Redis.
    const target = new URL(REDIS_TEST_URL);
    let stalling = false;
    const sockets: Socket[] = [];
    const proxy = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      sockets.push(client, upstream);
      client.on("data", (chunk) => {
        if (!stalling) upstream.write(chunk);
      });
      upstream.pipe(client);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const { port } = proxy.address() as AddressInfo;
    const stalled = new Redis({ host: "127.0.0.1", port, maxRetriesPerRequest: 1 });
    stalled.on("error", () => undefined);
    await new Promise((resolve) => stalled.once("ready", resolve));
    const cache = new RedisCache(stalled, pino({ level: "silent" }), { prefix, opTimeoutMs: 100 });
    await cache.set("through-proxy", 1, 5_000);
    expect((await cache.get("through-proxy"))?.value).toBe(1);

    stalling = true;
    const started = Date.now();
    expect(await cache.get("through-proxy")).toBeUndefined();
    await expect(cache.set("anything", 1, 1_000)).resolves.toBeUndefined();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(180); // both calls waited for their timeout
    expect(elapsed).toBeLessThan(500);
    stalled.disconnect();
    for (const socket of sockets) socket.destroy();
    proxy.close();
  });
});

describe("createCache", () => {
  it("is in-process without a Redis URL", async () => {
    const cache = createCache(undefined, pino({ level: "silent" }));
    expect(cache.kind).toBe("memory");
    await cache.close();
  });

  it("uses a shared client without closing it", async () => {
    const cache = createCache(redis, pino({ level: "silent" }));
    expect(cache.kind).toBe("redis");
    await cache.close();
    expect(redis.status).toBe("ready");
  });
});
