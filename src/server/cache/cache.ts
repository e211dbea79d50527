import type { CacheTier } from "./policy.js";

/** A stored value and when it was stored (ms since epoch), so callers can judge freshness. */
export interface CacheEntry<T = unknown> {
  value: T;
  storedAt: number;
}

/**
 * A key-value store for JSON-serialisable responses: in-process (`memory-cache.ts`) or Redis
 * (`redis-cache.ts`) so several servers share it. Failures never throw: a broken cache is a miss.
 * What `get` answers is unchecked: read through the loader (`cached.ts`), which parses it.
 */
export interface Cache {
  readonly kind: "memory" | "redis";
  get(key: string): Promise<CacheEntry | undefined>;
  /**
   * Keep the value for `keepMs` (longer than its freshness, so a stale copy can stand in on errors).
   * `tier` says which memory budget it counts against (default `query`); Redis has one space.
   */
  set(key: string, value: unknown, keepMs: number, tier?: CacheTier): Promise<void>;
  close(): Promise<void>;
}
