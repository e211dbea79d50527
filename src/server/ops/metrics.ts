import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import {
  type BudgetRefusal,
  budgetRefusals,
  type CacheLookup,
  cacheLookups,
  type SuggestionTiming,
  suggestionTimings,
  type UpstreamCall,
  upstreamCalls,
} from "./telemetry.js";

/** Seconds: from a cached answer (~1 ms) to a slow model's whole answer (~30 s). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface Metrics {
  readonly registry: Registry;
  /** Counts each request by method, route template (never the raw path) and status, with its duration. */
  readonly middleware: MiddlewareHandler;
  /** Stop listening to the telemetry channels (the registry stays readable). */
  close(): void;
}

/**
 * One Prometheus registry per server: requests, upstream calls, cache lookups, budget refusals,
 * suggestion timings, and prom-client's default process metrics (event-loop lag, memory, CPU, GC).
 * A registry of its own, not prom-client's global one, so several apps in one test process never
 * share counts.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "reelwise_" });
  const requests = new Counter({
    name: "reelwise_http_requests_total",
    help: "HTTP requests by method, route template and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "reelwise_http_request_duration_seconds",
    help: "HTTP request duration by method, route template and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const upstream = new Counter({
    name: "reelwise_upstream_calls_total",
    help: "Calls to upstream services (tmdb, openai, auth, mail) by outcome.",
    labelNames: ["service", "outcome"] as const,
    registers: [registry],
  });
  const upstreamSeconds = new Histogram({
    name: "reelwise_upstream_call_duration_seconds",
    help: "Upstream call duration by service.",
    labelNames: ["service"] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const cache = new Counter({
    name: "reelwise_cache_lookups_total",
    help: "Cache lookups by kind and result (hit, miss, stale).",
    labelNames: ["kind", "result"] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "reelwise_budget_refusals_total",
    help: "Requests past a rate-limit budget (refused with 429; failure counters: refused or slowed), by limit.",
    labelNames: ["limit"] as const,
    registers: [registry],
  });
  const suggestions = new Histogram({
    name: "reelwise_suggestion_seconds",
    help: "GPT Search: time to the first suggested title and to the whole answer, by suggester.",
    labelNames: ["phase", "suggester"] as const,
    buckets: BUCKETS,
    registers: [registry],
  });

  const onUpstream = (message: unknown) => {
    const call = message as UpstreamCall;
    upstream.inc({ service: call.service, outcome: call.outcome });
    upstreamSeconds.observe({ service: call.service }, call.seconds);
  };
  const onCache = (message: unknown) => {
    const lookup = message as CacheLookup;
    cache.inc({ kind: lookup.kind, result: lookup.result });
  };
  const onRefusal = (message: unknown) => refusals.inc({ limit: (message as BudgetRefusal).limit });
  const onSuggestion = (message: unknown) => {
    const timing = message as SuggestionTiming;
    suggestions.observe({ phase: timing.phase, suggester: timing.suggester }, timing.seconds);
  };
  upstreamCalls.subscribe(onUpstream);
  cacheLookups.subscribe(onCache);
  budgetRefusals.subscribe(onRefusal);
  suggestionTimings.subscribe(onSuggestion);

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const labels = { method: c.req.method, route: routePath(c) || "unmatched", status: String(c.res.status) };
    requests.inc(labels);
    durations.observe(labels, (performance.now() - started) / 1000);
  };

  return {
    registry,
    middleware,
    close() {
      upstreamCalls.unsubscribe(onUpstream);
      cacheLookups.unsubscribe(onCache);
      budgetRefusals.unsubscribe(onRefusal);
      suggestionTimings.unsubscribe(onSuggestion);
    },
  };
}
