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
