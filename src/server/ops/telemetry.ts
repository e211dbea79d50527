import { channel } from "node:diagnostics_channel";

/**
 * What the server reports about its own work, published on Node's diagnostics channels: the code
 * that does the work publishes one small message, and whoever listens (the metrics registry of
 * `metrics.ts`) counts it. Nothing listens unless metrics are on, and then publishing costs a
 * function call; the producers need no metrics object handed down to them.
 */

/** Upstream services the server calls. */
export type UpstreamService = "tmdb" | "openai" | "auth" | "mail";
export type UpstreamOutcome = "ok" | "error" | "timeout";
export interface UpstreamCall {
  service: UpstreamService;
  outcome: UpstreamOutcome;
  seconds: number;
}
export interface CacheLookup {
  /** The cache kind (`list`, `search`, `trailer`, `movie`, `suggestion`). */
  kind: string;
  result: "hit" | "miss" | "stale";
}
export interface BudgetRefusal {
  /** The limit's name (`LIMITS` in http/rate-limit.ts). */
  limit: string;
}
export interface SuggestionTiming {
  /** `first_name`: until the first suggested title reached the page; `done`: the whole answer. */
  phase: "first_name" | "done";
  suggester: string;
  seconds: number;
}

export const upstreamCalls = channel("reelwise:upstream-call");
export const cacheLookups = channel("reelwise:cache-lookup");
export const budgetRefusals = channel("reelwise:budget-refusal");
export const suggestionTimings = channel("reelwise:suggestion-timing");

export function reportUpstreamCall(call: UpstreamCall): void {
  if (upstreamCalls.hasSubscribers) upstreamCalls.publish(call);
}
export function reportCacheLookup(lookup: CacheLookup): void {
  if (cacheLookups.hasSubscribers) cacheLookups.publish(lookup);
}
export function reportBudgetRefusal(refusal: BudgetRefusal): void {
  if (budgetRefusals.hasSubscribers) budgetRefusals.publish(refusal);
}
export function reportSuggestionTiming(timing: SuggestionTiming): void {
  if (suggestionTimings.hasSubscribers) suggestionTimings.publish(timing);
}

/** A thrown timeout or abort: the upstream did not answer in time. */
function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/**
 * Run one call to an upstream service and report it (its outcome and duration) whatever happens.
 * `answered` tells a thrown error that is the service's own answer (a refused token) from a failure
 * to get one: the former counts as `ok`, so errors alert only when the service is in trouble.
 */
export async function timedUpstreamCall<T>(
  service: UpstreamService,
  work: () => Promise<T>,
  answered: (error: unknown) => boolean = () => false,
): Promise<T> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const value = await work();
    reportUpstreamCall({ service, outcome: "ok", seconds: seconds() });
    return value;
  } catch (error) {
    const outcome = answered(error) ? "ok" : isTimeout(error) ? "timeout" : "error";
    reportUpstreamCall({ service, outcome, seconds: seconds() });
    throw error;
  }
}

/**
 * Firebase Auth's verdicts on a token (expired, revoked, malformed, disabled or deleted account:
 * `auth/…` codes) are answers; its internal errors and the SDK's `app/…` network errors are not.
 */
export function isFirebaseVerdict(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && code.startsWith("auth/") && code !== "auth/internal-error";
}
