import { type Context, Hono } from "hono";
import { LANGUAGE_IDS, type LanguageId } from "../../contract/language.js";
import type { Movie } from "../../contract/movies.js";
import { QUERY_MAX_LENGTH, SuggestionRequestSchema, type SuggestionResponse } from "../../contract/suggestions.js";
import type { AppDeps } from "../deps.js";
import { errorResponse } from "../http/errors.js";
import type { Suggester } from "./suggester.js";

/** How long suggested names are reused for the same query (the local engine is deterministic anyway). */
export const SUGGESTION_CACHE_MS = 60 * 60 * 1000;
/** Movies answered per suggested name (one poster row). */
export const MOVIES_PER_NAME = 20;
/** Answered when the page went away before the answer was ready (nginx's "client closed request"). */
export const CLIENT_CLOSED_STATUS = 499;

type Deps = Pick<AppDeps, "suggester" | "movies" | "limits" | "cache">;

/** Same query, same names: case, spacing and Unicode form do not matter. */
export function suggestionCacheKey(kind: Suggester["kind"], language: LanguageId, query: string): string {
  const normalised = query.normalize("NFC").toLocaleLowerCase().replace(/\s+/g, " ").trim();
  return `suggest:v1:${kind}:${language}:${normalised}`;
}

type Parsed = { ok: true; query: string; language: LanguageId } | { ok: false; response: Response };

async function parseBody(c: Context): Promise<Parsed> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: errorResponse(c, { code: "bad_request", message: "body must be JSON" }) };
  }
  const parsed = SuggestionRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, ...parsed.data };
  const field = parsed.error.issues[0]?.path[0];
  const message =
    field === "language"
      ? `language must be one of ${LANGUAGE_IDS.join(", ")}`
      : `query must be 1 to ${QUERY_MAX_LENGTH} characters`;
  return { ok: false, response: errorResponse(c, { code: "bad_request", message }) };
}

/** Names from the cache, else from the suggester (cached when there are some). */
async function namesFor(deps: Deps, c: Context, query: string, language: LanguageId) {
  const key = suggestionCacheKey(deps.suggester.kind, language, query);
  const hit = await deps.cache.get<string[]>(key);
  if (hit && Date.now() - hit.storedAt < SUGGESTION_CACHE_MS && Array.isArray(hit.value)) {
    return { ok: true as const, value: hit.value, cached: true };
  }
  const result = await deps.suggester.suggest(query, language, c.req.raw.signal);
  if (result.ok && result.value.length > 0) await deps.cache.set(key, result.value, SUGGESTION_CACHE_MS);
  return { ...result, cached: false };
}

/** One search per name, all at once; a failed search is an empty row ("No match for ‹name›"). */
async function listsFor(deps: Deps, c: Context, names: string[], language: LanguageId): Promise<Movie[][]> {
  const signal = c.req.raw.signal;
  return Promise.all(
    names.map(async (name) => {
      const result = await deps.movies.search(name, language, signal);
      if (result.ok) return result.value.slice(0, MOVIES_PER_NAME);
      c.get("log")?.warn({ code: result.error.code, reason: result.error.message }, "search for a suggestion failed");
      return [];
    }),
  );
}

/**
 * `/api/suggestions` (mounted behind the session middleware). `POST /` `{ query, language }` →
 * `{ names, lists }`: up to five titles from the suggester (a model or the local engine), then
 * the movie search for each, in parallel. Per-user rate limit; names cached per query for an hour.
 * The request's abort signal reaches the suggester and the searches.
 */
export function suggestionRoutes(deps: Deps): Hono {
  const app = new Hono();

  app.post("/", async (c) => {
    const input = await parseBody(c);
    if (!input.ok) return input.response;
    const user = c.get("user");
    if (!user) return errorResponse(c, { code: "unauthenticated" });
    const verdict = await deps.limits.consume("suggestions", user.uid);
    if (!verdict.ok) return errorResponse(c, { code: "rate_limited", retryAfter: verdict.retryAfter });

    const names = await namesFor(deps, c, input.query, input.language);
    if (!names.ok) {
      const { code, retryAfter, details, message } = names.error;
      if (code === "aborted") {
        c.get("log")?.info("suggestion request abandoned by the client");
        return new Response(null, { status: CLIENT_CLOSED_STATUS });
      }
      c.get("log")?.warn({ code, reason: message, kind: deps.suggester.kind }, "suggester failed");
      return errorResponse(c, { code, retryAfter, details });
    }
    const lists = await listsFor(deps, c, names.value, input.language);
    c.get("log")?.info({ kind: deps.suggester.kind, cached: names.cached, names: names.value.length }, "suggestions");
    return c.json({ names: names.value, lists } satisfies SuggestionResponse);
  });

  return app;
}
