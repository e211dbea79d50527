import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from "openai";
import type { Logger } from "pino";
import { err, ok } from "../../contract/errors.js";
import type { Config } from "../config.js";
import { abortable } from "../http/abortable.js";
import { capBody } from "../http/capped-body.js";
import { withRequestIdHeader } from "../ops/request-context.js";
import { reportUpstreamCall } from "../ops/telemetry.js";
import { createNameReader } from "./parse-names.js";
import { ANSWER_MAX_TOKENS, buildMessages, type PromptMessage } from "./prompt.js";
import type { OnName, SuggestAnswer, SuggestError, Suggester } from "./suggester.js";

export type OpenAiSettings = Extract<Config["suggest"], { kind: "openai" }>;

/** The SDK's default retry count; kept explicit so the contract is visible here. */
export const OPENAI_MAX_RETRIES = 2;
/**
 * Five titles take well under 2 KB, and even streamed as `ANSWER_MAX_TOKENS` events of a few hundred
 * bytes each the answer stays under 100 KB; a model sending more than this is broken or hostile.
 */
export const OPENAI_MAX_BODY_BYTES = 256 * 1024;
/** A `retry-after` at or above this is not waited for: the person is told to come back instead. */
export const RETRY_AFTER_CAP_MS = 60_000;

/** Milliseconds the service asked us to wait, from `retry-after-ms` or `retry-after` (seconds or HTTP date). */
export function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = Number.parseFloat(headers?.get("retry-after-ms") ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers?.get("retry-after");
  if (!raw) return undefined;
  const seconds = Number.parseFloat(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

async function isQuotaError(res: Response): Promise<boolean> {
  try {
    const body = (await res.clone().json()) as { error?: { code?: unknown; type?: unknown } };
    return body.error?.code === "insufficient_quota" || body.error?.type === "insufficient_quota";
  } catch {
    return false; // not JSON: an ordinary rate limit
  }
}

/**
 * The SDK retries every 429. This fetch marks the two 429s that must not be retried with the
 * SDK's own `x-should-retry: false` header, leaving the rest of its retry contract (408/409/429/5xx,
 * capped jittered backoff, retry-after) untouched: a quota error (`insufficient_quota`: waiting
 * will not help) and a rate limit asking for a wait of a minute or more.
 */
export function noQuotaRetryFetch(inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    if (res.status !== 429) return res;
    const wait = retryAfterMs(res.headers);
    const tooLong = wait !== undefined && wait >= RETRY_AFTER_CAP_MS;
    if (!tooLong && !(await isQuotaError(res))) return res;
    const headers = new Headers(res.headers);
    headers.set("x-should-retry", "false");
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
}

/** The SDK's own log lines, through our logger, message only (its extra arguments can carry bodies). */
function sdkLogger(log: Logger) {
  const to =
    (level: "error" | "warn" | "info" | "debug") =>
    (message: string): void =>
      log[level]({ sdk: "openai" }, message);
  return { error: to("error"), warn: to("warn"), info: to("info"), debug: to("debug") };
}

function statusError(e: APIError, model: string): SuggestError {
  if (e instanceof RateLimitError) {
    if (e.code === "insufficient_quota" || e.type === "insufficient_quota") return { code: "ai_quota" };
    const wait = retryAfterMs(e.headers);
    return wait === undefined
      ? { code: "ai_rate_limited" }
      : { code: "ai_rate_limited", retryAfter: Math.ceil(wait / 1000) };
  }
  if (e instanceof BadRequestError || e instanceof UnprocessableEntityError) return { code: "ai_bad_request" };
  if (e instanceof AuthenticationError || e instanceof PermissionDeniedError) return { code: "ai_auth" };
  if (e instanceof NotFoundError) return { code: "ai_model_not_found", details: [model] };
  if (e instanceof ConflictError || e instanceof InternalServerError) return { code: "ai_unavailable" };
  return { code: "ai_unavailable" };
}

/**
 * An SDK failure as a SuggestError. The message kept for logs is built from the status and the
 * service's error code/type only: the service's own message can echo part of the key.
 */
export function toSuggestError(e: unknown, model: string): SuggestError {
  if (e instanceof APIUserAbortError) return { code: "aborted", message: "aborted by the caller" };
  if (e instanceof APIConnectionError) return { code: "ai_unreachable", message: e.constructor.name };
  if (e instanceof APIError) {
    const mapped = statusError(e, model);
    return { ...mapped, message: `status ${e.status ?? "?"} code ${e.code ?? "-"} type ${e.type ?? "-"}` };
  }
  return { code: "ai_unavailable", message: e instanceof Error ? e.name : "unknown failure" };
}

/**
 * The SDK notices an abort during a request at once, but not while it sleeps between retries (up
 * to a minute with retry-after): `abortable` lets the caller go at once with the SDK's own error.
 */
const userAbort = (): never => {
  throw new APIUserAbortError();
};

/** `fetch`, each call reported as an upstream call to the model service (retries count one each). */
async function reportedFetch(input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const res = await fetch(input, withRequestIdHeader(init));
    reportUpstreamCall({ service: "openai", outcome: res.ok ? "ok" : "error", seconds: seconds() });
    return res;
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    reportUpstreamCall({ service: "openai", outcome: timedOut ? "timeout" : "error", seconds: seconds() });
    throw error;
  }
}

/**
 * Suggestions from any OpenAI-compatible chat-completions service (OpenAI, Ollama, vLLM, llama.cpp, …).
 * The service is an untrusted upstream: the person's query goes to it as delimited data, its answer
 * is limited to `ANSWER_MAX_TOKENS` tokens, and `parseNames` validates what comes back.
 */
export class OpenAiSuggester implements Suggester {
  readonly kind = "openai" as const;
  readonly #client: OpenAI;
  readonly #model: string;
  readonly #log: Logger;
  readonly #idleMs: number;

  constructor(settings: OpenAiSettings, log: Logger) {
    this.#model = settings.model;
    this.#idleMs = settings.timeoutMs;
    this.#log = log.child({ seam: "suggester", kind: "openai" });
    this.#client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: settings.timeoutMs,
      maxRetries: OPENAI_MAX_RETRIES,
      fetch: noQuotaRetryFetch(async (input, init) => capBody(await reportedFetch(input, init), OPENAI_MAX_BODY_BYTES)),
      logLevel: "warn",
      logger: sdkLogger(this.#log),
    });
  }

  async suggest(...[query, language, signal, onName, context = {}]: Parameters<Suggester["suggest"]>): SuggestAnswer {
    try {
      const messages = buildMessages(query, language, context.previous);
      return ok(await abortable(this.#streamNames(messages, signal, onName), signal, userAbort));
    } catch (e) {
      const error = toSuggestError(e, this.#model);
      if (error.code === "aborted") this.#log.debug("suggestion aborted by the caller");
      else this.#log.warn({ code: error.code, cause: error.message, model: this.#model }, "model call failed");
      return err(error);
    }
  }

  /**
   * The model's answer streamed (`stream: true`): each name is reported as soon as its delimiter
   * arrives; reading stops (closing the connection) once five names are complete.
   */
  async #streamNames(messages: PromptMessage[], signal: AbortSignal, onName?: OnName): Promise<string[]> {
    // The SDK's timeout ends when the answer starts; a model that then stalls is cut after the same time.
    const stalled = new AbortController();
    const stream = await this.#client.chat.completions.create(
      { model: this.#model, messages, max_tokens: ANSWER_MAX_TOKENS, stream: true },
      { signal: AbortSignal.any([signal, stalled.signal]) },
    );
    let timer = setTimeout(() => stalled.abort(), this.#idleMs);
    try {
      const reader = createNameReader((name, index) => onName?.(name, index));
      for await (const chunk of stream) {
        clearTimeout(timer);
        timer = setTimeout(() => stalled.abort(), this.#idleMs);
        reader.add(chunk.choices[0]?.delta?.content ?? "");
        if (reader.full) break;
      }
      // The SDK ends an aborted stream quietly: a stall is a timeout, not the end of the answer.
      if (stalled.signal.aborted && !signal.aborted) throw new APIConnectionTimeoutError({ message: "stalled" });
      return reader.finish();
    } catch (e) {
      if (stalled.signal.aborted && !signal.aborted) throw new APIConnectionTimeoutError({ message: "stalled" });
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }
}
