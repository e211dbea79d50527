import type { Logger } from "pino";
import type { AuthProvider } from "../auth/auth-provider.js";
import type { AccountClosures } from "../db/account-closures.js";
import { errorFields } from "../logger.js";
import type { UserData } from "../user-data.js";

export interface AccountDeletionDeps {
  closures: AccountClosures;
  /** Every store of per-account rows. */
  userData: readonly UserData[];
  auth: Pick<AuthProvider, "removeAccount">;
}

/** One step, tried twice before the deletion stops (and stays unfinished). */
async function twice(step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch {
    await step();
  }
}

/**
 * Delete an account whose owner confirmed it, in an order no crash can leave half done: its
 * closure is recorded first (from then on every store refuses the account's own writes), then
 * every store is emptied, then the account itself is removed, then the closure is marked finished.
 * A step that fails twice stops the deletion: it answers false, the account (and its session) is
 * still there to try again, and the next start finishes it anyway (`finishInterruptedDeletions`).
 */
export async function deleteAccount(deps: AccountDeletionDeps, userId: string, log: Logger): Promise<boolean> {
  try {
    await twice(() => deps.closures.close(userId));
    for (const store of deps.userData) await twice(() => store.deleteAll(userId));
    await twice(() => deps.auth.removeAccount(userId));
    await twice(() => deps.closures.finish(userId));
    return true;
  } catch (error) {
    log.error({ userId, err: errorFields(error) }, "account deletion stopped: the next start finishes it");
    return false;
  }
}

/**
 * Finish every deletion a crash or a failure left (at start, before serving): each was confirmed
 * by its owner, so it is carried through. Answers how many were finished.
 */
export async function finishInterruptedDeletions(deps: AccountDeletionDeps, log: Logger): Promise<number> {
  let finished = 0;
  for (const userId of await deps.closures.unfinished()) {
    if (await deleteAccount(deps, userId, log)) finished += 1;
  }
  if (finished > 0) log.warn({ finished }, "finished account deletions an earlier run left");
  return finished;
}
