import { setImmediate as nextTurn } from "node:timers/promises";
import type { Logger } from "pino";
import type { Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { Movie } from "../../contract/movies.js";
import type { SuggestionEvent } from "../../contract/suggestions.js";
import type { AppDeps } from "../deps.js";
import { chipsOf } from "./facet-wire.js";
import { splitYear } from "./parse-names.js";
import { fillRow, isFilm, type RowFill, titledAs, titleKey } from "./row-fill.js";
import type { OnName, RowFit, SuggestError, Understanding } from "./suggester.js";

type Deps = Pick<AppDeps, "movies">;

/** Asks for the names (from the cache or the suggester), reporting each through `onName` as it completes. */
export type NameSource = (onName: OnName, signal: AbortSignal) => Promise<Result<string[], SuggestError>>;

export interface StreamOptions {
  language: LanguageId;
  /** What the engine understood and why it picked each film, when it says (the local engine). */
  understood?: Understanding;
  /** The previous query this one refined (shown as a removable chip). */
  refining?: string | undefined;
  log?: Logger | undefined;
  /** Aborted when the page goes away. */
  signal: AbortSignal;
  /** The account's taste, applied to what leaves (`taste/taste-answer.ts`). */
  taste?: AnswerTaste | undefined;
}

/** What an account's taste asks of the rows and reasons that leave. */
export interface AnswerTaste {
  /** Whether a row may show this film ('Not for me' ones may not). */
  keeps(movie: Movie): boolean;
  /** Row `row`'s reason with "Because you liked ‹title›" first when the pick fits the account's taste. */
  reason(row: number, facts: readonly string[] | undefined): string[] | undefined;
}

/** The outcome before anything is sent: a failure with no name (an ordinary error answer), or the stream. */
export type StartedStream =
  | { ok: false; error: SuggestError }
  | { ok: true; body: ReadableStream<Uint8Array>; done: Promise<{ names: number }> };

/**
 * Runs one suggestion as a stream of `SuggestionEvent` lines: each name as soon as it completes,
 * with its row's search started in the event loop's next turn (one row per turn); each row's movies as soon as its search returns; then
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
  // Lines sent in one turn (the understanding and five names) leave as one chunk: one write to the
  // socket and one compressed segment instead of six.
  let lines = "";
  const flushLines = () => {
    if (open && lines) sink?.enqueue(encoder.encode(lines));
    lines = "";
  };
  const send = (event: SuggestionEvent) => {
    if (!open) return;
    if (!lines) queueMicrotask(flushLines);
    lines += `${JSON.stringify(event)}\n`;
  };
  const close = () => {
    options.signal.removeEventListener("abort", stop);
    if (!open) return;
    flushLines();
    open = false;
    sink?.close();
  };

  const rows: Promise<void>[] = [];
  const { understood, refining } = options;
  const sendUnderstood = () => {
    if (!understood && !refining) return;
    const { chips, unread } = chipsOf(understood?.facets ?? [], understood?.relaxed);
    if (unread.length > 0) log?.warn({ unread }, "facets the wire cannot carry");
    send({
      type: "understood",
      chips,
      ...(understood && understood.unknown.length > 0 && { unknown: understood.unknown }),
      ...(understood?.fallback && { fallback: true }),
      ...(refining && { refining }),
    });
  };
  /**
   * No film twice on the page. Rows are sent in order; when a row is sent, its fill leaves out
   * every film an earlier row showed (or one of the same title) and every suggestion named so far
   * (each heads its own row).
   * Every suggestion heads its own row: the person asked for five. A model names films one by
   * one, so a name can arrive after an earlier row was sent holding that film among its fill;
   * that film is then on the page twice (its row is what the model suggested). With the local
   * engine all five names are known before any row is filled, so this cannot happen.
   */
  const page: Page = { shown: new Set(), titles: new Set(), heads: [] };
  /** The suggester's index of the name expected next: names are taken once each, in order. */
  let nextName = 0;
  let previousRow: Promise<void> = Promise.resolve();
  let previousTurn: Promise<unknown> = Promise.resolve();
  let firstName: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    firstName = resolve;
  });
  const fit = deps.movies.kind === "catalog" ? understood?.rowFit : undefined;
  // The engine's films by id: catalogue ids, which name nothing in another movie source.
  const ids = deps.movies.kind === "catalog" ? understood?.films : undefined;
  const onName: OnName = (name, index) => {
    if (index !== nextName) return;
    nextName += 1;
    const { title, year } = splitYear(name);
    const row = rows.length;
    if (row === 0) sendUnderstood();
    const facts = understood?.reasons[index];
    const reason = facts && options.taste ? options.taste.reason(row, facts) : facts;
    send({ type: "name", index: row, name: title, ...(year !== undefined && { year }), ...(reason && { reason }) });
    page.heads.push({ title, year });
    // Each row's fill starts one turn of the event loop after the previous one's: with the
    // catalogue a fill is CPU work only, and five names known at once (the local engine) would
    // otherwise all be filled before the first row could leave, while other requests waited.
    const turn = previousTurn.then(() => nextTurn());
    previousTurn = turn;
    const found = turn.then(() =>
      fillRow(deps, { title, year, id: ids?.[index], language, signal: abort.signal, log, fit }),
    );
    const after = previousRow;
    previousRow = found.then(async (fill) => {
      await after;
      send(
        rowEvent({
          index: row,
          fill,
          page,
          withReason: reason === undefined,
          fit,
          rowsAfter: nextName - row - 1,
          taste: options.taste,
        }),
      );
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

/**
 * Films one suggestion row shows at most: the films like one film overlap with those like the
 * next, so a row that took all twenty would leave the later rows with nothing but their head.
 */
export const ROW_FILMS = 10;

/** What the page shows so far: films by id and by title (`titleKey`), and the suggestions named. */
interface Page {
  shown: Set<number>;
  titles: Set<string>;
  heads: { title: string; year: number | undefined }[];
}

/** A row holds at least this many films, its head included, when the source has them. */
export const ROW_FILMS_MIN = 5;

interface RowSend {
  index: number;
  fill: RowFill;
  page: Page;
  withReason: boolean;
  fit: RowFit | undefined;
  /** Rows still to be sent after this one (names already known). */
  rowsAfter: number;
  taste: AnswerTaste | undefined;
}

/**
 * Row `index`'s event: its head first, then the fill less every film on the page and every
 * suggestion named. With a `RowFit`, the films that fit the query are shared fairly: a row takes
 * no more of them than leaves each later row its share, and tops up to `ROW_FILMS_MIN` with films
 * that only break no exclusion.
 */
function rowEvent({ index, fill, page, withReason, fit, rowsAfter, taste }: RowSend): SuggestionEvent {
  const [head, ...rest] = fill.movies;
  // Two films of one title (The Alamo of 1960 and of 2004) look like one film shown twice: one per page.
  const taken = new Set(page.titles);
  if (head) taken.add(titleKey(head.title));
  const free = (m: Movie) =>
    m.id !== head?.id &&
    !page.shown.has(m.id) &&
    !page.heads.some((h) => isFilm(m, h.title, h.year)) &&
    !titledAs(m, taken) &&
    (taste?.keeps(m) ?? true);
  // …nor within the row itself.
  const inRow = new Set<string>();
  let fills = rest.filter(free).filter((m) => {
    const again = titledAs(m, inRow);
    inRow.add(titleKey(m.title));
    return !again;
  });
  if (fit) {
    const fitting = (m: Movie) => ["fits", "unknown"].includes(fit.grade(m.id));
    const left = fit.pool.filter((id) => !page.shown.has(id)).length;
    const share = Math.max(ROW_FILMS_MIN - 1, Math.floor(left / (rowsAfter + 1)));
    const good = fills.filter(fitting).slice(0, share);
    const topUp = fills.filter((m) => !fitting(m)).slice(0, Math.max(0, ROW_FILMS_MIN - 1 - good.length));
    fills = [...good, ...topUp];
  }
  const movies = head ? [head, ...fills].slice(0, ROW_FILMS) : [];
  for (const m of movies) {
    page.shown.add(m.id);
    page.titles.add(titleKey(m.title));
  }
  const reason = taste && fill.reason ? taste.reason(index, fill.reason) : fill.reason;
  return { type: "movies", index, movies, ...(withReason && reason && { reason }) };
}
