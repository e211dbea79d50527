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
 * Remembers, for a few seconds, which user a verified session belongs to, so a page that fires a
 * burst of API calls costs one database lookup instead of one per call. Entries are keyed on the
 * session token of a session the store verified (never on raw cookie text), so every spelling of
 * one cookie meets the same entry and sign-out on this server forgets it at once. Every forget is
 * also announced (`onForget`), so that servers sharing Redis forget it too (`memo-sync.ts`); without
 * that, another server honours an ended session for at most `ttlMs`. Only found sessions are kept.
 */
export class SessionMemo {
  private readonly users: LRUCache<string, Remembered>;
  private announce: ((what: Forgetting) => void) | undefined;

  constructor(
    private readonly cookieName: string,
    ttlMs = 5_000,
  ) {
    this.users = new LRUCache<string, Remembered>({ max: 10_000, ttl: ttlMs });
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

  /** The user of a cookie this memo saw verified, with the very same signature. */
  get(cookie: SessionCookie): User | undefined {
    const found = this.users.get(cookie.token);
    return found?.value === cookie.value ? found.user : undefined;
  }

  /** Remember a cookie whose session the store has just verified (`sessionToken` is the store's). */
  remember(cookie: SessionCookie, sessionToken: string, user: User): void {
    if (cookie.token === sessionToken) this.users.set(sessionToken, { user, value: cookie.value });
  }

  forget(cookie: SessionCookie | undefined): void {
    if (!cookie) return;
    this.drop({ token: cookie.token });
    this.announce?.({ token: cookie.token });
  }

  /** Forget every session of a user (their sessions were all ended: password change, deletion). */
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
