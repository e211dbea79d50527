import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { Piscina } from "piscina";
import { err, ok, type Result } from "../../../contract/errors.js";
import { errorFields } from "../../logger.js";
import type { SuggestAnswer, SuggestContext, SuggestError, Suggester, Understanding } from "../suggester.js";
import { type EngineAnswer, type EngineTask, understandingOf } from "./engine-answer.js";

/** Worker threads running the engine: one core of two, the other left to the event loop and hashing. */
export const ENGINE_THREADS = 1;
/** Queries allowed to wait for a thread; past it a query is refused at once (429, `Retry-After`). */
export const ENGINE_QUEUE_MAX = 32;
/** Seconds a refused query is asked to wait. */
export const ENGINE_BUSY_RETRY_SECONDS = 2;
/** Answers remembered per query and context, so the understanding and the names cost one run. */
const REMEMBERED = 300;
const REMEMBERED_MS = 10 * 60_000;

/**
 * The worker's entry: compiled ahead of time (`npm start`, the image: this file is `.js`), the
 * compiled `engine-worker.js`; run from the sources (dev, tests), a shim that loads the TypeScript
 * worker through tsx.
 */
const WORKER_FILE = new URL(
  import.meta.url.endsWith(".js") ? "./engine-worker.js" : "./engine-worker.mjs",
  import.meta.url,
).href;

export interface PoolSettings {
  threads?: number;
  queueMax?: number;
}

/**
 * The local engine (`local/`) run in a piscina worker pool instead of on the event loop: each
 * worker loads the catalogue once and answers plain data (`engine-worker.ts`). The pool is bounded
 * (threads and a waiting queue), so however many queries arrive, the event loop only posts
 * messages: health checks and cached lists stay fast while the engine is busy, and a query past
 * the queue is refused at once. One run answers both the understanding and the names of a query;
 * the answer is remembered for a while (a cached query's understanding costs no run).
 */
export class PooledSuggester implements Suggester {
  readonly kind = "local" as const;
  readonly #pool: Piscina<EngineTask, EngineAnswer>;
  readonly #answers = new LRUCache<string, Promise<EngineAnswer>>({ max: REMEMBERED, ttl: REMEMBERED_MS });
  readonly #log: Logger | undefined;

  constructor(settings: PoolSettings = {}, log?: Logger) {
    const threads = settings.threads ?? ENGINE_THREADS;
    this.#pool = new Piscina({
      filename: WORKER_FILE,
      name: "answer",
      minThreads: 0,
      maxThreads: threads,
      maxQueue: settings.queueMax ?? ENGINE_QUEUE_MAX,
      idleTimeout: 5 * 60_000,
      concurrentTasksPerWorker: 1,
    });
    this.#log = log?.child({ seam: "suggester", kind: "local" });
  }

  async suggest(...[query, language, signal, onName, context = {}]: Parameters<Suggester["suggest"]>): SuggestAnswer {
    if (signal.aborted) return err({ code: "aborted", message: "aborted by the caller" });
    const answered = await this.#run({ query, language, context });
    if (!answered.ok) return answered;
    if (signal.aborted) return err({ code: "aborted", message: "aborted by the caller" });
    for (const [index, name] of answered.value.names.entries()) onName?.(name, index);
    return ok(answered.value.names);
  }

  /** What the engine understood; undefined when it is too busy (the names then answer `rate_limited`). */
  async understand(query: string, context: SuggestContext = {}): Promise<Understanding | undefined> {
    const answered = await this.#run({ query, language: "EN", context });
    return answered.ok ? understandingOf(answered.value) : undefined;
  }

  /** Queries the engine has answered so far (each a run in a worker thread). */
  get runs(): number {
    return this.#pool.completed;
  }

  /** Stop the worker threads (queued queries are refused). */
  async close(): Promise<void> {
    await this.#pool.destroy();
  }

  async #run(task: EngineTask): Promise<Result<EngineAnswer, SuggestError>> {
    // The engine ignores the language: one answer per query and context serves every language.
    const key = JSON.stringify([task.query, task.context.previous ?? "", task.context.without ?? []]);
    let answer = this.#answers.get(key);
    if (!answer) {
      // Refused before it is queued: a full queue answers at once, never after a wait.
      if (this.#pool.queueSize >= this.#pool.options.maxQueue) {
        return err({ code: "rate_limited", retryAfter: ENGINE_BUSY_RETRY_SECONDS, message: "engine queue full" });
      }
      answer = this.#pool.run(task).catch((error: unknown) => {
        this.#answers.delete(key);
        throw error;
      });
      this.#answers.set(key, answer);
    }
    try {
      return ok(await answer);
    } catch (error) {
      this.#log?.error({ err: errorFields(error) }, "local engine failed");
      return err({ code: "upstream_unavailable", message: errorFields(error).message });
    }
  }
}
