import type { AppStore } from "../store/hooks";

const STORAGE_KEY = "reelwise.signedIn";

export type HintStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Whether this browser was signed in when `/browse` last learnt who is: a flag, never the token.
 * Only the exact value we write counts as set, so nothing else read back from storage is trusted.
 */
export function sessionHinted(storage: HintStorage | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(STORAGE_KEY) === "1";
  } catch {
    return false; // storage can throw when disabled: no hint, the page waits for the session
  }
}

/**
 * Keep the hint true to what the store learns: set once someone is signed in, removed once no one
 * is. A stale hint (a session that ended elsewhere) costs one visit's early requests, then goes.
 */
export function keepSessionHint(
  store: Pick<AppStore, "getState" | "subscribe">,
  storage: HintStorage | undefined = globalThis.localStorage,
): void {
  let known = store.getState().user.status;
  const write = () => {
    try {
      if (known === "signedIn") storage?.setItem(STORAGE_KEY, "1");
      else if (known === "signedOut") storage?.removeItem(STORAGE_KEY);
    } catch {
      // Private mode or a full quota: the next visit only waits for the session before asking.
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
