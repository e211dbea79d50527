import type Redis from "ioredis";
import type { AppDatabase } from "../db/database.js";

/** A store that does not answer within this long counts as down. */
export const READY_CHECK_TIMEOUT_MS = 1_000;

export type CheckState = "up" | "down";
export interface ReadyReport {
  ready: boolean;
  draining: boolean;
  checks: Record<string, CheckState>;
}

export interface Readiness {
  /** Ask each store once (each within `READY_CHECK_TIMEOUT_MS`). */
  report(): Promise<ReadyReport>;
  /** From now on the server is leaving: every report says not ready. */
  drain(): void;
}

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
 * Whether this process should get traffic: the database answers, Redis answers (when configured),
 * and it is not shutting down. Liveness (`/api/health`) stays separate: a store outage is no
 * reason to restart the process.
 */
export function createReadiness(stores: { database: AppDatabase; redis: Redis | undefined }): Readiness {
  let draining = false;
  return {
    async report() {
      const checks: Record<string, CheckState> = {};
      const [database, redis] = await Promise.all([
        withTimeout(pingDatabase(stores.database)),
        stores.redis ? withTimeout(stores.redis.ping()) : Promise.resolve(undefined),
      ]);
      checks.database = database;
      if (redis) checks.redis = redis;
      const up = Object.values(checks).every((state) => state === "up");
      return { ready: up && !draining, draining, checks };
    },
    drain() {
      draining = true;
    },
  };
}
