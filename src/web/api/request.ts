import { type JsonEndpoint, type PathParams, pathOf } from "../../contract/endpoint";
import { ErrorBodySchema, err, ok, type Result } from "../../contract/errors";
import { answersTurn, forgetAnswers, takeAnswer } from "./answered-in-html";
import type { ApiProblem } from "./problem";
import { reportSessionEnded } from "./session-ended";

/**
 * Where the API is and how a call proves who is calling, beyond what the browser adds: the page
 * calls its own origin, whose cookies the browser sends, and in firebase mode adds the signed-in
 * user's ID token; a test (Node keeps no cookies) names a server and its session cookie. The page
 * has one, made in `main.tsx` and kept by the store (`useApiTarget`, the base query's `extra`).
 */
export interface ApiTarget {
  origin: string;
  headers?: Readonly<Record<string, string>>;
  /** The signed-in user's current ID token (firebase mode: the auth client's), sent as a bearer token. */
  idToken?: () => Promise<string | null>;
}

/** A row of the endpoint table (`src/contract/*-endpoints.ts`) as the page calls it. */
export type ApiCall<Res, Body> = Pick<JsonEndpoint<Res, Body>, "method" | "path" | "response" | "body">;

export interface ApiRequestOptions<Body> {
  /** The row's path parameters (`:id`, `:kind`, …), each encoded into the path. */
  params?: PathParams;
  /** The query string. */
  search?: Readonly<Record<string, string>>;
  /** Sent as JSON. */
  body?: Body;
  signal?: AbortSignal | undefined;
  target: ApiTarget;
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

/** Send a table row's request the page's one way; a failure answer is already its `ApiProblem`. */
export async function send<Body>(
  row: ApiCall<unknown, Body>,
  { params, search, body, signal, target }: ApiRequestOptions<Body>,
  accept: string,
): Promise<Result<Response, ApiProblem>> {
  const path = `${pathOf(row, params)}${search ? `?${new URLSearchParams(search)}` : ""}`;
  // Answered in the HTML: no round trip (a write first drops those answers, see `takeAnswer`).
  if (row.method !== "GET") forgetAnswers();
  const answered = row.method === "GET" ? takeAnswer(path) : undefined;
  if (answered !== undefined) {
    await answersTurn();
    // Read as JSON by the callers (every answered request is a JSON one).
    return ok(new Response(JSON.stringify(answered)));
  }
  const headers: Record<string, string> = { ...target.headers, accept };
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    const token = await target.idToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    response = await fetch(`${target.origin}${path}`, {
      method: row.method,
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
    if (problem.kind === "code" && problem.code === "unauthenticated") {
      forgetAnswers();
      reportSessionEnded();
    }
    return err(problem);
  }
  return ok(response);
}

/**
 * The page's one way to call the API: a row of the endpoint table, JSON in and out, the session
 * cookie and (in firebase mode) the bearer token, the success body parsed with the row's schema
 * (typed by it), and every failure as one `ApiProblem`. It never throws. The RTK Query base query
 * (`/browse`) and the sign-in page both use it.
 */
export async function apiRequest<Res, Body>(
  row: ApiCall<Res, Body>,
  options: ApiRequestOptions<NoInfer<Body>>,
): Promise<Result<Res, ApiProblem>> {
  const sent = await send(row, options, "application/json");
  if (!sent.ok) return sent;
  const raw = await jsonOf(sent.value);
  if (options.signal?.aborted) return err({ kind: "aborted" });
  const parsed = row.response.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err({ kind: "unknown" });
}
