import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  addressGroup,
  addressKey,
  clientAddresses,
  isTrustedPeer,
  parseTrustProxy,
  type TrustProxy,
} from "./client-address.js";

describe("parseTrustProxy", () => {
  it("reads no proxy, a hop count and a list of addresses and CIDRs", () => {
    expect(parseTrustProxy("")).toEqual({ kind: "none" });
    expect(parseTrustProxy("false")).toEqual({ kind: "none" });
    expect(parseTrustProxy("0")).toEqual({ kind: "none" });
    expect(parseTrustProxy("true")).toEqual({ kind: "hops", hops: 1 });
    expect(parseTrustProxy(" 2 ")).toEqual({ kind: "hops", hops: 2 });
    expect(parseTrustProxy("127.0.0.1, 10.0.0.0/8,fd00::/8")).toEqual({
      kind: "addresses",
      ranges: ["127.0.0.1", "10.0.0.0/8", "fd00::/8"],
    });
  });

  it("says what is wrong with anything else", () => {
    expect(parseTrustProxy("yes")).toMatch(/"yes".*not an IP address or CIDR/);
    expect(parseTrustProxy("10.0.0.0/33")).toMatch(/not an IP address or CIDR/);
    expect(parseTrustProxy("10.0.0.1/8/1")).toMatch(/not an IP address or CIDR/);
    expect(parseTrustProxy("11")).toMatch(/hop count/);
  });
});

describe("addressKey", () => {
  it("keeps IPv4 as it is and unwraps IPv4-mapped IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey(undefined)).toBe("unknown");
  });

  it("groups IPv6 by /64, however the address is written", () => {
    const key = addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002::1")).toBe(key);
    expect(addressKey("2001:db8:1:2::ffff")).toBe(key);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("addressGroup", () => {
  it("puts IPv4 neighbours in one /24 and IPv6 in one /48, however written", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.0/24");
    expect(addressGroup("::ffff:203.0.113.200")).toBe("203.0.113.0/24");
    expect(addressGroup("203.0.114.7")).not.toBe(addressGroup("203.0.113.7"));
    expect(addressGroup("2001:db8:1:2::1")).toBe("2001:db8:1::/48");
    expect(addressGroup("2001:0db8:0001:ffff:1::9")).toBe("2001:db8:1::/48");
    expect(addressGroup("2001:db8:2::1")).not.toBe("2001:db8:1::/48");
    expect(addressGroup(undefined)).toBe("unknown");
  });
});

/** What the server believes about a request carrying `headers`, under `trust` (no socket: `app.request`). */
async function seen(trust: TrustProxy, headers: Record<string, string>, url = "http://reelwise.test/") {
  const addresses = clientAddresses(trust);
  const app = new Hono().get("/", (c) => c.json({ ip: addresses.of(c) ?? null, https: addresses.isHttps(c) }));
  return (await app.request(url, { headers })).json() as Promise<{ ip: string | null; https: boolean }>;
}

describe("clientAddresses", () => {
  const spoof = { "x-forwarded-for": "198.51.100.9", "x-forwarded-proto": "https" };

  it("believes no forwarded header without a configured proxy", async () => {
    expect(await seen({ kind: "none" }, spoof)).toEqual({ ip: null, https: false });
  });

  it("takes, per trusted hop, one entry from the right of X-Forwarded-For", async () => {
    // The client wrote 1.1.1.1 itself; our one proxy appended the address it saw.
    const chain = { "x-forwarded-for": "1.1.1.1, 203.0.113.7", "x-forwarded-proto": "https" };
    expect(await seen({ kind: "hops", hops: 1 }, chain)).toEqual({ ip: "203.0.113.7", https: true });
    // Two proxies: the outer one appended 1.1.1.1... only when it is really ours.
    expect((await seen({ kind: "hops", hops: 2 }, chain)).ip).toBe("1.1.1.1");
  });

  it("reads forwarded entries that carry a port", async () => {
    const one = { kind: "hops", hops: 1 } as const;
    expect((await seen(one, { "x-forwarded-for": "1.1.1.1, 203.0.113.9:5555" })).ip).toBe("203.0.113.9");
    expect((await seen(one, { "x-forwarded-for": "[2001:db8::1]:443" })).ip).toBe("2001:db8::1");
    expect((await seen(one, { "x-forwarded-for": "[2001:db8::2]" })).ip).toBe("2001:db8::2");
  });

  it("reads X-Forwarded-Proto at our outermost proxy's entry, not the client's", async () => {
    const one = { kind: "hops", hops: 1 } as const;
    // The client claimed https itself; our proxy, reached over plain HTTP, appended what it saw.
    expect((await seen(one, { "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https, http" })).https).toBe(
      false,
    );
    expect((await seen(one, { "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "http, https" })).https).toBe(
      true,
    );
    // Two proxies: the outer one (the TLS end) wrote the first of the two it and the inner one added.
    const two = { kind: "hops", hops: 2 } as const;
    const chain = { "x-forwarded-for": "198.51.100.1, 10.0.0.2", "x-forwarded-proto": "https, http" };
    expect(await seen(two, chain)).toEqual({ ip: "198.51.100.1", https: true });
  });

  it("ignores a forwarded entry that is not an address", async () => {
    expect((await seen({ kind: "hops", hops: 1 }, { "x-forwarded-for": "not-an-ip" })).ip).toBeNull();
  });

  it("believes a listed proxy only: no socket address here, so nothing forwarded counts", async () => {
    expect(await seen({ kind: "addresses", ranges: ["10.0.0.0/8"] }, spoof)).toEqual({ ip: null, https: false });
  });

  it("knows HTTPS from the URL itself", async () => {
    expect((await seen({ kind: "none" }, {}, "https://reelwise.test/")).https).toBe(true);
  });
});

describe("isTrustedPeer (whose connections the per-group connection cap leaves alone)", () => {
  it("no proxy: no peer; a hop count: every peer (all come through the proxy); addresses: those only", () => {
    expect(isTrustedPeer({ kind: "none" })("127.0.0.1")).toBe(false);
    expect(isTrustedPeer({ kind: "hops", hops: 1 })("203.0.113.9")).toBe(true);
    const listed = isTrustedPeer({ kind: "addresses", ranges: ["10.0.0.0/8", "fd00::/8"] });
    expect(listed("10.1.2.3")).toBe(true);
    expect(listed("::ffff:10.1.2.3")).toBe(true);
    expect(listed("fd00::5")).toBe(true);
    expect(listed("203.0.113.9")).toBe(false);
    expect(listed(undefined)).toBe(false);
  });
});
