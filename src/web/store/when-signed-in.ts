import type { AppStore } from "./store";

/**
 * Run `start` once someone is signed in to `store`: now if they already are, else when the session
 * says so. Returns a function that stops waiting.
 */
export function whenSignedIn(store: Pick<AppStore, "getState" | "subscribe">, start: () => void): () => void {
  if (store.getState().user.status === "signedIn") {
    start();
    return () => undefined;
  }
  const stop = store.subscribe(() => {
    if (store.getState().user.status !== "signedIn") return;
    stop();
    start();
  });
  return stop;
}
