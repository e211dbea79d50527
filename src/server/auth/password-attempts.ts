import { setTimeout as sleep } from "node:timers/promises";
import { addressGroup, addressKey } from "../http/client-address.js";
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

/** The per-address failure key: the account's completed resets are part of it, so a reset starts every address afresh. */
async function pairKey(limits: RateLimits, account: string, address: string | undefined): Promise<string> {
  const resets = await limits.peek("passwordResetsForAccount", account);
  return `${account}#${resets}|${addressKey(address)}`;
}

const knownKey = (account: string, address: string | undefined) => `${account}|${addressGroup(address)}`;

/** Whether the account's password was right from this address group in the last 14 days (the owner's usual place). */
export async function isKnownAddress(limits: RateLimits, email: string, address: string | undefined) {
  return (await limits.peek("knownAddresses", knownKey(email.toLowerCase(), address))) > 0;
}

/**
 * One password check (sign-in, password change, deletion) under the wrong-password limits. Every
 * counter is spent before the check, atomically, so concurrent attempts cannot slip past them,
 * and refunded unless the password was wrong.
 * - Per account and address: past its budget that address is refused for that account (until the
 *   window ends, or a right password from it, or a password reset).
 * - Per account, slowing: past its ceiling every attempt waits a delay that grows with the failures
 *   over it (at most `SLOWDOWN_MAX_MS`), whatever its address.
 * - Per account, capping: past `passwordChecksForAccount` (100 an hour) passwords are checked only
 *   from the owner's known address groups (a right password there in the last 14 days); others are
 *   refused unchecked. So strangers get at most 100 guesses an hour however many addresses they
 *   have, and cannot keep the owner out: the owner's usual place gets through, and a reset clears it.
 */
export async function guardPasswordCheck<T>(
  limits: RateLimits,
  email: string,
  address: string | undefined,
  check: () => Promise<T>,
  outcome: (value: T) => AttemptOutcome,
): Promise<Guarded<T>> {
  const account = email.toLowerCase();
  const pair = await pairKey(limits, account, address);
  const fromAddress = await limits.spend("signInFailuresFromAddress", pair);
  const forAccount = await limits.spend("signInFailuresForAccount", account);
  const hourly = await limits.spend("passwordChecksForAccount", account);
  const refund = () =>
    Promise.all([
      limits.refund("signInFailuresFromAddress", pair),
      limits.refund("signInFailuresForAccount", account),
      limits.refund("passwordChecksForAccount", account),
    ]);
  if (fromAddress.over) {
    await refund();
    return { refused: true, retryAfter: fromAddress.retryAfter };
  }
  if (hourly.over && !(await isKnownAddress(limits, account, address))) {
    await refund();
    return { refused: true, retryAfter: hourly.retryAfter };
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
  if (result === "right") {
    await limits.reset("signInFailuresFromAddress", pair);
    await limits.spend("knownAddresses", knownKey(account, address));
  }
  return { refused: false, value };
}

/** After a completed password reset: the account's failures are forgotten, from every address. */
export async function clearPasswordFailures(limits: RateLimits, email: string) {
  const account = email.toLowerCase();
  await limits.reset("signInFailuresForAccount", account);
  await limits.reset("passwordChecksForAccount", account);
  await limits.spend("passwordResetsForAccount", account);
}
