import type { AppStore } from "../store/hooks";

const STORAGE_KEY = "reelwise.signedOut";

export type HintStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Whether this browser last saw no session (the session answered "not signed in", or someone
 * signed out here): a flag, never the token. Unknown is not signed out, so a browser that never ran
 * `/browse` (a fresh profile with a session cookie) still asks for the lists beside the session.
 * Only the exact value we write counts as set, so nothing else read back from storage is trusted.
 */
export function seenSignedOut(storage: HintStorage | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(STORAGE_KEY) === "1";
  } catch {
    return false; // storage can throw when disabled: no flag, the page asks early as before
  }
}

/**
 * Keep the flag true to what the store learns: set once no one is signed in, removed once someone
 * is. A signed-out visitor's early requests are thus sent at most once per browser, and never after
 * a sign-out here; a stale flag (signed in elsewhere since) costs one visit's wait for the session.
 */
export function keepSessionHint(
  store: Pick<AppStore, "getState" | "subscribe">,
  storage: HintStorage | undefined = globalThis.localStorage,
): void {
  let known = store.getState().user.status;
  const write = () => {
    try {
      if (known === "signedOut") storage?.setItem(STORAGE_KEY, "1");
      else if (known === "signedIn") storage?.removeItem(STORAGE_KEY);
    } catch {
      // Private mode or a full quota: the next signed-out visit asks early once more.
    }
  };
  write();
  store.subscribe(() => {
    const { status } = store.getState().user;
    if (status === known) return;
    known = status;
    write();
  });
}
