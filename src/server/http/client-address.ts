import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import proxyaddr from "proxy-addr";

/**
 * Which proxies stand in front of the server (`TRUST_PROXY`): none; a number of hops (every hop is
 * a proxy we run, the nearest being the socket's peer); or the proxies' own addresses and CIDRs.
 */
export type TrustProxy =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "addresses"; ranges: readonly string[] };

export const NO_PROXY: TrustProxy = { kind: "none" };

/**
 * `TRUST_PROXY` as written by an operator: `false`/`0`/empty (no proxy), `true` (one hop: the
 * socket's peer is our proxy), a hop count (`2`), or a comma-separated list of proxy addresses
 * and CIDRs (`127.0.0.1, 10.0.0.0/8, fd00::/8`). Returns an error sentence for anything else.
 */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const text = raw.trim().toLowerCase();
  if (text === "" || text === "false" || text === "0") return NO_PROXY;
  if (text === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { kind: "hops", hops } : "must be a hop count from 0 to 10";
  }
  const ranges = text.split(",").map((part) => part.trim());
  for (const range of ranges) {
    try {
      if (isIP(range.split("/")[0] ?? "") === 0) throw new Error("not an address");
      proxyaddr.compile(range);
    } catch {
      return `has "${range}", which is not an IP address or CIDR`;
    }
  }
  return { kind: "addresses", ranges };
}

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** An IPv6 address's first `count` 16-bit groups, written short (`2001:db8:0:1`). */
function ipv6Head(plain: string, count: number): string {
  const [head = "", tail = ""] = plain.toLowerCase().split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const groups = plain.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return groups
    .slice(0, count)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":");
}

/**
 * The rate-limit key for an address: IPv4 as is; IPv6 by its /64 network, because one subscriber
 * is handed a whole /64 and could otherwise rotate through it to escape every limit.
 */
export function addressKey(address: string | undefined): string {
  if (address === undefined) return "unknown";
  const plain = unmapped(address);
  if (isIP(plain) !== 6) return plain;
  return `${ipv6Head(plain, 4)}::/64`;
}

/**
 * The fairness group of an address: IPv4 by its /24, IPv6 by its /48 (one site). Shared work
 * (password hashing) is shared out per group, so a crowd renting neighbouring addresses counts as
 * one client there, while budgets and lockouts stay per address (`addressKey`).
 */
export function addressGroup(address: string | undefined): string {
  if (address === undefined) return "unknown";
  const plain = unmapped(address);
  const kind = isIP(plain);
  if (kind === 4) return `${plain.split(".").slice(0, 3).join(".")}.0/24`;
  if (kind === 6) return `${ipv6Head(plain, 3)}::/48`;
  return plain;
}

function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address === undefined ? undefined : unmapped(address);
  } catch {
    // Not served by @hono/node-server (e.g. `app.request` in a test): no socket to ask.
    return undefined;
  }
}

/** What the server believes about where a request came from. */
export interface ClientAddresses {
  /** The client's address: the socket's, or the one the trusted proxies say they received from. */
  of(c: Context): string | undefined;
  /** The client's rate-limit key (`addressKey` of `of`). */
  keyOf(c: Context): string;
  /** The client's address group (`addressGroup` of `of`: IPv4 /24, IPv6 /48). */
  groupOf(c: Context): string;
  /** Whether the page was asked for over HTTPS, by the URL or by a trusted proxy's X-Forwarded-Proto. */
  isHttps(c: Context): boolean;
  /** Whether the socket's peer is a proxy `TRUST_PROXY` trusts (only such a peer's own headers, e.g. X-Request-Id, count). */
  fromTrustedProxy(c: Context): boolean;
  /** Whether any proxy is configured (HSTS is only sent behind one). */
  readonly behindProxy: boolean;
}

/** An X-Forwarded-For entry as an address: `203.0.113.9:5555` and `[2001:db8::1]:443` lose their port. */
function withoutPort(entry: string): string {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) return bracketed[1];
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text);
  return unmapped(v4WithPort?.[1] ?? text);
}

/** Whether the address at `hop` (0: the socket's peer) is one of our proxies, as `trust` says. */
function trustedHops(trust: TrustProxy): (address: string | undefined, hop: number) => boolean {
  if (trust.kind === "hops") return (_address, hop) => hop < trust.hops;
  if (trust.kind === "none") return () => false;
  const compiled = proxyaddr.compile([...trust.ranges]);
  return (address, hop) => address !== undefined && compiled(unmapped(address), hop);
}

/**
 * Whether a socket's peer is a proxy `TRUST_PROXY` trusts: with a hop count every peer is (all
 * connections come through the proxy); with addresses, the peers at those addresses.
 */
export function isTrustedPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  const trusted = trustedHops(trust);
  return (address) => trusted(address, 0);
}

/**
 * proxy-addr (Express's parser) decides: from the socket's peer, then X-Forwarded-For from its last
 * entry to its first, it walks while the address is a trusted proxy (by hop count, or by address
 * and CIDR) and answers the first one that is not, so a client cannot choose its own address by
 * sending the header: only what our proxies appended is believed. Entries with a port are read
 * without it. `X-Forwarded-Proto` is read at the outermost trusted proxy's entry, from the right;
 * `X-Forwarded-Host` is never believed (the proxy passes `Host` on instead).
 */
export function clientAddresses(trust: TrustProxy): ClientAddresses {
  const trusted = trustedHops(trust);

  /** The socket's peer and X-Forwarded-For, as proxy-addr reads a Node request. */
  const requestOf = (c: Context) => {
    const forwarded = c.req.header("x-forwarded-for");
    const headers: Record<string, string> = {};
    if (forwarded) headers["x-forwarded-for"] = forwarded.split(",").map(withoutPort).join(", ");
    return { headers, connection: { remoteAddress: socketAddress(c) } } as unknown as IncomingMessage;
  };
  /** Every address from the socket's out to the client's, and how many of them are our proxies. */
  const walk = (c: Context): { found: string | undefined; proxies: number } => {
    const chain = proxyaddr.all(requestOf(c), trusted as (address: string, hop: number) => boolean);
    let i = 0;
    while (i < chain.length - 1 && trusted(chain[i], i)) i++;
    const found = chain[i];
    return { found: found !== undefined && (i === 0 || isIP(found) !== 0) ? found : undefined, proxies: i };
  };
  const of = (c: Context) => walk(c).found;
  return {
    of,
    keyOf: (c) => addressKey(of(c)),
    groupOf: (c) => addressGroup(of(c)),
    isHttps(c) {
      if (new URL(c.req.url).protocol === "https:") return true;
      const proxies = Math.max(walk(c).proxies, trusted(socketAddress(c), 0) ? 1 : 0);
      if (proxies === 0) return false;
      const protos = (c.req.header("x-forwarded-proto") ?? "").split(",").map((p) => p.trim().toLowerCase());
      return protos[Math.max(0, protos.length - proxies)] === "https";
    },
    fromTrustedProxy: (c) => trusted(socketAddress(c), 0),
    behindProxy: trust.kind !== "none" && !(trust.kind === "hops" && trust.hops === 0),
  };
}
