import { randomUUID } from "node:crypto";
import {
  type FakeHandler,
  type FakeReply,
  type FakeServer,
  loadFixture,
  type SeenRequest,
  type StreamPiece,
  startFakeServer,
} from "./fake-server.js";

/** Where the SDK posts under the base URL the fake reports (`<url>/chat/completions`). */
export const CHAT_COMPLETIONS_PATH = "/v1/chat/completions";

/** A chat completion in OpenAI's real shape (tests/fixtures/openai/chat_completion.json) with this content. */
export function chatCompletion(content: string | null, model?: string): Record<string, unknown> {
  const body = loadFixture<{ model: string; choices: { message: { content: string | null } }[] }>(
    "openai/chat_completion.json",
  );
  const [choice] = body.choices;
  if (choice) choice.message.content = content;
  if (model) body.model = model;
  return body;
}

/** How a streamed answer is sent: the content in pieces, each after its delay, and optionally a failure. */
export interface StreamPlan {
  /** The content's pieces (default: one per name, the delimiter kept with the name before it). */
  pieces?: string[];
  /** Milliseconds before each piece (a number: the same before every piece; default 0). */
  delaysMs?: number | number[];
  /** After this many pieces, send OpenAI's in-stream error event and stop (a model failing mid-answer). */
  failAfter?: number;
}

/** One `chat.completion.chunk` event as OpenAI streams it. */
function chunkEvent(delta: Record<string, unknown>, finish: string | null, model: string): string {
  const chunk = {
    id: "chatcmpl-stream01",
    object: "chat.completion.chunk",
    created: 1763800000,
    model,
    system_fingerprint: null,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** "Heat, Ronin, Up" → ["Heat,", " Ronin,", " Up"]: a piece per name, as a model's tokens arrive. */
export function piecesOf(content: string): string[] {
  return content.match(/[^,]+,?/g) ?? [];
}

/** A streamed chat completion (`stream: true`) with `content`, following `plan`. */
export function streamedCompletion(content: string | null, model: string, plan: StreamPlan = {}): StreamPiece[] {
  const pieces = plan.pieces ?? piecesOf(content ?? "");
  const delayOf = (i: number) => (Array.isArray(plan.delaysMs) ? (plan.delaysMs[i] ?? 0) : (plan.delaysMs ?? 0));
  const out: StreamPiece[] = [{ data: chunkEvent({ role: "assistant", content: "" }, null, model) }];
  for (const [i, piece] of pieces.entries()) {
    if (plan.failAfter === i) {
      const error = { message: "The server had an error while processing your request.", type: "server_error" };
      return [...out, { data: `data: ${JSON.stringify({ error })}\n\n`, delayMs: delayOf(i) }];
    }
    out.push({ data: chunkEvent({ content: piece }, null, model), delayMs: delayOf(i) });
  }
  out.push({ data: chunkEvent({}, "stop", model) }, { data: "data: [DONE]\n\n" });
  return out;
}

/** Ready-made replies in OpenAI's real error shapes (tests/fixtures/openai/error_*.json). */
export const OPENAI_FAULTS = {
  unauthorized: (): FakeReply => ({ status: 401, body: loadFixture("openai/error_401.json") }),
  forbidden: (): FakeReply => ({
    status: 403,
    body: {
      error: {
        message: "Country, region, or territory not supported",
        type: "request_forbidden",
        param: null,
        code: "unsupported_country_region_territory",
      },
    },
  }),
  modelNotFound: (): FakeReply => ({ status: 404, body: loadFixture("openai/error_404.json") }),
  badRequest: (): FakeReply => ({
    status: 400,
    body: {
      error: { message: "Invalid value for 'messages'.", type: "invalid_request_error", param: "messages", code: null },
    },
  }),
  conflict: (): FakeReply => ({
    status: 409,
    body: { error: { message: "Conflict", type: "invalid_request_error", param: null, code: null } },
  }),
  unprocessable: (): FakeReply => ({
    status: 422,
    body: { error: { message: "Unprocessable", type: "invalid_request_error", param: null, code: null } },
  }),
  quota: (): FakeReply => ({ status: 429, body: loadFixture("openai/error_429_quota.json") }),
  /** A rate limit; `retryAfter` is sent as the `retry-after` header (seconds) unless undefined. */
  rateLimited: (retryAfter: string | undefined = "0"): FakeReply => ({
    status: 429,
    headers: retryAfter === undefined ? {} : { "retry-after": retryAfter },
    body: loadFixture("openai/error_429_rate.json"),
  }),
  serverError: (status = 500): FakeReply => ({ status, body: loadFixture("openai/error_500.json") }),
  /** Destroy the socket without answering (a connection error). */
  hangUp: (): FakeReply => ({ hangUp: true }),
} as const;

export interface FakeOpenAiOptions {
  /** The key accepted as `Authorization: Bearer …` (default: a random test-only key, made per fake); others get the real 401. */
  key?: string;
  /** The content of every successful answer (default: the fixture's five titles). */
  content?: string;
  /** Answer every call after this many ms (timeouts, benchmarks: a realistic model). */
  delayMs?: number;
  /** When set, any other requested model gets the real 404 `model_not_found`. */
  models?: string[];
  /** How `stream: true` requests are answered (default: a piece per name, no delays). */
  stream?: StreamPlan;
}

export interface FakeOpenAi {
  /** The base URL to give the SDK: `http://127.0.0.1:PORT/v1`. */
  baseUrl: string;
  key: string;
  /** Every request seen, oldest first. */
  seen: SeenRequest[];
  /** How many chat-completion requests arrived (first tries and retries alike). */
  readonly calls: number;
  /** Answer successes with this content from now on. */
  setContent(content: string | null): void;
  /** Answer every call this way from now on (after the key check), until `reset`. */
  setReply(reply: FakeReply | FakeHandler): void;
  /** Stream `stream: true` answers this way from now on, until `reset`. */
  setStream(plan: StreamPlan): void;
  /** One-shot answers used in order before the usual one, e.g. `queue(serverError())` then OK. */
  queue(...replies: (FakeReply | FakeHandler)[]): void;
  /** Back to the options given at start. */
  reset(): void;
  /** The user message of the latest request, if any. */
  lastPrompt(): string | undefined;
  /** The system message of the latest request, if any. */
  lastSystem(): string | undefined;
  /** The parsed JSON body of the latest request, if any. */
  lastBody():
    | { model?: string; messages?: { role: string; content: string }[]; max_tokens?: number; stream?: boolean }
    | undefined;
  close(): Promise<void>;
}

function parseBody(req: SeenRequest | undefined): ReturnType<FakeOpenAi["lastBody"]> {
  if (!req) return undefined;
  try {
    return JSON.parse(req.body) as ReturnType<FakeOpenAi["lastBody"]>;
  } catch {
    return undefined; // not JSON: the caller sees "no body"
  }
}

/**
 * A fake OpenAI-compatible chat-completions service on 127.0.0.1: real success and error bodies,
 * the key check, configurable content, delay, faults and fault sequences, and a call count. Used
 * by unit tests, e2e runs and benchmarks.
 */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const key = options.key ?? `test-only-openai-key-${randomUUID()}`;
  let content: string | null = options.content ?? chatCompletionContent();
  let fixed: FakeReply | FakeHandler | undefined;
  let plan: StreamPlan | undefined = options.stream;
  const pending: (FakeReply | FakeHandler)[] = [];

  const answer = async (req: SeenRequest): Promise<FakeReply> => {
    if (req.headers.authorization !== `Bearer ${key}`) return OPENAI_FAULTS.unauthorized();
    const next = pending.shift() ?? fixed;
    if (next) return typeof next === "function" ? next(req) : next;
    const body = parseBody(req);
    const model = body?.model;
    if (options.models && !options.models.includes(model ?? "")) return OPENAI_FAULTS.modelNotFound();
    if (body?.stream) return { stream: streamedCompletion(content, model ?? "gpt-3.5-turbo", plan) };
    return { body: chatCompletion(content, model) };
  };
  const handle: FakeHandler = async (req) => {
    const reply = await answer(req);
    return options.delayMs && reply.delayMs === undefined ? { ...reply, delayMs: options.delayMs } : reply;
  };
  const server: FakeServer = await startFakeServer({ [`POST ${CHAT_COMPLETIONS_PATH}`]: handle });
  const chatCalls = () => server.seen.filter((r) => r.path === CHAT_COMPLETIONS_PATH);
  return {
    baseUrl: `${server.url}/v1`,
    key,
    seen: server.seen,
    get calls() {
      return chatCalls().length;
    },
    setContent: (c) => {
      content = c;
    },
    setReply: (reply) => {
      fixed = reply;
    },
    setStream: (next) => {
      plan = next;
    },
    queue: (...replies) => {
      pending.push(...replies);
    },
    reset: () => {
      fixed = undefined;
      pending.length = 0;
      content = options.content ?? chatCompletionContent();
      plan = options.stream;
    },
    lastPrompt: () => parseBody(chatCalls().at(-1))?.messages?.find((m) => m.role === "user")?.content,
    lastSystem: () => parseBody(chatCalls().at(-1))?.messages?.find((m) => m.role === "system")?.content,
    lastBody: () => parseBody(chatCalls().at(-1)),
    close: server.close,
  };
}

function chatCompletionContent(): string {
  const body = loadFixture<{ choices: { message: { content: string } }[] }>("openai/chat_completion.json");
  return body.choices[0]?.message.content ?? "";
}
