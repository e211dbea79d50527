import type Redis from "ioredis";
import type { Logger } from "pino";
import type { AppDatabase } from "../db/database.js";

/** A store that does not answer within this long counts as down. */
export const READY_CHECK_TIMEOUT_MS = 1_000;

/** How often the stores are asked even when nobody polls `/api/ready`, so an outage is logged and counted. */
export const STORE_WATCH_INTERVAL_MS = 10_000;

export type CheckState = "up" | "down";
export type StoreName = "database" | "redis";
export interface ReadyReport {
  /** Send this server traffic: it serves the page and the catalogue. False only while draining. */
  ready: boolean;
  draining: boolean;
  /** Each store's state: a store down costs the features that need it, not the whole server. */
  checks: Partial<Record<StoreName, CheckState>>;
}

export interface Readiness {
  /** Ask each store once (each within `READY_CHECK_TIMEOUT_MS`). */
  report(): Promise<ReadyReport>;
  /** From now on the server is leaving: every report says not ready. */
  drain(): void;
  /** Whether `drain` was called. */
  isDraining(): boolean;
  /** Ask the stores every `STORE_WATCH_INTERVAL_MS` (unref'd); the function stops it. */
  watch(): () => void;
}

/** What an outage of each store costs, as logged when it starts. */
const DOWN_MESSAGE: Record<StoreName, string> = {
  database: "database down: signed-in calls answer 503 until it is back",
  redis: "redis down: every cache look-up misses, sign-in and sign-up are refused, other limits let requests through",
};

function withTimeout(work: Promise<unknown>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckState>((resolve) => {
    timer = setTimeout(() => resolve("down"), READY_CHECK_TIMEOUT_MS);
  });
  const answered = work.then(
    (): CheckState => "up",
    (): CheckState => "down",
  );
  return Promise.race([answered, timeout]).finally(() => clearTimeout(timer));
}

async function pingDatabase(database: AppDatabase): Promise<void> {
  if (database.kind === "sqlite") database.db.prepare("SELECT 1").get();
  else await database.pool.query("SELECT 1");
}

/**
 * Whether this process should get traffic, and the state of each store. The page, the static files,
 * the catalogue and signed-out browsing need no store, so a database or Redis outage keeps the
 * server ready (its signed-in calls answer 503 `store_unavailable` until the store is back); only
 * draining takes it out of rotation. A store changing state is logged once (warn down, info up).
 * Liveness (`/api/health`) stays separate: an outage is no reason to restart the process.
 */
export function createReadiness(stores: { database: AppDatabase; redis: Redis | undefined; log: Logger }): Readiness {
  let draining = false;
  const last: Partial<Record<StoreName, CheckState>> = {};
  const note = (store: StoreName, state: CheckState) => {
    const before = last[store];
    last[store] = state;
    if (before === state || (before === undefined && state === "up")) return;
    if (state === "down") stores.log.warn({ store }, DOWN_MESSAGE[store]);
    else stores.log.info({ store }, `${store} up again`);
  };
  const report = async (): Promise<ReadyReport> => {
    const [database, redis] = await Promise.all([
      withTimeout(pingDatabase(stores.database)),
      stores.redis ? withTimeout(stores.redis.ping()) : Promise.resolve(undefined),
    ]);
    const checks: ReadyReport["checks"] = { database };
    note("database", database);
    if (redis) {
      checks.redis = redis;
      note("redis", redis);
    }
    return { ready: !draining, draining, checks };
  };
  return {
    report,
    drain() {
      draining = true;
    },
    isDraining: () => draining,
    watch() {
      const timer = setInterval(() => void report(), STORE_WATCH_INTERVAL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
