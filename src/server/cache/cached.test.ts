import { describe, expect, it } from "vitest";
import { z } from "zod";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import { gate, waitFor } from "../../../tests/fakes/wait.js";
import { err, ok, type Result } from "../../contract/errors.js";
import { createLoader, type LoadSpec } from "./cached.js";
import { MemoryCache } from "./memory-cache.js";
import { CACHE_POLICY } from "./policy.js";

type Answer = Result<string, { code: string }>;

const SEARCH: LoadSpec<string> = { kind: "search", schema: z.string() };
const FRESH_MS = CACHE_POLICY.search.freshMs;

function setup() {
  const lines: string[] = [];
  const log = captureLogger(lines);
  let offset = 0;
  const cache = new MemoryCache();
  const loader = createLoader(cache, log, { now: () => Date.now() + offset });
  /** An upstream stand-in that counts calls and answers what the test says. */
  const upstream = {
    calls: 0,
    next: ok("v1") as Answer,
    /** When set, each call answers only once this settles (a `gate()` the test opens). */
    held: undefined as Promise<void> | undefined,
    call: async (): Promise<Answer> => {
      upstream.calls++;
      await upstream.held;
      return upstream.next;
    },
  };
  return { cache, loader, upstream, lines, advance: (ms: number) => (offset += ms) };
}

describe("createLoader", () => {
  it("calls the upstream on a miss and not again while fresh", async () => {
    const { loader, upstream } = setup();
    expect(await loader.load("k", SEARCH, upstream.call)).toEqual(ok("v1"));
    upstream.next = ok("v2");
    expect(await loader.load("k", SEARCH, upstream.call)).toEqual(ok("v1"));
    expect(upstream.calls).toBe(1);
  });

  it("refreshes once the copy is older than its kind's freshness", async () => {
    const { loader, upstream, advance } = setup();
    await loader.load("k", SEARCH, upstream.call);
    advance(FRESH_MS - 1_000);
    expect(await loader.load("k", SEARCH, upstream.call)).toEqual(ok("v1"));
    advance(1_001);
    upstream.next = ok("v2");
    expect(await loader.load("k", SEARCH, upstream.call)).toEqual(ok("v2"));
    expect(upstream.calls).toBe(2);
  });

  it("shares one upstream call among identical concurrent loads", async () => {
    const { loader, upstream } = setup();
    const answer = gate();
    upstream.held = answer.opened;
    const loads = Promise.all(Array.from({ length: 10 }, () => loader.load("k", SEARCH, upstream.call)));
    await waitFor(() => upstream.calls > 0);
    // Every load has had its turn (a full pass of the event loop) while the one call is still held.
    await new Promise((resolve) => setImmediate(resolve));
    expect(upstream.calls).toBe(1);
    answer.open();
    const answers = await loads;
    expect(upstream.calls).toBe(1);
    expect(answers.every((a) => a.ok && a.value === "v1")).toBe(true);
  });

  it("does not share between different keys", async () => {
    const { loader, upstream } = setup();
    await Promise.all([loader.load("a", SEARCH, upstream.call), loader.load("b", SEARCH, upstream.call)]);
    expect(upstream.calls).toBe(2);
  });

  it("serves the stale copy when the upstream fails, and logs it at warn", async () => {
    const { loader, upstream, advance, lines } = setup();
    await loader.load("k", SEARCH, upstream.call);
    advance(FRESH_MS + 1);
    upstream.next = err({ code: "upstream_unavailable" });
    expect(await loader.load("k", SEARCH, upstream.call)).toEqual(ok("v1"));
    expect(upstream.calls).toBe(2);
    expect(lines.some((l) => l.includes('"level":40') && l.includes("stale"))).toBe(true);
  });

  it("returns the failure when there is no copy, and does not store it", async () => {
    const { loader, upstream, cache } = setup();
    upstream.next = err({ code: "upstream_unavailable" });
    expect(await loader.load("k", SEARCH, upstream.call)).toEqual(err({ code: "upstream_unavailable" }));
    expect(await cache.get("k")).toBeUndefined();
    upstream.next = ok("v2");
    expect(await loader.load("k", SEARCH, upstream.call)).toEqual(ok("v2"));
    expect(upstream.calls).toBe(2);
  });

  it("keeps good answers long after they stop being fresh", async () => {
    const { loader, upstream, advance } = setup();
    const trailer: LoadSpec<string> = { kind: "trailer", schema: z.string() };
    await loader.load("k", trailer, upstream.call);
    advance(6 * 24 * 60 * 60_000);
    upstream.next = err({ code: "upstream_unavailable" });
    expect(await loader.load("k", trailer, upstream.call)).toEqual(ok("v1"));
  });

  it("serves the stale copy when the loader throws; rethrows without one", async () => {
    const { loader, upstream, advance } = setup();
    const boom = async (): Promise<Answer> => {
      throw new Error("boom");
    };
    await expect(loader.load("k", SEARCH, boom)).rejects.toThrow("boom");
    await loader.load("k", SEARCH, upstream.call);
    advance(FRESH_MS + 1);
    expect(await loader.load("k", SEARCH, boom)).toEqual(ok("v1"));
  });

  it("starts a new call once the shared one has settled", async () => {
    const { loader, upstream } = setup();
    upstream.next = err({ code: "upstream_unavailable" });
    await loader.load("k", SEARCH, upstream.call);
    await loader.load("k", SEARCH, upstream.call);
    expect(upstream.calls).toBe(2);
  });
});

describe("createLoader: what it reads back", () => {
  const NAMES: LoadSpec<string[]> = { kind: "suggestion", schema: z.array(z.string()) };

  it("treats a stored value of the wrong shape as a miss, at warn once per kind", async () => {
    const { loader, cache, lines } = setup();
    await cache.set("a", { not: "names" }, 60_000);
    await cache.set("b", [1, 2], 60_000);
    expect(await loader.load("a", NAMES, async () => ok(["Heat"]))).toEqual(ok(["Heat"]));
    expect(await loader.load("b", NAMES, async () => ok(["Jaws"]))).toEqual(ok(["Jaws"]));
    const shape = lines.filter((l) => l.includes("wrong shape"));
    expect(shape).toHaveLength(2);
    expect(shape[0]).toContain('"level":40');
    expect(shape[1]).toContain('"level":20');
    expect((await cache.get("a"))?.value).toEqual(["Heat"]);
  });

  it("does not serve a wrongly shaped copy when the upstream fails", async () => {
    const { loader, cache } = setup();
    await cache.set("k", { not: "names" }, 60_000);
    const failure = err({ code: "upstream_unavailable" });
    expect(await loader.load("k", NAMES, async () => failure)).toEqual(failure);
  });

  it("answers the parsed copy: fields the schema does not name are gone", async () => {
    const { loader, cache } = setup();
    const spec: LoadSpec<{ id: number }> = { kind: "list", schema: z.object({ id: z.number() }) };
    await cache.set("k", { id: 1, extra: true }, 60_000, "shared");
    expect(await loader.load("k", spec, async () => ok({ id: 2 }))).toEqual(ok({ id: 1 }));
  });

  it("stores only answers its spec says are worth it", async () => {
    const { loader, cache } = setup();
    const spec: LoadSpec<string[]> = { ...NAMES, store: (names) => names.length > 0 };
    expect(await loader.load("empty", spec, async () => ok([]))).toEqual(ok([]));
    expect(await cache.get("empty")).toBeUndefined();
    await loader.load("full", spec, async () => ok(["Heat"]));
    expect((await cache.get("full"))?.value).toEqual(["Heat"]);
  });

  it("puts lists in the shared tier and everything else in the query tier", async () => {
    const { loader, cache } = setup();
    await loader.load("list", { kind: "list", schema: z.string() }, async () => ok("l"));
    const listBytes = cache.bytes.shared;
    expect(listBytes).toBeGreaterThan(0);
    expect(cache.bytes.query).toBe(0);
    for (const kind of ["search", "trailer", "suggestion"] as const) {
      await loader.load(kind, { kind, schema: z.string() }, async () => ok(kind));
    }
    expect(cache.bytes.shared).toBe(listBytes);
    expect(cache.bytes.query).toBeGreaterThan(0);
    expect(cache.size).toBe(4);
  });
});
