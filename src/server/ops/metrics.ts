import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Version } from "../../contract/version.js";
import type { ReadyReport } from "./readiness.js";
import { budgetRefusals, cacheLookups, suggestionTimings, upstreamCalls } from "./telemetry.js";

/** Methods counted by name; any other (a made-up one included) is counted as `OTHER`, so no client can add series. */
const KNOWN_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The metrics label of a request method: one of the known set, or `OTHER`. */
export const methodLabel = (method: string): string => (KNOWN_METHODS.has(method) ? method : "OTHER");

/** Seconds: from a cached answer (~1 ms) to a slow model's whole answer (~30 s). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Which app's registry the work running now belongs to: set by each registry's middleware for the
 * request and everything it starts. The telemetry topics are process-wide (diagnostics channels),
 * so without it two apps in one process would each count the other's upstream calls, cache
 * lookups, refusals and timings.
 */
const servingApp = new AsyncLocalStorage<symbol>();

export interface Metrics {
  readonly registry: Registry;
  /** Counts each request by method, route template (never the raw path) and status, with its duration. */
  readonly middleware: MiddlewareHandler;
  /** Stop listening to the telemetry channels (the registry stays readable). */
  close(): void;
}

export interface MetricsSources {
  /** Each store's state, asked at every scrape (`reelwise_store_up`). */
  stores?: () => Promise<ReadyReport>;
  /** This server's release (`reelwise_build_info{version,commit} 1`). */
  build?: Version;
}

/**
 * One Prometheus registry per server: requests, upstream calls, cache lookups, budget refusals,
 * suggestion timings, and prom-client's default process metrics (event-loop lag, memory, CPU, GC).
 * A registry of its own, not prom-client's global one, and telemetry counted only for the work of
 * its own app's requests (work outside any request, such as start-up, is counted by every
 * registry listening), so several apps in one process never share counts.
 */
export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new Registry();
  const app = Symbol("metrics");
  /** Whether the message being published comes from this app's work (or from no app's). */
  const ours = () => (servingApp.getStore() ?? app) === app;
  collectDefaultMetrics({ register: registry, prefix: "reelwise_" });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name: `reelwise_${name}`, help, labelNames, registers: [registry] });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram({ name: `reelwise_${name}`, help, labelNames, buckets: BUCKETS, registers: [registry] });
  const requestLabels = ["method", "route", "status"] as const;
  const requests = counter("http_requests_total", "HTTP requests by method, route template and status.", requestLabels);
  const durations = histogram(
    "http_request_duration_seconds",
    "HTTP request duration by method, route template and status.",
    requestLabels,
  );
  const upstream = counter(
    "upstream_calls_total",
    "Calls to upstream services (tmdb, openai, auth, mail) by outcome.",
    ["service", "outcome"],
  );
  const upstreamSeconds = histogram("upstream_call_duration_seconds", "Upstream call duration by service.", [
    "service",
  ]);
  const cache = counter("cache_lookups_total", "Cache lookups by kind and result (hit, miss, stale).", [
    "kind",
    "result",
  ]);
  const refusals = counter(
    "budget_refusals_total",
    "Requests past a rate-limit budget (refused with 429; failure counters: refused or slowed), by limit.",
    ["limit"],
  );
  const suggestions = histogram(
    "suggestion_seconds",
    "GPT Search: time to the first suggested title and to the whole answer, by suggester.",
    ["phase", "suggester"],
  );

  const { stores, build } = sources;
  if (build) {
    new Gauge({
      name: "reelwise_build_info",
      help: "The release and commit this server runs (always 1).",
      labelNames: ["version", "commit"],
      registers: [registry],
    }).set(build, 1);
  }
  if (stores) {
    new Gauge({
      name: "reelwise_ready",
      help: "Whether this server answers /api/ready 200 (1) or is draining (0).",
      registers: [registry],
      async collect() {
        this.set((await stores()).ready ? 1 : 0);
      },
    });
    new Gauge({
      name: "reelwise_store_up",
      help: "Whether each store (database, redis) answered within 1 s at this scrape: 1 up, 0 down.",
      labelNames: ["store"],
      registers: [registry],
      async collect() {
        const { checks } = await stores();
        for (const [store, state] of Object.entries(checks)) this.set({ store }, state === "up" ? 1 : 0);
      },
    });
  }

  // Publishing is synchronous, so a listener runs in the publisher's async context: `ours()` sees
  // the request the message came from.
  const unsubscribe = [
    upstreamCalls.subscribe((call) => {
      if (!ours()) return;
      upstream.inc({ service: call.service, outcome: call.outcome });
      upstreamSeconds.observe({ service: call.service }, call.seconds);
    }),
    cacheLookups.subscribe((lookup) => {
      if (ours()) cache.inc({ kind: lookup.kind, result: lookup.result });
    }),
    budgetRefusals.subscribe((refusal) => {
      if (ours()) refusals.inc({ limit: refusal.limit });
    }),
    suggestionTimings.subscribe((timing) => {
      if (ours()) suggestions.observe({ phase: timing.phase, suggester: timing.suggester }, timing.seconds);
    }),
  ];

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await servingApp.run(app, next);
    const labels = {
      method: methodLabel(c.req.method),
      route: routePath(c) || "unmatched",
      status: String(c.res.status),
    };
    requests.inc(labels);
    durations.observe(labels, (performance.now() - started) / 1000);
  };

  return {
    registry,
    middleware,
    close() {
      for (const stop of unsubscribe) stop();
    },
  };
}
