import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { err, ok, type Result } from "../../contract/errors.js";
import { createLoader } from "./cached.js";
import { MemoryCache } from "./memory-cache.js";

type Answer = Result<string, { code: string }>;

function setup() {
  const lines: string[] = [];
  const log = pino(
    { level: "debug" },
    new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  let offset = 0;
  const cache = new MemoryCache();
  const loader = createLoader(cache, log, { now: () => Date.now() + offset });
  /** An upstream stand-in that counts calls and answers what the test says. */
  const upstream = {
    calls: 0,
    next: ok("v1") as Answer,
    delayMs: 0,
    call: async (): Promise<Answer> => {
      upstream.calls++;
      if (upstream.delayMs) await new Promise((r) => setTimeout(r, upstream.delayMs));
      return upstream.next;
    },
  };
  return { cache, loader, upstream, lines, advance: (ms: number) => (offset += ms) };
}

describe("createLoader", () => {
  it("calls the upstream on a miss and not again while fresh", async () => {
    const { loader, upstream } = setup();
    expect(await loader.load("k", 60_000, upstream.call)).toEqual(ok("v1"));
    upstream.next = ok("v2");
    expect(await loader.load("k", 60_000, upstream.call)).toEqual(ok("v1"));
    expect(upstream.calls).toBe(1);
  });

  it("refreshes once the copy is older than freshMs", async () => {
    const { loader, upstream, advance } = setup();
    await loader.load("k", 60_000, upstream.call);
    advance(60_001);
    upstream.next = ok("v2");
    expect(await loader.load("k", 60_000, upstream.call)).toEqual(ok("v2"));
    expect(upstream.calls).toBe(2);
  });

  it("shares one upstream call among identical concurrent loads", async () => {
    const { loader, upstream } = setup();
    upstream.delayMs = 30;
    const answers = await Promise.all(Array.from({ length: 10 }, () => loader.load("k", 60_000, upstream.call)));
    expect(upstream.calls).toBe(1);
    expect(answers.every((a) => a.ok && a.value === "v1")).toBe(true);
  });

  it("does not share between different keys", async () => {
    const { loader, upstream } = setup();
    await Promise.all([loader.load("a", 60_000, upstream.call), loader.load("b", 60_000, upstream.call)]);
    expect(upstream.calls).toBe(2);
  });

  it("serves the stale copy when the upstream fails, and logs it at warn", async () => {
    const { loader, upstream, advance, lines } = setup();
    await loader.load("k", 60_000, upstream.call);
    advance(10 * 60_000);
    upstream.next = err({ code: "upstream_unavailable" });
    expect(await loader.load("k", 60_000, upstream.call)).toEqual(ok("v1"));
    expect(upstream.calls).toBe(2);
    expect(lines.some((l) => l.includes('"level":40') && l.includes("stale"))).toBe(true);
  });

  it("returns the failure when there is no copy, and does not store it", async () => {
    const { loader, upstream, cache } = setup();
    upstream.next = err({ code: "upstream_unavailable" });
    expect(await loader.load("k", 60_000, upstream.call)).toEqual(err({ code: "upstream_unavailable" }));
    expect(await cache.get("k")).toBeUndefined();
    upstream.next = ok("v2");
    expect(await loader.load("k", 60_000, upstream.call)).toEqual(ok("v2"));
    expect(upstream.calls).toBe(2);
  });

  it("keeps good answers long after they stop being fresh", async () => {
    const { loader, upstream, advance } = setup();
    await loader.load("k", 1_000, upstream.call);
    advance(6 * 24 * 60 * 60_000);
    upstream.next = err({ code: "upstream_unavailable" });
    expect(await loader.load("k", 1_000, upstream.call)).toEqual(ok("v1"));
  });

  it("serves the stale copy when the loader throws; rethrows without one", async () => {
    const { loader, upstream, advance } = setup();
    const boom = async (): Promise<Answer> => {
      throw new Error("boom");
    };
    await expect(loader.load("k", 1_000, boom)).rejects.toThrow("boom");
    await loader.load("k", 1_000, upstream.call);
    advance(2_000);
    expect(await loader.load("k", 1_000, boom)).toEqual(ok("v1"));
  });

  it("starts a new call once the shared one has settled", async () => {
    const { loader, upstream } = setup();
    upstream.next = err({ code: "upstream_unavailable" });
    await loader.load("k", 60_000, upstream.call);
    await loader.load("k", 60_000, upstream.call);
    expect(upstream.calls).toBe(2);
  });
});
