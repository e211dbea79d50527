import type { Logger } from "pino";
import type { Result } from "../../contract/errors.js";
import type { Cache } from "./cache.js";

/** How long a good answer is kept after it stops being fresh, to stand in when the upstream fails. */
export const DEFAULT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export interface Loader {
  /**
   * The cached answer for `key` if younger than `freshMs`; otherwise call `loader`. Identical
   * concurrent calls in this process share one call. When the loader fails, the last good copy
   * (however old) is served instead of the failure; failures themselves are never stored.
   */
  load<T, E>(key: string, freshMs: number, loader: () => Promise<Result<T, E>>): Promise<Result<T, E>>;
}

export interface LoaderOptions {
  /** How long good answers are kept (default 7 days). */
  keepMs?: number;
  /** The clock used to judge freshness (tests move it forward). */
  now?: () => number;
}

/** Wrap a cache with freshness, stale-on-error and in-flight sharing. */
export function createLoader(cache: Cache, log: Logger, options: LoaderOptions = {}): Loader {
  const keepMs = options.keepMs ?? DEFAULT_KEEP_MS;
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<Result<unknown, unknown>>>();

  async function refresh<T, E>(
    key: string,
    freshMs: number,
    loader: () => Promise<Result<T, E>>,
  ): Promise<Result<T, E>> {
    const entry = await cache.get<T>(key);
    if (entry && now() - entry.storedAt < freshMs) return { ok: true, value: entry.value };
    let result: Result<T, E>;
    try {
      result = await loader();
    } catch (error) {
      if (!entry) throw error;
      log.warn({ key, err: { type: (error as Error)?.name } }, "loader threw; serving the stale copy");
      return { ok: true, value: entry.value };
    }
    if (result.ok) {
      await cache.set(key, result.value, keepMs);
      return result;
    }
    if (entry) {
      log.warn({ key, ageMs: now() - entry.storedAt }, "upstream failed; serving the stale copy");
      return { ok: true, value: entry.value };
    }
    return result;
  }

  return {
    load<T, E>(key: string, freshMs: number, loader: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<Result<T, E>>;
      const started = refresh(key, freshMs, loader).finally(() => inFlight.delete(key));
      inFlight.set(key, started as Promise<Result<unknown, unknown>>);
      return started;
    },
  };
}
