/**
 * What is cached, for how long, and where it lives in memory: the one table both caches follow.
 *
 * - `list`: the four shared movie lists per language. Every visitor needs them, so they live in
 *   their own memory tier that per-query entries cannot evict, and stay a day so a stale copy can
 *   stand in while TMDB is down.
 * - `search`: one TMDB search text. Anyone can make new ones, so they are kept only a few hours.
 * - `trailer`: a movie's videos (the trailer is chosen from them). Few and slow to change.
 * - `movie`: one film's details, for a shared link to a film in no row. Slow to change.
 * - `suggestion`: the names a suggester gave for one query.
 */
export const CACHE_KINDS = ["list", "search", "trailer", "movie", "suggestion"] as const;
export type CacheKind = (typeof CACHE_KINDS)[number];

/** `shared`: a small fixed set every user reads. `query`: one entry per distinct request, unbounded in number. */
export type CacheTier = "shared" | "query";

export interface CachePolicy {
  /** A copy younger than this is served without asking the upstream. */
  freshMs: number;
  /** How long a copy is kept at all (memory and Redis): past freshness it only stands in on failures. */
  keepMs: number;
  tier: CacheTier;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CACHE_POLICY: Readonly<Record<CacheKind, Readonly<CachePolicy>>> = {
  list: { freshMs: 10 * MINUTE, keepMs: DAY, tier: "shared" },
  search: { freshMs: HOUR, keepMs: 3 * HOUR, tier: "query" },
  trailer: { freshMs: DAY, keepMs: 7 * DAY, tier: "query" },
  movie: { freshMs: DAY, keepMs: 7 * DAY, tier: "query" },
  suggestion: { freshMs: HOUR, keepMs: HOUR, tier: "query" },
};

/**
 * Part of every cache key. Bump it whenever the shape of a stored value changes, so entries
 * written by an older server are never read by a newer one (in Redis they simply expire).
 */
export const CACHE_KEY_VERSION = "v2";

/** `<namespace>:<version>:<rest>`, e.g. `tmdb:v2:/3/movie/popular?language=en-US&page=1`. */
export function versionedKey(namespace: string, rest: string): string {
  return `${namespace}:${CACHE_KEY_VERSION}:${rest}`;
}

/** A value whose JSON is larger than this is not cached anywhere (a TMDB page is ~10 KB). */
export const CACHE_MAX_ENTRY_BYTES = 1024 * 1024;
