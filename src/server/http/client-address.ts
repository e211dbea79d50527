import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

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
    if (toRule(range) === undefined) return `has "${range}", which is not an IP address or CIDR`;
  }
  return { kind: "addresses", ranges };
}

type Rule = { type: "ipv4" | "ipv6"; address: string; prefix: number };

function toRule(range: string): Rule | undefined {
  const [address = "", prefixText, extra] = range.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return undefined;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
  if (prefix < 0 || prefix > max) return undefined;
  return { type: version === 4 ? "ipv4" : "ipv6", address, prefix };
}

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * The rate-limit key for an address: IPv4 as is; IPv6 by its /64 network, because one subscriber
 * is handed a whole /64 and could otherwise rotate through it to escape every limit.
 */
export function addressKey(address: string | undefined): string {
  if (address === undefined) return "unknown";
  const plain = unmapped(address);
  if (isIP(plain) !== 6) return plain;
  const [head = "", tail = ""] = plain.toLowerCase().split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const groups = plain.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
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
  /** Whether the page was asked for over HTTPS, by the URL or by a trusted proxy's X-Forwarded-Proto. */
  isHttps(c: Context): boolean;
  /** Whether any proxy is configured (HSTS is only sent behind one). */
  readonly behindProxy: boolean;
}

/**
 * Reads `X-Forwarded-For` from the right, one entry per trusted hop, so a client cannot choose its
 * own address by sending the header: only what our proxies appended is believed. `X-Forwarded-Host`
 * is never believed (the proxy passes `Host` on instead).
 */
export function clientAddresses(trust: TrustProxy): ClientAddresses {
  const list = new BlockList();
  if (trust.kind === "addresses") {
    for (const rule of trust.ranges.map(toRule)) if (rule) list.addSubnet(rule.address, rule.prefix, rule.type);
  }
  const trusted = (address: string | undefined, hop: number): boolean => {
    if (trust.kind === "hops") return hop < trust.hops;
    if (trust.kind === "none" || address === undefined) return false;
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? "ipv4" : "ipv6");
  };
  /** The socket's peer first, then X-Forwarded-For from its last entry to its first. */
  const chain = (c: Context): (string | undefined)[] => {
    const peer = socketAddress(c);
    if (!trusted(peer, 0)) return [peer];
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => unmapped(part.trim()))
      .filter((part) => part !== "");
    return [peer, ...forwarded.reverse()];
  };
  const of = (c: Context): string | undefined => {
    const hops = chain(c);
    let i = 0;
    while (i < hops.length - 1 && trusted(hops[i], i)) i++;
    const found = hops[i];
    return found !== undefined && (i === 0 || isIP(found) !== 0) ? found : undefined;
  };
  return {
    of,
    keyOf: (c) => addressKey(of(c)),
    isHttps(c) {
      if (new URL(c.req.url).protocol === "https:") return true;
      if (!trusted(socketAddress(c), 0)) return false;
      return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
    },
    behindProxy: trust.kind !== "none" && !(trust.kind === "hops" && trust.hops === 0),
  };
}
