import type { ErrorCode } from "../../contract/errors";

/** What went wrong with an API call, as the page needs to tell it. Every request path yields one. */
export type ApiProblem =
  /** The caller aborted the request (a newer one replaced it, or the view went away). */
  | { kind: "aborted" }
  /** No answer: offline, connection refused or reset. */
  | { kind: "network" }
  /** The server answered with one of our error codes (`{ error: { code, retryAfter, details } }`). */
  | { kind: "code"; code: ErrorCode; retryAfter?: number; details?: string[] }
  /** An answer outside the contract: a body we cannot read, or a success in an unexpected shape. */
  | { kind: "unknown" };

export type CodeProblem = Extract<ApiProblem, { kind: "code" }>;

const KINDS: ReadonlySet<unknown> = new Set(["aborted", "network", "code", "unknown"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The `ApiProblem` behind an RTK Query hook's `error`: the base query's own problem, or the
 * `SerializedError` of a thunk that was aborted (or threw) before the base query answered.
 */
export function apiProblemOf(error: unknown): ApiProblem {
  if (!isRecord(error)) return { kind: "unknown" };
  if (KINDS.has(error.kind)) return error as ApiProblem;
  if (error.name === "AbortError") return { kind: "aborted" };
  return { kind: "unknown" };
}
