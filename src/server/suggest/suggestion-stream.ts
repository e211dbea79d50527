import type { Logger } from "pino";
import type { Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { SuggestionEvent } from "../../contract/suggestions.js";
import type { AppDeps } from "../deps.js";
import { splitYear } from "./parse-names.js";
import { fillRow, headKey, type RowFill } from "./row-fill.js";
import type { OnName, SuggestError, Understanding } from "./suggester.js";

type Deps = Pick<AppDeps, "movies">;

/** Asks for the names (from the cache or the suggester), reporting each through `onName` as it completes. */
export type NameSource = (onName: OnName, signal: AbortSignal) => Promise<Result<string[], SuggestError>>;

export interface StreamOptions {
  language: LanguageId;
  /** What the engine understood and why it picked each film, when it says (the local engine). */
  understood?: Understanding;
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
  const understood = options.understood;
  const sendUnderstood = () => {
    if (!understood) return;
    const { tags, unknown, fallback } = understood;
    send({ type: "understood", tags, ...(unknown.length > 0 && { unknown }), ...(fallback && { fallback }) });
  };
  /** Rows send in order, so that no film is shown twice on the page: each row leaves out what earlier rows showed. */
  const shown = new Set<number>();
  const heads = new Set<string>();
  let previousRow: Promise<void> = Promise.resolve();
  let firstName: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    firstName = resolve;
  });
  const onName: OnName = (name, index) => {
    if (index !== rows.length) return;
    const { title, year } = splitYear(name);
    if (index === 0) sendUnderstood();
    const reason = understood?.reasons[index];
    send({ type: "name", index, name: title, ...(year !== undefined && { year }), ...(reason && { reason }) });
    heads.add(headKey(title, year));
    const found = fillRow(deps, { title, year, language, signal: abort.signal, log, heads });
    const after = previousRow;
    previousRow = found.then(async (fill) => {
      await after;
      send(rowEvent(index, fill, shown, reason === undefined));
    });
    rows.push(previousRow);
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
  if (early?.ok === true && rows.length === 0) sendUnderstood();

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

/** Row `index`'s event: its head first, then the fill less every film an earlier row showed. */
/**
 * Films one suggestion row shows at most: the films like one film overlap with those like the
 * next, so a row that took all twenty would leave the later rows with nothing but their head.
 */
export const ROW_FILMS = 10;

function rowEvent(index: number, fill: RowFill, shown: Set<number>, withReason: boolean): SuggestionEvent {
  const movies = fill.movies.filter((m, i) => i === 0 || !shown.has(m.id)).slice(0, ROW_FILMS);
  for (const m of movies) shown.add(m.id);
  return { type: "movies", index, movies, ...(withReason && fill.reason && { reason: fill.reason }) };
}
