import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The request being served, for code far below the route handler: the logger's `mixin` stamps its
 * id on every line, and the TMDB source and the model client send it upstream as `X-Request-Id`.
 * AsyncLocalStorage rather than an argument threaded through the movie source, suggester, cache
 * loader and auth provider: none of their interfaces has to carry it, none can forget it, and a
 * call made outside a request (start-up, a background refresh) simply has none.
 */
interface RequestContext {
  readonly requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Run `work` (and everything it starts) as part of the request `requestId`. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The headers an upstream call adds: `X-Request-Id` while serving a request, none outside one. */
export function requestIdHeader(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { "X-Request-Id": requestId };
}

/** A `fetch` init made by someone else (an SDK), with `requestIdHeader()` added. */
export function withRequestIdHeader(init: RequestInit | undefined): RequestInit | undefined {
  const added = Object.entries(requestIdHeader());
  if (added.length === 0) return init;
  const headers = new Headers(init?.headers);
  for (const [name, value] of added) headers.set(name, value);
  return { ...init, headers };
}
