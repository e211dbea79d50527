/** A stored value and when it was stored (ms since epoch), so callers can judge freshness. */
export interface CacheEntry<T = unknown> {
  value: T;
  storedAt: number;
}

/**
 * A key-value store for JSON-serialisable responses: in-process (`memory-cache.ts`) or Redis
 * (`redis-cache.ts`) so several servers share it. Failures never throw: a broken cache is a miss.
 */
export interface Cache {
  readonly kind: "memory" | "redis";
  get<T>(key: string): Promise<CacheEntry<T> | undefined>;
  /** Keep the value for `keepMs` (longer than its freshness, so a stale copy can stand in on errors). */
  set(key: string, value: unknown, keepMs: number): Promise<void>;
  close(): Promise<void>;
}
