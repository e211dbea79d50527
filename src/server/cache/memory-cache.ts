import { LRUCache } from "lru-cache";
import type { Cache, CacheEntry } from "./cache.js";
import { CACHE_MAX_ENTRY_BYTES, type CacheTier } from "./policy.js";

/** All the memory the in-process cache may hold, both tiers together. */
export const MEMORY_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** The part reserved for the shared tier (the lists: 12 entries of ~10 KB today). */
export const MEMORY_CACHE_SHARED_BYTES = 4 * 1024 * 1024;
/** Counted for each entry on top of its key and JSON, for the entry object and the LRU's bookkeeping. */
export const MEMORY_ENTRY_OVERHEAD_BYTES = 256;

export interface MemoryCacheOptions {
  /** Both tiers together (default 32 MB). */
  maxBytes?: number;
  /** Of `maxBytes`, the shared tier's part (default 4 MB); the query tier gets the rest. */
  sharedBytes?: number;
  /** A larger entry is not stored (default 1 MB). */
  maxEntryBytes?: number;
}

/** Roughly what an entry costs: its key and its value as UTF-8 JSON, plus a fixed overhead. */
export function entryBytes(key: string, value: unknown): number | undefined {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return undefined; // not JSON (a cycle, a BigInt): not cacheable
  }
  return Buffer.byteLength(key) + Buffer.byteLength(json ?? "") + MEMORY_ENTRY_OVERHEAD_BYTES;
}

/**
 * The in-process cache: two LRUs bounded by bytes, one per tier, so however many distinct
 * searches arrive they only ever evict each other, never the shared lists. Each entry is kept
 * for its own `keepMs`; a key lives in one tier at a time. Values are shared, not copied:
 * callers treat what they get as read-only.
 */
export class MemoryCache implements Cache {
  readonly kind = "memory" as const;
  readonly #tiers: Readonly<Record<CacheTier, LRUCache<string, CacheEntry>>>;
  readonly #maxEntryBytes: number;

  constructor(options: MemoryCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? MEMORY_CACHE_MAX_BYTES;
    const sharedBytes = options.sharedBytes ?? MEMORY_CACHE_SHARED_BYTES;
    if (!(sharedBytes > 0 && sharedBytes < maxBytes)) {
      throw new RangeError("the shared tier must get some but not all of maxBytes");
    }
    this.#maxEntryBytes = options.maxEntryBytes ?? CACHE_MAX_ENTRY_BYTES;
    this.#tiers = {
      shared: new LRUCache<string, CacheEntry>({ maxSize: sharedBytes }),
      query: new LRUCache<string, CacheEntry>({ maxSize: maxBytes - sharedBytes }),
    };
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    return this.#tiers.shared.get(key) ?? this.#tiers.query.get(key);
  }

  async set(key: string, value: unknown, keepMs: number, tier: CacheTier = "query"): Promise<void> {
    this.#tiers[tier === "shared" ? "query" : "shared"].delete(key);
    const lru = this.#tiers[tier];
    const size = entryBytes(key, value);
    // Too big or not JSON: drop any older copy too, so a get never answers an outdated value.
    if (!(keepMs > 0) || size === undefined || size > this.#maxEntryBytes || size > lru.maxSize) {
      lru.delete(key);
      return;
    }
    lru.set(key, { value, storedAt: Date.now() }, { ttl: keepMs, size });
  }

  /** How many entries are held (tests, diagnostics). */
  get size(): number {
    return this.#tiers.shared.size + this.#tiers.query.size;
  }

  /** The bytes counted against the caps, per tier and in all. */
  get bytes(): { shared: number; query: number; total: number } {
    const shared = this.#tiers.shared.calculatedSize;
    const query = this.#tiers.query.calculatedSize;
    return { shared, query, total: shared + query };
  }

  async close(): Promise<void> {
    this.#tiers.shared.clear();
    this.#tiers.query.clear();
  }
}
