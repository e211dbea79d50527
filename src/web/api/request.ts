import { ErrorBodySchema, err, ok, type Result } from "../../contract/errors";
import type { z } from "../../contract/zod";
import { currentIdToken } from "./auth-token";
import type { ApiProblem } from "./problem";
import { reportSessionEnded } from "./session-ended";

/**
 * Where `/api` is and what every call carries beyond what the browser adds: the page calls its own
 * origin, whose cookies the browser sends; a test (Node keeps no cookies) names a server and its
 * session cookie.
 */
export interface ApiTarget {
  origin: string;
  headers?: Readonly<Record<string, string>>;
}

export interface ApiRequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** Parses the success body; a body it rejects is an `unknown` problem. */
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal | undefined;
  /** Another `/api` than the page's own (`url` is then a path). */
  target?: ApiTarget | undefined;
}

/** The `Retry-After` header in seconds, when it is a plain number. */
function retryAfterHeader(response: Response): number | undefined {
  const value = Number(response.headers.get("retry-after"));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty or cut-off body): read as no body at all.
    return null;
  }
}

/** A failed answer → its problem: our error body when it has one; a bare 429 is still a rate limit. */
async function problemOfResponse(response: Response): Promise<ApiProblem> {
  const parsed = ErrorBodySchema.safeParse(await jsonOf(response));
  const retryAfter = (parsed.success ? parsed.data.error.retryAfter : undefined) ?? retryAfterHeader(response);
  if (parsed.success) {
    const { code, details } = parsed.data.error;
    return { kind: "code", code, ...(retryAfter !== undefined && { retryAfter }), ...(details && { details }) };
  }
  if (response.status === 429)
    return { kind: "code", code: "rate_limited", ...(retryAfter !== undefined && { retryAfter }) };
  return { kind: "unknown" };
}

export function failureOf(signal: AbortSignal | undefined): ApiProblem {
  return signal?.aborted ? { kind: "aborted" } : { kind: "network" };
}

/** Send a request the page's one way; a failure answer is already its `ApiProblem`. */
export async function send<T>(
  url: string,
  { method = "GET", body, signal, target }: ApiRequestOptions<T>,
  accept: string,
): Promise<Result<Response, ApiProblem>> {
  const headers: Record<string, string> = { ...target?.headers, accept };
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    const token = await currentIdToken();
    if (token) headers.authorization = `Bearer ${token}`;
    response = await fetch(`${target?.origin ?? ""}${url}`, {
      method,
      headers,
      credentials: "same-origin",
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(signal && { signal }),
    });
  } catch {
    return err(failureOf(signal));
  }
  if (!response.ok) {
    const problem = await problemOfResponse(response);
    if (problem.kind === "code" && problem.code === "unauthenticated") reportSessionEnded();
    return err(problem);
  }
  return ok(response);
}

/**
 * The page's one way to call `/api`: JSON in and out, the session cookie and (in firebase mode) the
 * bearer token, the success body parsed with `schema`, and every failure as one `ApiProblem`.
 * It never throws. The RTK Query base query (`/browse`) and the sign-in page both use it.
 */
export async function apiRequest<T>(url: string, options: ApiRequestOptions<T>): Promise<Result<T, ApiProblem>> {
  const { schema, signal } = options;
  const sent = await send(url, options, "application/json");
  if (!sent.ok) return sent;
  const raw = await jsonOf(sent.value);
  if (signal?.aborted) return err({ kind: "aborted" });
  const parsed = schema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err({ kind: "unknown" });
}
