import { type Context, Hono } from "hono";
import { z } from "zod";
import { err, type Result } from "../../contract/errors.js";
import { facetKey } from "../../contract/facets.js";
import { LANGUAGE_IDS, type LanguageId } from "../../contract/language.js";
import { type SuggestionRequest, SuggestionRequestSchema } from "../../contract/requests.js";
import { QUERY_MAX_LENGTH, SUGGESTION_STREAM_TYPE } from "../../contract/suggestions.js";
import { createLoader, type Loader, type LoadSpec } from "../cache/cached.js";
import { versionedKey } from "../cache/policy.js";
import type { AppDeps } from "../deps.js";
import { errorResponse } from "../http/errors.js";
import type { LimitVerdict } from "../http/rate-limit.js";
import { validate } from "../http/validate.js";
import { reportSuggestionTiming } from "../ops/telemetry.js";
import { accountTaste, tasteAnswer } from "../taste/taste-answer.js";
import type { OnName, SuggestContext, SuggestError, Suggester } from "./suggester.js";
import { type NameSource, startSuggestionStream } from "./suggestion-stream.js";

/** Suggested names are cached per query for `CACHE_POLICY.suggestion`; only non-empty answers are stored. */
const SUGGESTION_SPEC: LoadSpec<string[]> = {
  kind: "suggestion",
  schema: z.array(z.string()),
  store: (names) => names.length > 0,
};
/** Answered when the page went away before the answer was ready (nginx's "client closed request"). */
export const CLIENT_CLOSED_STATUS = 499;

type Deps = Pick<AppDeps, "suggester" | "movies" | "limits" | "cache"> & {
  /** The accounts' ratings: when given, each answer follows its account's taste (`taste/taste-answer.ts`). */
  taste?: AppDeps["taste"];
  /** The client address's budget key (app.ts: the socket's address, or the trusted proxy's). */
  addressOf: (c: Context) => string;
};

/** Same query and context, same names: case, spacing and Unicode form do not matter. */
export function suggestionCacheKey(
  kind: Suggester["kind"],
  language: LanguageId,
  query: string,
  context: SuggestContext = {},
): string {
  const normalised = query.normalize("NFC").toLocaleLowerCase().replace(/\s+/g, " ").trim();
  const previous = context.previous ? `|after:${context.previous.normalize("NFC").toLocaleLowerCase().trim()}` : "";
  const without = context.without?.length ? `|without:${context.without.map(facetKey).join(",")}` : "";
  return versionedKey("suggest", `${kind}:${language}:${normalised}${previous}${without}`);
}

const suggestionInput = validate("json", SuggestionRequestSchema, {
  messages: {
    query: `query must be 1 to ${QUERY_MAX_LENGTH} characters`,
    language: `language must be one of ${LANGUAGE_IDS.join(", ")}`,
  },
});

/** The request's context for the suggester: the previous query, and the removed chips as sent. */
const contextOf = (input: SuggestionRequest): SuggestContext => ({
  ...(input.previous && { previous: input.previous }),
  ...(input.without && { without: input.without }),
});

/**
 * What a call to the suggester spends (a cached answer spends neither): the client address's budget,
 * whatever the account (throwaway sign-ups share it), then the server's, the ceiling on what the
 * model can cost in a minute.
 */
async function spendSuggesterBudgets(deps: Deps, c: Context): Promise<LimitVerdict> {
  for (const [name, key] of [
    ["suggestionsFromAddress", deps.addressOf(c)],
    ["suggestionsOverall", "all"],
  ] as const) {
    const verdict = await deps.limits.consume(name, key);
    if (!verdict.ok) return verdict;
  }
  return { ok: true };
}

/**
 * Names from the cache, else from the suggester (once the budgets for a call allow it); identical
 * concurrent queries share one call. `cached` is true when this request did not call the suggester itself.
 */
async function namesFor(
  deps: Deps,
  loader: Loader,
  c: Context,
  input: SuggestionRequest,
  onName: OnName,
  signal: AbortSignal,
) {
  const { query, language } = input;
  const context = contextOf(input);
  const key = suggestionCacheKey(deps.suggester.kind, language, query, context);
  let asked = false;
  const ask = async (): Promise<Result<string[], SuggestError>> => {
    asked = true;
    const spent = await spendSuggesterBudgets(deps, c);
    if (!spent.ok) return err({ code: "rate_limited", retryAfter: spent.retryAfter });
    return deps.suggester.suggest(query, language, signal, onName, context);
  };
  const spec = { ...SUGGESTION_SPEC, log: c.get("log") };
  let result = await loader.load(key, spec, ask);
  // A shared call cancelled by the page that started it: ask again for a page that is still here.
  if (!result.ok && result.error.code === "aborted" && !signal.aborted) result = await loader.load(key, spec, ask);
  return { ...result, cached: !asked };
}

/**
 * `/api/suggestions` (mounted behind the session middleware). `POST /` `{ query, language }` →
 * a stream of `SuggestionEvent` lines (`suggestion-stream.ts`): each title as the suggester (a
 * model or the local engine) completes it, each row's movies as its search returns. Per-user and
 * server-wide (rows cost the event loop) budgets on every request; the per-address and
 * server-wide model budgets only on those that call the suggester; names cached per query for an hour (cached names are sent at once). A failure before the
 * first name is an ordinary error answer. The page going away aborts the suggester and the searches.
 */
export function suggestionRoutes(deps: Deps): Hono {
  const app = new Hono();
  const loader = createLoader(deps.cache);

  app.post("/", suggestionInput, async (c) => {
    const input = c.req.valid("json");
    const user = c.get("user");
    if (!user) return errorResponse(c, { code: "unauthenticated" });
    for (const [name, key] of [
      ["suggestions", user.uid],
      ["suggestionsServed", "all"],
    ] as const) {
      const verdict = await deps.limits.consume(name, key);
      if (!verdict.ok) return errorResponse(c, { code: "rate_limited", retryAfter: verdict.retryAfter });
    }

    const log = c.get("log");
    const [understood, taste] = await Promise.all([
      deps.suggester.understand?.(input.query, contextOf(input)),
      deps.taste && accountTaste(deps.taste, deps.movies, user.uid, log),
    ]);
    // The local engine says whether it refined; a model is given the previous query as context, always.
    const refining = understood ? (understood.refined ? input.previous : undefined) : input.previous;
    let cached = false;
    const begun = performance.now();
    const suggester = deps.suggester.kind;
    const seconds = () => (performance.now() - begun) / 1000;
    const names: NameSource = async (onName, signal) => {
      const timedOnName: OnName = (name, index) => {
        if (index === 0) reportSuggestionTiming({ phase: "first_name", suggester, seconds: seconds() });
        onName(name, index);
      };
      // Nothing understood: no film is a fair answer; the page says so and offers examples.
      if (understood?.fallback) return { ok: true, value: [] };
      const found = await namesFor(deps, loader, c, input, timedOnName, signal);
      cached = found.cached;
      return found;
    };
    const { language, query } = input;
    const tasted = taste && tasteAnswer(names, understood, taste, { query, language, movies: deps.movies });
    const started = await startSuggestionStream(deps, tasted?.names ?? names, {
      language,
      understood: tasted ? tasted.understood : understood,
      refining,
      log,
      signal: c.req.raw.signal,
      taste: tasted?.taste,
    });
    if (!started.ok) {
      const { code, retryAfter, details, message } = started.error;
      if (code === "aborted") {
        log?.info("suggestion request abandoned by the client");
        return new Response(null, { status: CLIENT_CLOSED_STATUS });
      }
      log?.warn({ code, reason: message, kind: deps.suggester.kind }, "suggester failed");
      return errorResponse(c, { code, retryAfter, details });
    }
    void started.done.then(({ names }) => {
      reportSuggestionTiming({ phase: "done", suggester, seconds: seconds() });
      log?.info({ kind: deps.suggester.kind, cached, names }, "suggestions");
    });
    return new Response(started.body, {
      headers: {
        "content-type": `${SUGGESTION_STREAM_TYPE}; charset=utf-8`,
        "cache-control": "no-store, no-transform",
        // Ask proxies (nginx) to pass each line on at once rather than buffer the answer.
        "x-accel-buffering": "no",
      },
    });
  });

  return app;
}
