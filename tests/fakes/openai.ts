import { randomUUID } from "node:crypto";
import {
  type FakeHandler,
  type FakeReply,
  type FakeServer,
  loadFixture,
  type SeenRequest,
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
  /** One-shot answers used in order before the usual one, e.g. `queue(serverError())` then OK. */
  queue(...replies: (FakeReply | FakeHandler)[]): void;
  /** Back to the options given at start. */
  reset(): void;
  /** The user message of the latest request, if any. */
  lastPrompt(): string | undefined;
  /** The parsed JSON body of the latest request, if any. */
  lastBody(): { model?: string; messages?: { role: string; content: string }[] } | undefined;
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
  const pending: (FakeReply | FakeHandler)[] = [];

  const answer = async (req: SeenRequest): Promise<FakeReply> => {
    if (req.headers.authorization !== `Bearer ${key}`) return OPENAI_FAULTS.unauthorized();
    const next = pending.shift() ?? fixed;
    if (next) return typeof next === "function" ? next(req) : next;
    const model = parseBody(req)?.model;
    if (options.models && !options.models.includes(model ?? "")) return OPENAI_FAULTS.modelNotFound();
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
    queue: (...replies) => {
      pending.push(...replies);
    },
    reset: () => {
      fixed = undefined;
      pending.length = 0;
      content = options.content ?? chatCompletionContent();
    },
    lastPrompt: () => parseBody(chatCalls().at(-1))?.messages?.find((m) => m.role === "user")?.content,
    lastBody: () => parseBody(chatCalls().at(-1)),
    close: server.close,
  };
}

function chatCompletionContent(): string {
  const body = loadFixture<{ choices: { message: { content: string } }[] }>("openai/chat_completion.json");
  return body.choices[0]?.message.content ?? "";
}
