/**
 * "The server says this page's session is over" (an API answer `unauthenticated`), for whoever
 * keeps the signed-in state: it then forgets the user and the auth gate sends the page to `/`,
 * keeping a `/browse?…` address in `?next=`. A page restored from the back-forward cache after
 * Sign Out learns it this way at its first request.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Call `listener` whenever an answer says the session ended; returns the unsubscribe function. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionEnded(): void {
  for (const listener of listeners) listener();
}
