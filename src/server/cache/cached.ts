import type { Logger } from "pino";
import { type $ZodType, safeParse } from "zod/v4/core";
import type { Result } from "../../contract/errors.js";
import { errorFields } from "../logger.js";
import { reportCacheLookup } from "../ops/telemetry.js";
import type { Cache, CacheEntry } from "./cache.js";
import { CACHE_POLICY, type CacheKind } from "./policy.js";

/** What one cached call is: its row of the policy table and the shape its value must have. */
export interface LoadSpec<T> {
  /** Picks freshness, keep time and memory tier from `CACHE_POLICY`. */
  kind: CacheKind;
  /** A stored value that does not parse is a miss, never a wrongly typed answer. */
  schema: $ZodType<T>;
  /** Whether a good answer is worth storing (default: every one); others are answered, not kept. */
  store?: (value: T) => boolean;
  /** Where this call's warnings go (e.g. the request's logger), instead of the loader's. */
  log?: Logger;
}

export interface Loader {
  /**
   * The cached answer for `key` if fresh for its kind; otherwise call `loader`. Identical
   * concurrent calls in this process share one call. When the loader fails, the last good copy
   * (however old, while kept) is served instead of the failure; failures are never stored.
   */
  load<T, E>(key: string, spec: LoadSpec<T>, loader: () => Promise<Result<T, E>>): Promise<Result<T, E>>;
}

export interface LoaderOptions {
  /** The clock used to judge freshness (tests move it forward). */
  now?: () => number;
}

/** What a log line names: keys of searches and suggestions hold what a user typed, so only their kind. */
function logged(key: string, kind: CacheKind): { kind: CacheKind; key?: string } {
  return kind === "search" || kind === "suggestion" ? { kind } : { kind, key };
}

/**
 * Wrap a cache with per-kind freshness and keep times, parsing, stale-on-error and in-flight
 * sharing. Warnings go to the call's logger, else to `log`; with neither they are not written.
 */
export function createLoader(cache: Cache, log?: Logger, options: LoaderOptions = {}): Loader {
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<Result<unknown, unknown>>>();
  const warnedKinds = new Set<CacheKind>();

  /** The stored copy if it has the expected shape; a mismatch is a miss, at warn the first time per kind. */
  async function read<T>(key: string, spec: LoadSpec<T>): Promise<CacheEntry<T> | undefined> {
    const entry = await cache.get(key);
    if (!entry) return undefined;
    const parsed = safeParse(spec.schema, entry.value);
    if (parsed.success) return { value: parsed.data, storedAt: entry.storedAt };
    const first = !warnedKinds.has(spec.kind);
    warnedKinds.add(spec.kind);
    (spec.log ?? log)?.[first ? "warn" : "debug"](
      logged(key, spec.kind),
      "cached value has the wrong shape; treating it as a miss",
    );
    return undefined;
  }

  async function refresh<T, E>(
    key: string,
    spec: LoadSpec<T>,
    loader: () => Promise<Result<T, E>>,
  ): Promise<Result<T, E>> {
    const policy = CACHE_POLICY[spec.kind];
    const entry = await read(key, spec);
    const fresh = entry !== undefined && now() - entry.storedAt < policy.freshMs;
    reportCacheLookup({ kind: spec.kind, result: fresh ? "hit" : entry ? "stale" : "miss" });
    if (entry && fresh) return { ok: true, value: entry.value };
    let result: Result<T, E>;
    try {
      result = await loader();
    } catch (error) {
      if (!entry) throw error;
      (spec.log ?? log)?.warn(
        { ...logged(key, spec.kind), err: errorFields(error) },
        "loader threw; serving the stale copy",
      );
      return { ok: true, value: entry.value };
    }
    if (result.ok) {
      if (spec.store?.(result.value) ?? true) await cache.set(key, result.value, policy.keepMs, policy.tier);
      return result;
    }
    if (entry) {
      (spec.log ?? log)?.warn(
        { ...logged(key, spec.kind), ageMs: now() - entry.storedAt },
        "upstream failed; serving the stale copy",
      );
      return { ok: true, value: entry.value };
    }
    return result;
  }

  return {
    load<T, E>(key: string, spec: LoadSpec<T>, loader: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<Result<T, E>>;
      const started = refresh(key, spec, loader).finally(() => inFlight.delete(key));
      inFlight.set(key, started as Promise<Result<unknown, unknown>>);
      return started;
    },
  };
}
