import type { Logger } from "pino";
import { err, type Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { SuggestionEvent } from "../../contract/suggestions.js";
import type { AppDeps } from "../deps.js";
import { splitYear } from "./parse-names.js";
import type { OnName, SuggestError } from "./suggester.js";

/** Movies answered per suggested name (one poster row). */
export const MOVIES_PER_NAME = 20;

type Deps = Pick<AppDeps, "movies">;

/** Asks for the names (from the cache or the suggester), reporting each through `onName` as it completes. */
export type NameSource = (onName: OnName, signal: AbortSignal) => Promise<Result<string[], SuggestError>>;

export interface StreamOptions {
  language: LanguageId;
  /** Tags for the `understood` event, when the engine says what it understood. */
  understood?: string[];
  log?: Logger | undefined;
  /** Aborted when the page goes away. */
  signal: AbortSignal;
}

/** The outcome before anything is sent: a failure with no name (an ordinary error answer), or the stream. */
export type StartedStream =
  | { ok: false; error: SuggestError }
  | { ok: true; body: ReadableStream<Uint8Array>; done: Promise<{ names: number }> };

/**
 * Runs one suggestion as a stream of `SuggestionEvent` lines: each name as soon as it completes,
 * with its row's search started at once; each row's movies as soon as its search returns; then
 * `done`, or `error` after the rows already started. Resolves once the first name is known (or
 * the names failed before any, which the route answers as an ordinary error). Closing the stream
 * (the page went away) aborts the suggester and the searches.
 */
export async function startSuggestionStream(
  deps: Deps,
  names: NameSource,
  options: StreamOptions,
): Promise<StartedStream> {
  const { language, log } = options;
  const abort = new AbortController();
  const stop = () => abort.abort();
  options.signal.addEventListener("abort", stop, { once: true });
  const encoder = new TextEncoder();
  let sink: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      sink = controller;
    },
    cancel: () => {
      open = false;
      stop();
    },
  });
  const send = (event: SuggestionEvent) => {
    if (open) sink?.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
  };
  const close = () => {
    options.signal.removeEventListener("abort", stop);
    if (!open) return;
    open = false;
    sink?.close();
  };

  const rows: Promise<void>[] = [];
  let firstName: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    firstName = resolve;
  });
  const onName: OnName = (name, index) => {
    if (index !== rows.length) return;
    const { title, year } = splitYear(name);
    if (index === 0 && options.understood) send({ type: "understood", tags: options.understood });
    send({ type: "name", index, name: title, ...(year !== undefined && { year }) });
    rows.push(searchRow(deps, { title, year, index, language, signal: abort.signal, log }).then(send));
    firstName();
  };

  const outcome: { settled?: Result<string[], SuggestError>; thrown?: { error: unknown } } = {};
  const result = names(onName, abort.signal).then(
    (r) => {
      // Names answered at once (the cache, or a call another request started) are reported here.
      if (r.ok) {
        for (const [index, name] of r.value.entries()) onName(name, index);
      }
      outcome.settled = r;
      firstName();
      return r;
    },
    (error: unknown) => {
      outcome.thrown = { error };
      firstName();
      return undefined;
    },
  );
  await first;
  const early = outcome.settled;
  if (rows.length === 0 && (outcome.thrown || (early && !early.ok))) {
    options.signal.removeEventListener("abort", stop);
    // Nothing sent yet: the route answers the error (a throw reaches the app's one error handler).
    if (outcome.thrown) throw outcome.thrown.error;
    if (early && !early.ok) return { ok: false, error: early.error };
  }
  if (early?.ok === true && rows.length === 0 && options.understood) {
    send({ type: "understood", tags: options.understood });
  }

  const done = result.then(async (r) => {
    await Promise.all(rows);
    if (!r) send({ type: "error", error: { code: "internal" } });
    else if (r.ok) send({ type: "done" });
    else if (r.error.code !== "aborted") {
      const { code, retryAfter, details } = r.error;
      send({
        type: "error",
        error: { code, ...(retryAfter !== undefined && { retryAfter }), ...(details && { details }) },
      });
    }
    close();
    return { names: rows.length };
  });
  return { ok: true, body, done };
}

interface RowSearch {
  title: string;
  year: number | undefined;
  index: number;
  language: LanguageId;
  signal: AbortSignal;
  log: Logger | undefined;
}

/** One row's search; a failed search is an empty row (the page says "No match for ‹name›"). */
async function searchRow(deps: Deps, row: RowSearch): Promise<SuggestionEvent> {
  const result = await deps.movies
    .search(row.title, row.language, row.signal, row.year)
    .catch((error: unknown) => err({ code: "upstream_unavailable" as const, message: errorName(error) }));
  if (result.ok) return { type: "movies", index: row.index, movies: result.value.slice(0, MOVIES_PER_NAME) };
  if (!row.signal.aborted) {
    row.log?.warn({ code: result.error.code, reason: result.error.message }, "search for a suggestion failed");
  }
  return { type: "movies", index: row.index, movies: [] };
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : "thrown");
