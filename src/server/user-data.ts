/**
 * Rows a server keeps per account outside the account store (My List, settings), removed with the
 * account. Each store refuses the account's own writes once it is closed (`db/account-closures.ts`),
 * checked inside the write's transaction, so emptying it after the closure leaves nothing behind.
 */
export interface UserData {
  /** Remove every row this store keeps for the user (local account id or Firebase uid); idempotent. */
  deleteAll(userId: string): Promise<void>;
}
