import { store } from "./store";

/** Run `start` once someone is signed in: now if they already are, else when the session says so. */
export function whenSignedIn(start: () => void): void {
  if (store.getState().user.status === "signedIn") {
    start();
    return;
  }
  const stop = store.subscribe(() => {
    if (store.getState().user.status !== "signedIn") return;
    stop();
    start();
  });
}
