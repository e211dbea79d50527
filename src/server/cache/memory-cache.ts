import { LRUCache } from "lru-cache";
import type { Cache, CacheEntry } from "./cache.js";

/** Enough for every list × language, thousands of searches and trailers, in a few tens of MB at most. */
export const MEMORY_CACHE_MAX_ENTRIES = 5_000;

/**
 * The in-process cache: an LRU bounded by entry count, each entry kept for its own `keepMs`.
 * Values are shared, not copied: callers treat what they get as read-only.
 */
export class MemoryCache implements Cache {
  readonly kind = "memory" as const;
  readonly #lru: LRUCache<string, CacheEntry>;

  constructor(maxEntries = MEMORY_CACHE_MAX_ENTRIES) {
    this.#lru = new LRUCache<string, CacheEntry>({ max: maxEntries });
  }

  async get<T>(key: string): Promise<CacheEntry<T> | undefined> {
    return this.#lru.get(key) as CacheEntry<T> | undefined;
  }

  async set(key: string, value: unknown, keepMs: number): Promise<void> {
    if (!(keepMs > 0)) return;
    this.#lru.set(key, { value, storedAt: Date.now() }, { ttl: keepMs });
  }

  /** How many entries are held (tests, diagnostics). */
  get size(): number {
    return this.#lru.size;
  }

  async close(): Promise<void> {
    this.#lru.clear();
  }
}
