import type { AuthEngine } from "./auth-engine.js";

/**
 * The only place that reaches past `auth.api` into better-auth's store (`$context`): the three
 * jobs below act on an account nobody is signed in as (an operator command, a deletion finished at
 * start, the retiring of links), and its public API has no call for them. Everything else goes
 * through `auth.api.*` and the callbacks in `local-auth.ts`.
 */

/** better-auth's identifier prefix for a reset link's verification row (its value is the user's id). */
const RESET_LINK_PREFIX = "reset-password:";

/**
 * Retire the outstanding reset links of an account, all or all but `keep` (the token of the link
 * just made): after a password change, a completed reset, a replacement link or the account's
 * deletion no earlier link sets a password. better-auth only consumes the one link it is given.
 */
export async function retireResetLinks(engine: AuthEngine, uid: string, keep?: string): Promise<void> {
  const context = await engine.$context;
  await context.adapter.deleteMany({
    model: "verification",
    where: [
      { field: "value", value: uid },
      { field: "identifier", operator: "starts_with", value: RESET_LINK_PREFIX },
      ...(keep ? [{ field: "identifier", operator: "ne" as const, value: `${RESET_LINK_PREFIX}${keep}` }] : []),
    ],
  });
}

/**
 * Remove the user, its sessions and credentials. `auth.api.deleteUser` needs the owner's own
 * session, and a deletion is also finished at start (`finishInterruptedDeletions`) and by the
 * operator's command, with no session at all: one way for all three.
 */
export async function deleteUserRecords(engine: AuthEngine, uid: string): Promise<void> {
  const context = await engine.$context;
  await context.internalAdapter.deleteUser(uid);
}

/** The id of the account with this address, or null: for the operator, who holds no session (no API call finds a user). */
export async function userIdOfEmail(engine: AuthEngine, email: string): Promise<string | null> {
  const context = await engine.$context;
  return (await context.internalAdapter.findUserByEmail(email))?.user.id ?? null;
}
