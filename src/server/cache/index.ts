import type Redis from "ioredis";
import type { Logger } from "pino";
import type { Cache } from "./cache.js";
import { MemoryCache } from "./memory-cache.js";

export type { Cache, CacheEntry } from "./cache.js";
export { createLoader, type Loader, type LoadSpec } from "./cached.js";
export { MemoryCache, type MemoryCacheOptions } from "./memory-cache.js";
export { CACHE_KEY_VERSION, CACHE_POLICY, type CacheKind, type CacheTier, versionedKey } from "./policy.js";

/**
 * Redis when a URL (or an already connected client shared with the rate limiter) is given,
 * otherwise in-process. A URL makes the cache own its connection; a client stays its owner's.
 * The Redis cache (and with it ioredis) is imported only when Redis is configured.
 */
export async function createCache(redis: string | Redis | undefined, log: Logger): Promise<Cache> {
  if (redis === undefined || redis === "") return new MemoryCache();
  const { RedisCache } = await import("./redis-cache.js");
  return new RedisCache(redis, log.child({ component: "cache" }));
}
