import { ErrorBodySchema, type ErrorCode } from "../../contract/errors";

/** What went wrong with an `/api` call, as the page needs to tell it. */
export type ApiProblem =
  | { kind: "aborted" }
  | { kind: "network" }
  | { kind: "code"; code: ErrorCode; retryAfter?: number; details?: string[] }
  | { kind: "unknown" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Read an RTK Query error (a `FetchBaseQueryError` or a `SerializedError`) into an `ApiProblem`.
 * The body is parsed with the contract's error schema; anything else is `unknown`.
 */
export function apiProblemOf(error: unknown): ApiProblem {
  if (!isRecord(error)) return { kind: "unknown" };
  if (error.name === "AbortError") return { kind: "aborted" };
  const status = error.status;
  if (status === "FETCH_ERROR" || status === "TIMEOUT_ERROR") {
    return String(error.error ?? "").includes("AbortError") ? { kind: "aborted" } : { kind: "network" };
  }
  const parsed = ErrorBodySchema.safeParse(error.data);
  if (parsed.success) {
    const { code, retryAfter, details } = parsed.data.error;
    return { kind: "code", code, ...(retryAfter !== undefined && { retryAfter }), ...(details && { details }) };
  }
  return { kind: "unknown" };
}
