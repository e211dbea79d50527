import { type Channel, channel } from "node:diagnostics_channel";
import { errorProperty } from "../logger.js";

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

/**
 * One diagnostics channel that carries one kind of message: `publish` costs nothing while nobody
 * listens, and `subscribe` hands back the function that stops listening.
 */
export class Topic<T> {
  readonly #channel: Channel;
  constructor(name: string) {
    this.#channel = channel(name);
  }
  publish(message: T): void {
    if (this.#channel.hasSubscribers) this.#channel.publish(message);
  }
  subscribe(listener: (message: T) => void): () => void {
    // Only `publish` above writes to this channel (its name is ours), so every message is a T.
    const onMessage = (message: unknown) => listener(message as T);
    this.#channel.subscribe(onMessage);
    return () => this.#channel.unsubscribe(onMessage);
  }
}

export const upstreamCalls = new Topic<UpstreamCall>("reelwise:upstream-call");
export const cacheLookups = new Topic<CacheLookup>("reelwise:cache-lookup");
export const budgetRefusals = new Topic<BudgetRefusal>("reelwise:budget-refusal");
export const suggestionTimings = new Topic<SuggestionTiming>("reelwise:suggestion-timing");

export function reportUpstreamCall(call: UpstreamCall): void {
  upstreamCalls.publish(call);
}
export function reportCacheLookup(lookup: CacheLookup): void {
  cacheLookups.publish(lookup);
}
export function reportBudgetRefusal(refusal: BudgetRefusal): void {
  budgetRefusals.publish(refusal);
}
export function reportSuggestionTiming(timing: SuggestionTiming): void {
  suggestionTimings.publish(timing);
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
  const code = errorProperty(error, "code");
  return typeof code === "string" && code.startsWith("auth/") && code !== "auth/internal-error";
}
