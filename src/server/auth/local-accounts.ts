import { DEFAULT_AVATAR_PATH, type User } from "../../contract/auth.js";
import { err, ok } from "../../contract/errors.js";
import {
  type AuthEngine,
  type AuthUserRecord,
  BUSY_RETRY_SECONDS,
  callAuthEngine,
  callerHeaders,
  failure,
  toUser,
} from "./auth-engine.js";
import type { AuthAnswer, AuthCaller, PasswordAccounts } from "./auth-provider.js";
import { localAccountChanges } from "./local-account-changes.js";
import type { PasswordWork } from "./password-work.js";
import type { SessionMemo } from "./session-memo.js";

export { CLIENT_IP_HEADER, toUser } from "./auth-engine.js";

export interface LocalAccountsDeps {
  engine: AuthEngine;
  /** Forgotten on sign-out so this server stops honouring the session at once. */
  memo?: SessionMemo;
  /** Refuse at once (429) while this many attempts already wait for a password hash. */
  passwords?: Pick<PasswordWork, "full">;
  /** Operator removal of an account by address (no session): the store's own calls. */
  removeByEmail?: (email: string) => Promise<string | null>;
}

/**
 * Sign-up, sign-in and sign-out on better-auth's handler, with requests we build (the handler is
 * never reachable from the network). Password attempts wait in a bounded queue; a full queue
 * answers `rate_limited` at once rather than letting attempts pile up.
 */
export function localAccounts(deps: LocalAccountsDeps): PasswordAccounts {
  const callEngine = (caller: AuthCaller, path: string, init: RequestInit) =>
    callAuthEngine(deps.engine, caller, path, init);

  async function attempt(path: string, caller: AuthCaller, body: object): Promise<AuthAnswer<User>> {
    if (deps.passwords?.full())
      return { result: err({ code: "rate_limited", retryAfter: BUSY_RETRY_SECONDS }), cookies: [] };
    const headers = callerHeaders(caller, { "content-type": "application/json" });
    const res = await callEngine(caller, path, { headers, body: JSON.stringify(body) });
    if (res.status !== 200) {
      const info = await failure(res);
      if (info.code === "auth_failed")
        caller.log.warn({ status: res.status, reason: info.message }, "auth engine failed");
      return { result: err(info), cookies: [] };
    }
    const answer = (await res.json()) as { user: AuthUserRecord };
    return { result: ok(toUser(answer.user)), cookies: res.headers.getSetCookie() };
  }

  return {
    ...localAccountChanges(deps),

    signUp: ({ email, password, username }, caller) =>
      attempt("/sign-up/email", caller, { email, password, name: username, image: DEFAULT_AVATAR_PATH }),

    signIn: ({ email, password }, caller) => attempt("/sign-in/email", caller, { email, password }),

    async signOut(cookieHeader, caller) {
      const headers = new Headers();
      if (cookieHeader) headers.set("cookie", cookieHeader);
      deps.memo?.forget(deps.memo.cookieOf(cookieHeader));
      const res = await callEngine(caller, "/sign-out", { headers });
      const cookies = res.headers.getSetCookie();
      if (res.status !== 200) {
        caller.log.warn({ status: res.status }, "sign-out failed");
        return { result: err({ code: "auth_failed" }), cookies };
      }
      return { result: ok(undefined), cookies };
    },
  };
}
