import { LRUCache } from "lru-cache";
import type { User } from "../../contract/auth.js";

/** A session cookie's value read canonically: percent-decoding undone, split into token and signature. */
export interface SessionCookie {
  /** The session's id in the database (what sign-out deletes). */
  token: string;
  /** The whole decoded value, `token.signature`. */
  value: string;
}

/** What a server tells the others to forget: one session, or every session of a user. */
export type Forgetting = { token: string } | { uid: string };

interface Remembered {
  user: User;
  value: string;
}

/**
 * Remembers, for a few seconds, which user a verified credential belongs to, so a page that fires a
 * burst of API calls costs one verification instead of one per call. Entries are keyed on the
 * credential's canonical token (for a session cookie, the store's session token, never the raw
 * cookie text; a bearer token is its own token and value), and a hit needs the very same value.
 * Every forget is also announced (`onForget`), so that servers sharing Redis forget it too
 * (`memo-sync.ts`); without that, another server honours an ended session for at most `ttlMs`.
 * Only verified credentials are kept.
 */
export class UserMemo {
  private readonly users: LRUCache<string, Remembered>;
  private announce: ((what: Forgetting) => void) | undefined;

  constructor(ttlMs = 5_000) {
    this.users = new LRUCache<string, Remembered>({ max: 10_000, ttl: ttlMs });
  }

  /** The user of a credential this memo saw verified, with the very same value. */
  get(credential: SessionCookie): User | undefined {
    const found = this.users.get(credential.token);
    return found?.value === credential.value ? found.user : undefined;
  }

  /** Remember a credential just verified; `verifiedToken` is the token the verifier answered for. */
  remember(credential: SessionCookie, verifiedToken: string, user: User): void {
    if (credential.token === verifiedToken) this.users.set(verifiedToken, { user, value: credential.value });
  }

  forget(credential: SessionCookie | undefined): void {
    if (!credential) return;
    this.drop({ token: credential.token });
    this.announce?.({ token: credential.token });
  }

  /** Forget every credential of a user (their sessions were all ended: password change, deletion). */
  forgetUser(uid: string): void {
    this.drop({ uid });
    this.announce?.({ uid });
  }

  /** Called with every forget made on this server, to tell the others. */
  onForget(announce: (what: Forgetting) => void): void {
    this.announce = announce;
  }

  /** Apply a forget (this server's, or one another server announced), without announcing it. */
  drop(what: Forgetting): void {
    if ("token" in what) {
      this.users.delete(what.token);
      return;
    }
    for (const [token, entry] of this.users.entries()) if (entry.user.uid === what.uid) this.users.delete(token);
  }
}

/** The memo of local sessions: reads the session cookie canonically (every spelling of one cookie meets one entry). */
export class SessionMemo extends UserMemo {
  constructor(
    private readonly cookieName: string,
    ttlMs = 5_000,
  ) {
    super(ttlMs);
  }

  /** A Set-Cookie value that removes the session cookie (sign-out answers with it even when the store failed). */
  expiredCookie(): string {
    return `${this.cookieName}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`;
  }

  /** The session cookie in a Cookie header, if any, decoded. */
  cookieOf(cookieHeader: string | null | undefined): SessionCookie | undefined {
    if (!cookieHeader) return undefined;
    for (const part of cookieHeader.split(";")) {
      const [name, ...rest] = part.trim().split("=");
      if (name !== this.cookieName) continue;
      let value: string;
      try {
        value = decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
      const dot = value.lastIndexOf(".");
      const token = dot > 0 ? value.slice(0, dot) : value;
      return token ? { token, value } : undefined;
    }
    return undefined;
  }
}
