import { type Context, Hono } from "hono";
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type LanguageId, LanguageIdSchema } from "../../contract/language.js";
import { LIST_KINDS, MovieIdSchema, type MovieList, SearchQuerySchema, type Trailer } from "../../contract/movies.js";
import type { AppDeps } from "../deps.js";
import { errorResponse } from "../http/errors.js";
import type { SourceError } from "./movie-source.js";
import { chooseTrailer } from "./trailer.js";

/** Lists change slowly and are per user session: let the browser reuse them for a minute. */
export const LIST_CACHE_CONTROL = "private, max-age=60";

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

function badRequest(c: Context, message: string): { ok: false; response: Response } {
  return { ok: false, response: errorResponse(c, { code: "bad_request", message }) };
}

/** `?language=` — one of the interface language ids, EN when absent. */
function languageOf(c: Context): Parsed<LanguageId> {
  const raw = c.req.query("language");
  if (raw === undefined || raw === "") return { ok: true, value: DEFAULT_LANGUAGE };
  const parsed = LanguageIdSchema.safeParse(raw);
  if (!parsed.success) return badRequest(c, `language must be one of ${LANGUAGE_IDS.join(", ")}`);
  return { ok: true, value: parsed.data };
}

function sourceFailure(c: Context, error: SourceError): Response {
  c.get("log")?.warn({ code: error.code, reason: error.message }, "movie source failed");
  return errorResponse(c, { code: error.code });
}

/**
 * `/api/movies/*` (mounted behind the session middleware): the four lists, search and the chosen
 * trailer, in the contract's shapes, whichever source answers.
 */
export function movieRoutes(deps: Pick<AppDeps, "movies">): Hono {
  const app = new Hono();
  const { movies } = deps;

  for (const kind of LIST_KINDS) {
    app.get(`/${kind}`, async (c) => {
      const language = languageOf(c);
      if (!language.ok) return language.response;
      const result = await movies.list(kind, language.value);
      if (!result.ok) return sourceFailure(c, result.error);
      c.header("Cache-Control", LIST_CACHE_CONTROL);
      return c.json({ results: result.value } satisfies MovieList);
    });
  }

  app.get("/search", async (c) => {
    const language = languageOf(c);
    if (!language.ok) return language.response;
    const query = SearchQuerySchema.safeParse({ query: c.req.query("query") ?? "" });
    if (!query.success) return badRequest(c, "query must be 1 to 300 characters").response;
    const result = await movies.search(query.data.query, language.value, c.req.raw.signal);
    if (!result.ok) return sourceFailure(c, result.error);
    return c.json({ results: result.value } satisfies MovieList);
  });

  app.get("/:id/trailer", async (c) => {
    const language = languageOf(c);
    if (!language.ok) return language.response;
    const raw = c.req.param("id");
    const id = /^\d{1,10}$/.test(raw) ? MovieIdSchema.safeParse({ id: raw }) : undefined;
    if (!id?.success) return badRequest(c, "id must be a positive whole number").response;
    const result = await movies.videos(id.data.id, language.value);
    if (!result.ok) return sourceFailure(c, result.error);
    return c.json({ trailer: chooseTrailer(result.value) } satisfies { trailer: Trailer });
  });

  return app;
}
