import { randomUUID } from "node:crypto";
import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import { Writable } from "node:stream";
import Redis from "ioredis";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { redisClientForSuite, redisForTests } from "../../../tests/fakes/stores.js";
import { waitFor } from "../../../tests/fakes/wait.js";
import { createCache } from "./index.js";
import { RedisCache } from "./redis-cache.js";

const store = await redisForTests();
const REDIS_TEST_URL = store.url;
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

describe.skipIf(!store.up)(`over the Redis at ${REDIS_TEST_URL}`, () => {
  redisClientForSuite(REDIS_TEST_URL, prefix, (client) => {
    redis = client;
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
      const b = await createCache(REDIS_TEST_URL, pino({ level: "silent" }));
      expect(b.kind).toBe("redis");
      const other = new RedisCache(REDIS_TEST_URL, pino({ level: "silent" }), { prefix });
      await a.set("shared", [1, 2, 3], 60_000);
      // The owned connection comes up in the background; until then `other` answers misses.
      await waitFor(async () => (await other.get("shared")) !== undefined, { message: "the owned connection" });
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
      const opTimeoutMs = 200;
      const cache = new RedisCache("redis://127.0.0.1:1", log, { prefix, opTimeoutMs });
      const tryAll = async () => {
        for (let i = 0; i < 5; i++) {
          // No call waits for a Redis that is not there (it never comes): each answers at all.
          expect(await cache.get("k")).toBeUndefined();
          await expect(cache.set("k", 1, 1_000)).resolves.toBeUndefined();
        }
      };
      await tryAll(); // still connecting
      await waitFor(() => lines.some((l) => l.level === 40), { message: "the refused connection's warning" });
      await tryAll(); // refused, reconnecting
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
      const opTimeoutMs = 200;
      const cache = new RedisCache(stalled, pino({ level: "silent" }), { prefix, opTimeoutMs });
      await cache.set("through-proxy", 1, 5_000);
      expect((await cache.get("through-proxy"))?.value).toBe(1);

      stalling = true;
      // A stalled Redis never answers: each call gives up at its op timeout, not before (that it
      // gives up at all is the answer arriving; how long after is not asserted).
      const timed = async (call: () => Promise<unknown>) => {
        const started = Date.now();
        const value = await call();
        return { value, elapsed: Date.now() - started };
      };
      const get = await timed(() => cache.get("through-proxy"));
      const set = await timed(() => cache.set("anything", 1, 1_000));
      expect(get.value).toBeUndefined();
      expect(set.value).toBeUndefined();
      for (const { elapsed } of [get, set]) {
        expect(elapsed).toBeGreaterThanOrEqual(opTimeoutMs - 10); // it waited for its timeout
      }
      stalled.disconnect();
      for (const socket of sockets) socket.destroy();
      proxy.close();
    });
  });

  describe("createCache over Redis", () => {
    it("uses a shared client without closing it", async () => {
      const cache = await createCache(redis, pino({ level: "silent" }));
      expect(cache.kind).toBe("redis");
      await cache.close();
      expect(redis.status).toBe("ready");
    });
  });
});

describe("createCache", () => {
  it("is in-process without a Redis URL", async () => {
    const cache = await createCache(undefined, pino({ level: "silent" }));
    expect(cache.kind).toBe("memory");
    await cache.close();
  });
});
