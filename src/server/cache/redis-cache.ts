import Redis from "ioredis";
import type { Logger } from "pino";
import { errorFields } from "../logger.js";
import type { Cache, CacheEntry } from "./cache.js";
import { CACHE_MAX_ENTRY_BYTES } from "./policy.js";

export const REDIS_KEY_PREFIX = "rw:";
/** A Redis that answers slower than this is treated as down for that call: a miss, not a stall. */
export const REDIS_OP_TIMEOUT_MS = 500;

export interface RedisCacheOptions {
  /** Prepended to every key (default `rw:`); tests use their own. */
  prefix?: string;
  opTimeoutMs?: number;
  /** A larger entry is not stored (default 1 MB). */
  maxEntryBytes?: number;
}

class RedisOpTimeout extends Error {
  override name = "RedisOpTimeout";
}

function isEntry(x: unknown): x is CacheEntry {
  return typeof x === "object" && x !== null && "value" in x && typeof (x as CacheEntry).storedAt === "number";
}

/**
 * The shared cache: JSON entries `{ value, storedAt }` under `rw:<key>` with a PX expiry, so every
 * server process sees what any of them fetched. Any failure (down, slow, corrupt entry) is a miss
 * or a no-op, logged at warn once per outage rather than once per call. Every entry expires after
 * its keep time, so what a flood of one-off queries adds is bounded by that time; the tier that
 * splits memory has no meaning here (size Redis with `maxmemory` and a `volatile-*` policy).
 */
export class RedisCache implements Cache {
  readonly kind = "redis" as const;
  readonly #redis: Redis;
  readonly #owned: boolean;
  readonly #log: Logger;
  readonly #prefix: string;
  readonly #opTimeoutMs: number;
  readonly #maxEntryBytes: number;
  #failing = false;

  /** Pass a URL to own the connection (closed by `close()`), or a shared client (closed by its owner). */
  constructor(redis: Redis | string, log: Logger, options: RedisCacheOptions = {}) {
    this.#log = log;
    this.#prefix = options.prefix ?? REDIS_KEY_PREFIX;
    this.#opTimeoutMs = options.opTimeoutMs ?? REDIS_OP_TIMEOUT_MS;
    this.#maxEntryBytes = options.maxEntryBytes ?? CACHE_MAX_ENTRY_BYTES;
    this.#owned = typeof redis === "string";
    this.#redis =
      typeof redis === "string"
        ? new Redis(redis, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 })
        : redis;
    if (this.#owned) {
      this.#redis.on("error", (error: Error) => this.#failed("connection", error));
    }
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    if (this.#starting()) return undefined;
    try {
      const raw = await this.#withTimeout(this.#redis.get(this.#prefix + key));
      this.#recovered();
      if (raw === null) return undefined;
      const parsed: unknown = JSON.parse(raw);
      if (!isEntry(parsed)) {
        this.#log.warn({ cache: "redis", op: "get" }, "ignoring a malformed cache entry");
        return undefined;
      }
      return parsed;
    } catch (error) {
      this.#failed("get", error);
      return undefined;
    }
  }

  async set(key: string, value: unknown, keepMs: number): Promise<void> {
    const ttl = Math.ceil(keepMs);
    if (!(ttl > 0) || this.#starting()) return;
    try {
      const json = JSON.stringify({ value, storedAt: Date.now() } satisfies CacheEntry);
      // Too big: drop any older copy too, so a get never answers an outdated value.
      const op: Promise<unknown> =
        Buffer.byteLength(json) > this.#maxEntryBytes
          ? this.#redis.del(this.#prefix + key)
          : this.#redis.set(this.#prefix + key, json, "PX", ttl);
      await this.#withTimeout(op);
      this.#recovered();
    } catch (error) {
      this.#failed("set", error);
    }
  }

  async close(): Promise<void> {
    if (!this.#owned) return;
    try {
      await this.#withTimeout(this.#redis.quit());
    } catch (error) {
      this.#log.debug({ cache: "redis", err: errorFields(error) }, "redis quit failed");
      this.#redis.disconnect();
    }
  }

  /** Still connecting for the first time: a quiet miss rather than a warning at every start-up. */
  #starting(): boolean {
    const status = this.#redis.status;
    return status === "wait" || status === "connecting" || status === "connect";
  }

  #withTimeout<T>(op: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RedisOpTimeout(`no answer in ${this.#opTimeoutMs} ms`)), this.#opTimeoutMs);
    });
    // A late answer or rejection after the timeout must not surface as an unhandled rejection.
    op.catch(() => undefined);
    return Promise.race([op, timeout]).finally(() => clearTimeout(timer));
  }

  #failed(op: string, error: unknown): void {
    const info = { cache: "redis", op, err: errorFields(error) };
    if (this.#failing) {
      this.#log.debug(info, "redis cache still failing; treating as a miss");
      return;
    }
    this.#failing = true;
    this.#log.warn(info, "redis cache failing; treating as a miss");
  }

  #recovered(): void {
    if (!this.#failing) return;
    this.#failing = false;
    this.#log.info({ cache: "redis" }, "redis cache answering again");
  }
}
