import { hashPassword, verifyPassword } from "better-auth/crypto";
import pLimit from "p-limit";

/** Password hashes computed at once: scrypt takes ~100 ms of a core and 32 MB each. */
export const PASSWORD_HASHES_AT_ONCE = 1;
/** Attempts allowed to wait for a hash; beyond, sign-in and sign-up answer 429 at once. */
export const PASSWORD_QUEUE_MAX = 32;

/** better-auth's own scrypt hashing, run one at a time so a flood of attempts cannot take every core. */
export interface PasswordWork {
  /** Whether the queue is full: the caller should refuse rather than wait. */
  full(): boolean;
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/**
 * scrypt runs on libuv's thread pool (four threads), so unbounded sign-in attempts would keep
 * every core busy hashing and starve the event loop that answers everyone else. Queued through
 * p-limit, hashing uses at most `PASSWORD_HASHES_AT_ONCE` cores, and the queue is bounded.
 */
export function createPasswordWork(atOnce = PASSWORD_HASHES_AT_ONCE, queueMax = PASSWORD_QUEUE_MAX): PasswordWork {
  const limit = pLimit(atOnce);
  return {
    full: () => limit.pendingCount >= queueMax,
    hash: (password) => limit(() => hashPassword(password)),
    verify: (data) => limit(() => verifyPassword(data)),
  };
}
