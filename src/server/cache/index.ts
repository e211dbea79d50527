import type Redis from "ioredis";
import type { Logger } from "pino";
import type { Cache } from "./cache.js";
import { MemoryCache } from "./memory-cache.js";
import { RedisCache } from "./redis-cache.js";

export type { Cache, CacheEntry } from "./cache.js";
export { createLoader, type Loader, type LoadSpec } from "./cached.js";
export { MemoryCache, type MemoryCacheOptions } from "./memory-cache.js";
export { CACHE_KEY_VERSION, CACHE_POLICY, type CacheKind, type CacheTier, versionedKey } from "./policy.js";
export { RedisCache } from "./redis-cache.js";

/**
 * Redis when a URL (or an already connected client shared with the rate limiter) is given,
 * otherwise in-process. A URL makes the cache own its connection; a client stays its owner's.
 */
export function createCache(redis: string | Redis | undefined, log: Logger): Cache {
  if (redis === undefined || redis === "") return new MemoryCache();
  return new RedisCache(redis, log.child({ component: "cache" }));
}
