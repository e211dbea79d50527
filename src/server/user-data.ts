/** Rows a server keeps per account outside the account store (e.g. My List), removed with the account. */
export interface UserData {
  /** Remove every row this store keeps for the user (local account id or Firebase uid); idempotent. */
  deleteAll(userId: string): Promise<void>;
}
