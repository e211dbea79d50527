import { setTimeout as sleep } from "node:timers/promises";
import { addressKey } from "../http/client-address.js";
import type { RateLimits } from "../http/rate-limit.js";

/** Past the account's ceiling, each attempt waits this much longer per failure over it… */
export const SLOWDOWN_STEP_MS = 250;
/** …up to this. */
export const SLOWDOWN_MAX_MS = 5_000;

/** How long an attempt waits when the account has this many wrong passwords over its ceiling. */
export const slowdownMs = (overCeiling: number): number => Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_STEP_MS * overCeiling);

/** What a password check came to: only `wrong` stays counted. */
export type AttemptOutcome = "right" | "wrong" | "other";

export type Guarded<T> = { refused: true; retryAfter: number } | { refused: false; value: T };

/**
 * One password check (sign-in, password change, deletion) under the wrong-password limits. Both
 * counters are spent before the check, atomically, so concurrent attempts cannot slip past them,
 * and refunded unless the password was wrong.
 * - Per account and address: past its budget that address is refused for that account (until the
 *   window ends, or a right password from it, or a password reset).
 * - Per account: past its ceiling the account is slowed, never locked. Every attempt waits a delay
 *   that grows with the failures over the ceiling (at most `SLOWDOWN_MAX_MS`), whatever its
 *   address; an address is refused only by its own budget. So a stranger can slow the owner down,
 *   never keep them out: the owner gets in from a fresh address, and from their usual one after a
 *   typo or two, with at most the documented delay.
 */
export async function guardPasswordCheck<T>(
  limits: RateLimits,
  email: string,
  address: string | undefined,
  check: () => Promise<T>,
  outcome: (value: T) => AttemptOutcome,
): Promise<Guarded<T>> {
  const account = email.toLowerCase();
  const pair = `${account}|${addressKey(address)}`;
  const fromAddress = await limits.spend("signInFailuresFromAddress", pair);
  const forAccount = await limits.spend("signInFailuresForAccount", account);
  const refund = () =>
    Promise.all([limits.refund("signInFailuresFromAddress", pair), limits.refund("signInFailuresForAccount", account)]);
  if (fromAddress.over) {
    await refund();
    return { refused: true, retryAfter: fromAddress.retryAfter };
  }
  if (forAccount.over) await sleep(slowdownMs(forAccount.used - forAccount.budget));
  let value: T;
  try {
    value = await check();
  } catch (error) {
    await refund();
    throw error;
  }
  const result = outcome(value);
  if (result !== "wrong") await refund();
  if (result === "right") await limits.reset("signInFailuresFromAddress", pair);
  return { refused: false, value };
}

/** After a password reset: the account's failures are forgotten (and the resetting address's). */
export async function clearPasswordFailures(limits: RateLimits, email: string, address: string | undefined) {
  const account = email.toLowerCase();
  await limits.reset("signInFailuresForAccount", account);
  await limits.reset("signInFailuresFromAddress", `${account}|${addressKey(address)}`);
}
