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

/** What a verifier answers for a credential: the token it verified and its user. */
export interface Verified {
  token: string;
  user: User;
}

/** How many forgets are kept to compare with look-ups in flight; past it, older look-ups are not remembered. */
const FORGETS_KEPT = 10_000;

/**
 * Remembers, for a few seconds, which user a verified credential belongs to, so a page that fires a
 * burst of API calls costs one verification instead of one per call. Entries are keyed on the
 * credential's canonical token (for a session cookie, the store's session token, never the raw
 * cookie text; a bearer token is its own token and value), and a hit needs the very same value.
 * Every forget is also announced (`onForget`), so that servers sharing Redis forget it too
 * (`memo-sync.ts`); without that, another server honours an ended session for at most `ttlMs`.
 * Only verified credentials are kept, and never one whose token or user was forgotten after its
 * look-up began: a look-up in flight during a sign-out cannot bring the ended session back.
 */
export class UserMemo {
  private readonly users: LRUCache<string, Remembered>;
  private announce: ((what: Forgetting) => void) | undefined;
  /** Counts forgets; each forgotten token and user keeps the count of its latest forget. */
  private generation = 0;
  private readonly forgotten: LRUCache<string, number>;
  /** The latest count a forget dropped from `forgotten` had: look-ups begun before it are not remembered. */
  private floor = 0;
  /** While set, every look-up asks the verifier and nothing is remembered (`pause`). */
  private paused = false;

  constructor(ttlMs = 5_000) {
    this.users = new LRUCache<string, Remembered>({ max: 10_000, ttl: ttlMs });
    this.forgotten = new LRUCache<string, number>({
      max: FORGETS_KEPT,
      dispose: (generation, _key, reason) => {
        if (reason === "evict") this.floor = Math.max(this.floor, generation);
      },
    });
  }

  /** The user of a credential this memo saw verified, with the very same value. */
  get(credential: SessionCookie): User | undefined {
    const found = this.users.get(credential.token);
    return found?.value === credential.value ? found.user : undefined;
  }

  /**
   * The credential's user: from the memo, else from `verify` (null: not a valid credential). The
   * answer is remembered when the verifier answered for this very token and no forget of the token
   * or its user happened since the look-up began.
   */
  async recall(credential: SessionCookie, verify: () => Promise<Verified | null>): Promise<User | null> {
    if (this.paused) return (await verify())?.user ?? null;
    const known = this.get(credential);
    if (known) return known;
    const began = this.generation;
    const found = await verify();
    if (!found) return null;
    if (found.token === credential.token && !this.forgottenSince(began, found.token, found.user.uid)) {
      this.users.set(found.token, { user: found.user, value: credential.value });
    }
    return found.user;
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

  /**
   * Stop remembering (and forget everything remembered): while the servers cannot tell each other
   * about ended sessions (Redis is down), every look-up reads the store, so a session ended on
   * another server ends here at once too. `resume` remembers again.
   */
  pause(): void {
    this.paused = true;
    this.users.clear();
  }

  resume(): void {
    this.paused = false;
  }

  /** Called with every forget made on this server, to tell the others. */
  onForget(announce: (what: Forgetting) => void): void {
    this.announce = announce;
  }

  /** Apply a forget (this server's, or one another server announced), without announcing it. */
  drop(what: Forgetting): void {
    this.generation += 1;
    if ("token" in what) {
      this.forgotten.set(`token:${what.token}`, this.generation);
      this.users.delete(what.token);
      return;
    }
    this.forgotten.set(`uid:${what.uid}`, this.generation);
    for (const [token, entry] of this.users.entries()) if (entry.user.uid === what.uid) this.users.delete(token);
  }

  private forgottenSince(began: number, token: string, uid: string): boolean {
    if (began < this.floor) return true;
    const latest = Math.max(this.forgotten.get(`token:${token}`) ?? 0, this.forgotten.get(`uid:${uid}`) ?? 0);
    return latest > began;
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
