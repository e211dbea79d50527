import { AsyncLocalStorage } from "node:async_hooks";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { LRUCache } from "lru-cache";
import { addressKey } from "../http/client-address.js";

/** Password hashes computed at once: scrypt takes ~100 ms of a core and 32 MB each. */
export const PASSWORD_HASHES_AT_ONCE = 1;
/** Attempts allowed to wait for a hash; beyond, sign-in and sign-up answer 429 at once. */
export const PASSWORD_QUEUE_MAX = 32;
/** Of those, attempts one client address may have waiting: a few addresses can never fill the queue. */
export const PASSWORD_QUEUE_PER_ADDRESS = 4;
/** How long a hash counts against its address when choosing who goes next. */
const RECENT_MS = 60_000;

/** better-auth's own scrypt hashing, run one at a time so a flood of attempts cannot take every core. */
export interface PasswordWork {
  /** Whether this address's share of the queue is full: the caller should refuse rather than wait. */
  full(address?: string): boolean;
  /** Run `work` (an account call that may hash) on behalf of `address`: its hashes queue as that address's. */
  as<T>(address: string | undefined, work: () => Promise<T>): Promise<T>;
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

interface Waiting {
  start: () => void;
  refuse: () => void;
}

/** Thrown by a hash that was refused a place in the queue: the caller answers 429 (busy). */
export class PasswordQueueFull extends Error {
  override readonly name = "PasswordQueueFull";
}

/**
 * scrypt runs on libuv's thread pool (four threads), so unbounded sign-in attempts would keep
 * every core busy hashing and starve the event loop that answers everyone else. Hashing uses at
 * most `atOnce` cores; the queue is bounded, per address too; and the next hash goes to the
 * waiting address that hashed least in the last minute, so a person signing in now and then waits
 * for at most the hash in progress, however many addresses keep the queue busy. When the queue is
 * full, a newcomer that hashed less than the busiest waiting address takes that address's latest
 * place (which is refused) instead of being refused itself.
 */
export function createPasswordWork(
  atOnce = PASSWORD_HASHES_AT_ONCE,
  queueMax = PASSWORD_QUEUE_MAX,
  perAddress = PASSWORD_QUEUE_PER_ADDRESS,
): PasswordWork {
  const owner = new AsyncLocalStorage<string>();
  const waiting = new Map<string, Waiting[]>();
  const recent = new LRUCache<string, number>({ max: 50_000, ttl: RECENT_MS });
  let running = 0;
  let queued = 0;

  const pump = () => {
    while (running < atOnce && queued > 0) {
      let next: string | undefined;
      for (const key of waiting.keys()) {
        if (next === undefined || (recent.get(key) ?? 0) < (recent.get(next) ?? 0)) next = key;
      }
      if (next === undefined) return;
      const line = waiting.get(next) ?? [];
      const job = line.shift();
      if (line.length === 0) waiting.delete(next);
      if (!job) return;
      queued -= 1;
      running += 1;
      recent.set(next, (recent.get(next) ?? 0) + 1);
      job.start();
    }
  };

  /** Make room for `key` by refusing the latest waiting attempt of a busier address; false when none is busier. */
  const evictFor = (key: string): boolean => {
    let busiest: string | undefined;
    for (const other of waiting.keys()) {
      if (busiest === undefined || (recent.get(other) ?? 0) > (recent.get(busiest) ?? 0)) busiest = other;
    }
    if (busiest === undefined || (recent.get(busiest) ?? 0) <= (recent.get(key) ?? 0)) return false;
    const line = waiting.get(busiest) ?? [];
    const dropped = line.pop();
    if (line.length === 0) waiting.delete(busiest);
    if (!dropped) return false;
    queued -= 1;
    dropped.refuse();
    return true;
  };

  const queue = <T>(work: () => Promise<T>): Promise<T> => {
    const key = owner.getStore() ?? "unknown";
    // Checked here too, not only by `full`: attempts that passed `full` at once must not all wait.
    if ((waiting.get(key)?.length ?? 0) >= perAddress) return Promise.reject(new PasswordQueueFull());
    if (queued >= queueMax && !evictFor(key)) return Promise.reject(new PasswordQueueFull());
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        work()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            pump();
          });
      };
      const line = waiting.get(key) ?? [];
      line.push({ start, refuse: () => reject(new PasswordQueueFull()) });
      waiting.set(key, line);
      queued += 1;
      pump();
    });
  };

  return {
    full: (address) => (waiting.get(addressKey(address))?.length ?? 0) >= perAddress,
    as: (address, work) => owner.run(addressKey(address), work),
    hash: (password) => queue(() => hashPassword(password)),
    verify: (data) => queue(() => verifyPassword(data)),
  };
}
