import type { ServerOptions } from "node:http";

/**
 * How long a client may take to send a request, enforced by Node itself: the headers within 20 s,
 * the whole request (body included) within 30 s, checked every second. A client that trickles a
 * body a byte at a time is answered 408 and its connection closed after at most ~31 s, instead of
 * holding it for Node's default of five minutes. Answers are not bounded by these (GPT Search
 * streams for as long as the model talks). Behind Caddy, `deploy/Caddyfile` sets the same bounds.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 20_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;
