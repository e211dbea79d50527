import { LRUCache } from "lru-cache";
import type { User } from "../../contract/auth.js";

/**
 * Remembers, for a few seconds, which user a session cookie belongs to, so a page that fires a
 * burst of API calls costs one database lookup instead of one per call. Only found sessions are
 * kept (a flood of forged cookies cannot fill it). Sign-out on this server forgets at once; on
 * other servers a signed-out session lingers at most `ttlMs`.
 */
export class SessionMemo {
  private readonly users: LRUCache<string, User>;

  constructor(
    private readonly cookieName: string,
    ttlMs = 5_000,
  ) {
    this.users = new LRUCache<string, User>({ max: 10_000, ttl: ttlMs });
  }

  /** The session cookie's value in a Cookie header, if any. */
  tokenOf(cookieHeader: string | null | undefined): string | undefined {
    if (!cookieHeader) return undefined;
    for (const part of cookieHeader.split(";")) {
      const [name, ...rest] = part.trim().split("=");
      if (name === this.cookieName) return rest.join("=") || undefined;
    }
    return undefined;
  }

  get(token: string): User | undefined {
    return this.users.get(token);
  }

  remember(token: string, user: User): void {
    this.users.set(token, user);
  }

  forget(token: string | undefined): void {
    if (token) this.users.delete(token);
  }
}
