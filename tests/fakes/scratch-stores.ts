import { execFile, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { waitFor } from "./wait.js";

const run = promisify(execFile);

/**
 * A PostgreSQL or Redis of the test's own, on a spare loopback port with its files in a temp dir,
 * to stop and start again under a running server (the machine's shared stores are never touched).
 */
export interface ScratchStore {
  url: string;
  /** Stop the store (fast shutdown: open connections are cut, as in an outage). */
  stop(): Promise<void>;
  /** Start it again on the same port with the same files. */
  start(): Promise<void>;
  /** Stop it and remove its files. */
  remove(): Promise<void>;
}

/** A free loopback port (asked of the OS, then released for the store to take). */
export async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

/** Debian's PostgreSQL binaries (`/usr/lib/postgresql/<version>/bin`), the newest, or undefined. */
function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => join(root, v, "bin")).find((dir) => existsSync(join(dir, "initdb")));
  return bin;
}

/** The path of one of PostgreSQL's commands (`pg_dump`, `pg_restore`, `createdb`) from the same install. */
export function postgresTool(name: string): string {
  const bin = postgresBin();
  if (!bin) throw new Error("no PostgreSQL binaries");
  return join(bin, name);
}

/** Whether these tests can start their own stores here; when not, the one line saying why. */
export function scratchStoresMissing(): string | undefined {
  if (!postgresBin()) return "no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install -y postgresql)";
  if (!existsSync("/usr/bin/redis-server")) return "no /usr/bin/redis-server (apt-get install -y redis-server)";
  return undefined;
}

/** PostgreSQL refuses to run as root: there, run its commands as the `postgres` user. */
function asStoreUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

/** A fresh PostgreSQL cluster (trust auth, database `postgres`) on a spare port, started. */
export async function scratchPostgres(): Promise<ScratchStore> {
  const bin = postgresBin();
  if (!bin) throw new Error("no PostgreSQL binaries");
  const dir = mkdtempSync(join(tmpdir(), "reelwise-pg-"));
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, "data");
  const port = await sparePort();
  await run(...asStoreUser(join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]));
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => run(...asStoreUser(join(bin, "pg_ctl"), ["-D", data, ...args]));
  const start = async () => {
    await pgCtl("-o", options, "-l", join(dir, "log"), "-w", "start");
  };
  const stop = async () => {
    await pgCtl("-m", "fast", "-w", "stop");
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: async () => {
      await stop().catch(() => undefined); // already stopped
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis with no persistence on a spare port, started. */
export async function scratchRedis(): Promise<ScratchStore> {
  const dir = mkdtempSync(join(tmpdir(), "reelwise-redis-"));
  const port = await sparePort();
  let child: ReturnType<typeof spawn> | undefined;
  const answers = async () => {
    try {
      const { stdout } = await run("redis-cli", ["-p", String(port), "ping"]);
      return stdout.trim() === "PONG";
    } catch {
      return false; // not listening yet
    }
  };
  const start = async () => {
    child = spawn(
      "/usr/bin/redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
      { stdio: "ignore" },
    );
    await waitFor(answers, { timeoutMs: 10_000, intervalMs: 50, message: `redis on ${port}` });
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
