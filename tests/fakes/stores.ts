import { connect } from "node:net";
import Redis from "ioredis";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";

/**
 * The shared stores the scale-out unit tests use, and whether they answer. A test file asks once
 * (`await redisForTests()`) and wraps its Redis/PostgreSQL suites in `describe.skipIf(!store.up)`,
 * so `npm run test:unit` passes on a machine without them. When a store is missing one line says
 * which and how to start it; under CI (`CI=true`, where both always run) a missing store fails
 * the file instead of skipping it.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const PROBE_TIMEOUT_MS = 1_000;

export interface Store {
  /** Whether the store answered within ~1 s. */
  up: boolean;
  url: string;
}

/** Answer `+PONG` to a raw PING within the probe timeout (no client library, no retries). */
function pingRedis(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (up: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(up);
    };
    const timer = setTimeout(() => done(false), PROBE_TIMEOUT_MS);
    socket.once("connect", () => socket.write("PING\r\n"));
    // "-NOAUTH" still means a Redis answered: the tests' own client will then report the real cause.
    socket.once("data", (chunk) => done(/^[+-]/.test(chunk.toString("utf8"))));
    socket.once("error", () => done(false));
  });
}

async function pingPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  client.on("error", () => undefined); // a late socket error after a failed probe: already answered false
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false; // refused, timed out or no such database: the store is missing for these tests
  } finally {
    await client.end().catch(() => undefined);
  }
}

function report(name: string, url: string, variable: string, start: string): void {
  const line = `${name} is not answering at ${url}: ${start}, or set ${variable}`;
  if (process.env.CI === "true") throw new Error(`${line} (CI=true: ${name} must be running, not skipped)`);
  process.stderr.write(`skipped: ${line}\n`);
}

let redis: Promise<Store> | undefined;
let postgres: Promise<Store> | undefined;

/** Redis at TEST_REDIS_URL, probed once per test file. */
export function redisForTests(): Promise<Store> {
  redis ??= pingRedis(TEST_REDIS_URL).then((up) => {
    if (!up) report("Redis", TEST_REDIS_URL, "TEST_REDIS_URL", "start it with `redis-server --daemonize yes`");
    return { up, url: TEST_REDIS_URL };
  });
  return redis;
}

/** PostgreSQL at TEST_DATABASE_URL, probed once per test file. */
export function postgresForTests(): Promise<Store> {
  postgres ??= pingPostgres(TEST_DATABASE_URL).then((up) => {
    if (!up)
      report(
        "PostgreSQL",
        TEST_DATABASE_URL,
        "TEST_DATABASE_URL",
        "start it with `pg_ctlcluster <version> main start` (trust auth, database postgres)",
      );
    return { up, url: TEST_DATABASE_URL };
  });
  return postgres;
}

/**
 * For a describe block over Redis: one client connected before its tests and handed to `use`; after
 * them, every key under `prefix` is deleted and the client closed.
 */
export function redisClientForSuite(url: string, prefix: string, use: (client: Redis) => void): void {
  let client: Redis | undefined;
  beforeAll(async () => {
    client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true });
    client.on("error", () => undefined);
    await client.connect();
    use(client);
  });
  afterAll(async () => {
    if (client?.status !== "ready") return;
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
    await client.quit();
  });
}
