import { randomUUID } from "node:crypto";
import type Redis from "ioredis";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import { redisClientForSuite, redisForTests } from "../../../tests/fakes/stores.js";
import { err, ok } from "../../contract/errors.js";
import { createLoader } from "./cached.js";
import { CACHE_KINDS, CACHE_MAX_ENTRY_BYTES, CACHE_POLICY } from "./policy.js";
import { RedisCache } from "./redis-cache.js";

const store = await redisForTests();
const prefix = `rw:test:${randomUUID()}:`;
let redis: Redis;

describe.skipIf(!store.up)(`over the Redis at ${store.url}`, () => {
  redisClientForSuite(store.url, prefix, (client) => {
    redis = client;
  });

  /** A loader over Redis, its own key space, a clock the test moves, and the log lines it wrote. */
  function setup() {
    const lines: string[] = [];
    const log = captureLogger(lines);
    const space = `${prefix}${randomUUID()}:`;
    const cache = new RedisCache(redis, log, { prefix: space });
    let offset = 0;
    const loader = createLoader(cache, log, { now: () => Date.now() + offset });
    return { cache, loader, lines, space, advance: (ms: number) => (offset += ms) };
  }

  describe("createLoader over Redis", () => {
    it.each(CACHE_KINDS)("keeps a %s entry for its kind's keep time", async (kind) => {
      const { loader, space } = setup();
      await loader.load("k", { kind, schema: z.string() }, async () => ok("v"));
      const ttl = await redis.pttl(`${space}k`);
      expect(ttl).toBeGreaterThan(CACHE_POLICY[kind].keepMs - 60_000);
      expect(ttl).toBeLessThanOrEqual(CACHE_POLICY[kind].keepMs);
    });

    it("treats an entry of the wrong shape as a miss and stores the new answer over it", async () => {
      const { loader, space, lines } = setup();
      const stored = JSON.stringify({ value: { names: "not a list" }, storedAt: Date.now() });
      await redis.set(`${space}names`, stored, "PX", 60_000);
      const spec = { kind: "suggestion" as const, schema: z.array(z.string()) };
      expect(await loader.load("names", spec, async () => ok(["Heat"]))).toEqual(ok(["Heat"]));
      expect(JSON.parse((await redis.get(`${space}names`)) ?? "null")).toMatchObject({ value: ["Heat"] });
      expect(lines.filter((l) => l.includes("wrong shape") && l.includes('"level":40'))).toHaveLength(1);
    });

    it("serves the stale copy from Redis when the upstream fails", async () => {
      const { loader, advance } = setup();
      const spec = { kind: "list" as const, schema: z.array(z.number()) };
      await loader.load("list", spec, async () => ok([1, 2, 3]));
      advance(CACHE_POLICY.list.freshMs + 1);
      expect(await loader.load("list", spec, async () => err({ code: "upstream_unavailable" }))).toEqual(ok([1, 2, 3]));
    });

    it("shares an entry with a second server's loader", async () => {
      const a = setup();
      const b = createLoader(new RedisCache(redis, pino({ level: "silent" }), { prefix: a.space }));
      const spec = { kind: "trailer" as const, schema: z.array(z.object({ type: z.string(), key: z.string() })) };
      await a.loader.load("videos", spec, async () => ok([{ type: "Trailer", key: "abc" }]));
      let calls = 0;
      const answer = await b.load("videos", spec, async () => {
        calls++;
        return ok([]);
      });
      expect(answer).toEqual(ok([{ type: "Trailer", key: "abc" }]));
      expect(calls).toBe(0);
    });
  });

  describe("RedisCache entry size", () => {
    it("does not store an entry over 1 MB, and forgets the older copy of its key", async () => {
      const { cache, space } = setup();
      await cache.set("big", "small", 60_000);
      await cache.set("big", "x".repeat(CACHE_MAX_ENTRY_BYTES), 60_000);
      expect(await redis.exists(`${space}big`)).toBe(0);
      await cache.set("fits", "x".repeat(CACHE_MAX_ENTRY_BYTES - 1_000), 60_000);
      expect(await redis.exists(`${space}fits`)).toBe(1);
    });
  });
});
