import { AsyncLocalStorage } from "node:async_hooks";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { LRUCache } from "lru-cache";
import { addressGroup } from "../http/client-address.js";

/** Password hashes computed at once: scrypt takes ~100 ms of a core and 32 MB each. */
export const PASSWORD_HASHES_AT_ONCE = 1;
/** Attempts allowed to wait for a hash; beyond, sign-in and sign-up answer 429 at once. */
export const PASSWORD_QUEUE_MAX = 32;
/** Of those, places only reserved work may take (account changes, reset links, known addresses). */
export const PASSWORD_QUEUE_RESERVED = 8;
/** Attempts one address group (IPv4 /24, IPv6 /48) may have waiting: a crowd of neighbours shares them. */
export const PASSWORD_QUEUE_PER_ADDRESS = 4;
/** How long a hash counts against its group when choosing who goes next. */
const RECENT_MS = 60_000;
/**
 * The longest a newcomer is let wait for a hash, by the recent hash time (~100 ms idle, more when
 * the machine is busy): past it a newcomer is refused at once rather than queued into a timeout.
 */
export const NEWCOMER_MAX_WAIT_MS = 3_000;

/** Whose password work this is: the client's address (its group is what is shared out) and its line. */
export interface HashOwner {
  address: string | undefined;
  /** Reserved work waits in its own line, served first, with places newcomers cannot take. */
  reserved: boolean;
}

/** A bare address: a newcomer's work. */
type Owner = HashOwner | string | undefined;
const ownerOf = (owner: Owner): HashOwner => (typeof owner === "object" ? owner : { address: owner, reserved: false });

/** better-auth's own scrypt hashing, run one at a time so a flood of attempts cannot take every core. */
export interface PasswordWork {
  /** Whether this owner's share of the queue is full: the caller should refuse rather than wait. */
  full(owner?: Owner): boolean;
  /** Run `work` (an account call that may hash) on behalf of `owner`: its hashes queue as that owner's. */
  as<T>(owner: Owner, work: () => Promise<T>): Promise<T>;
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

/** Waiting work by address group, in arrival order per group. */
class Lines {
  readonly byGroup = new Map<string, Waiting[]>();
  size = 0;
  count = (group: string) => this.byGroup.get(group)?.length ?? 0;
  push(group: string, job: Waiting) {
    const line = this.byGroup.get(group) ?? [];
    line.push(job);
    this.byGroup.set(group, line);
    this.size += 1;
  }
  /** The first (or, `last`, the latest) waiting job of a group. */
  take(group: string, last = false): Waiting | undefined {
    const line = this.byGroup.get(group) ?? [];
    const job = last ? line.pop() : line.shift();
    if (line.length === 0) this.byGroup.delete(group);
    if (job) this.size -= 1;
    return job;
  }
}

/**
 * scrypt runs on libuv's thread pool (four threads), so unbounded sign-in attempts would keep
 * every core busy hashing and starve the event loop that answers everyone else. Hashing uses at
 * most `atOnce` cores, and waiting is bounded and shared out by address group (a crowd renting
 * neighbouring addresses is one client here):
 * - Reserved work (signed-in account changes, reset links, sign-ins from the account's known
 *   address group) waits in its own line, is served first, and has `reserved` places newcomers
 *   cannot take: a crowd of strangers never makes the owner wait for more than the hashes of other
 *   owners and the one in progress.
 * - Newcomers share the rest; the next hash goes to the waiting group that hashed least in the
 *   last minute, so a person signing in now and then waits for at most the hash in progress. When
 *   the newcomers' places are full, or the wait would pass `NEWCOMER_MAX_WAIT_MS` at the recent
 *   hash time, a newcomer that hashed less than the busiest waiting group takes that group's latest
 *   place (which is refused); otherwise it is refused at once (429, `Retry-After`), never queued
 *   into a timeout.
 */
export function createPasswordWork(
  atOnce = PASSWORD_HASHES_AT_ONCE,
  queueMax = PASSWORD_QUEUE_MAX,
  perGroup = PASSWORD_QUEUE_PER_ADDRESS,
  reserved = Math.min(PASSWORD_QUEUE_RESERVED, queueMax),
): PasswordWork {
  const owner = new AsyncLocalStorage<HashOwner>();
  const newcomers = new Lines();
  const owners = new Lines();
  const recent = new LRUCache<string, number>({ max: 50_000, ttl: RECENT_MS });
  const hashed = (group: string) => recent.get(group) ?? 0;
  let running = 0;
  /** Recent hash time, ms (a moving average). */
  let hashMs = 100;

  /** The group to serve next among `lines`: in arrival order for reserved work, the least busy for newcomers. */
  const nextOf = (lines: Lines, fair: boolean): string | undefined => {
    let next: string | undefined;
    for (const group of lines.byGroup.keys()) {
      if (!fair) return group;
      if (next === undefined || hashed(group) < hashed(next)) next = group;
    }
    return next;
  };

  const pump = () => {
    while (running < atOnce && owners.size + newcomers.size > 0) {
      const lines = owners.size > 0 ? owners : newcomers;
      const group = nextOf(lines, lines === newcomers);
      const job = group === undefined ? undefined : lines.take(group);
      if (group === undefined || !job) return;
      running += 1;
      recent.set(group, hashed(group) + 1);
      job.start();
    }
  };

  /** Make room for a newcomer of `group` by refusing the latest waiting attempt of a busier group; false when none is busier. */
  const evictFor = (group: string): boolean => {
    let busiest: string | undefined;
    for (const other of newcomers.byGroup.keys()) {
      if (busiest === undefined || hashed(other) > hashed(busiest)) busiest = other;
    }
    if (busiest === undefined || hashed(busiest) <= hashed(group)) return false;
    const dropped = newcomers.take(busiest, true);
    dropped?.refuse();
    return dropped !== undefined;
  };

  const shareFull = (who: HashOwner): boolean => {
    const group = addressGroup(who.address);
    return who.reserved
      ? owners.count(group) >= perGroup || owners.size >= reserved
      : newcomers.count(group) >= perGroup;
  };

  const queue = <T>(work: () => Promise<T>): Promise<T> => {
    const who = owner.getStore() ?? { address: undefined, reserved: false };
    const group = addressGroup(who.address);
    // Checked here too, not only by `full`: attempts that passed `full` at once must not all wait.
    if (shareFull(who)) return Promise.reject(new PasswordQueueFull());
    const lines = who.reserved ? owners : newcomers;
    const waitMs = ((newcomers.size + owners.size + running) * hashMs) / atOnce;
    const tooMany = newcomers.size >= queueMax - reserved || waitMs > NEWCOMER_MAX_WAIT_MS;
    if (!who.reserved && tooMany && !evictFor(group)) return Promise.reject(new PasswordQueueFull());
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        const began = performance.now();
        work()
          .then(resolve, reject)
          .finally(() => {
            hashMs = 0.8 * hashMs + 0.2 * (performance.now() - began);
            running -= 1;
            pump();
          });
      };
      lines.push(group, { start, refuse: () => reject(new PasswordQueueFull()) });
      pump();
    });
  };

  return {
    full: (who) => shareFull(ownerOf(who)),
    as: (who, work) => owner.run(ownerOf(who), work),
    hash: (password) => queue(() => hashPassword(password)),
    verify: (data) => queue(() => verifyPassword(data)),
  };
}

/** The hash owner of an account call: its address, and whether it goes in the reserved line. */
export const hashOwnerOf = (caller: { ip?: string | undefined; reserved?: boolean }): HashOwner => ({
  address: caller.ip,
  reserved: caller.reserved === true,
});
