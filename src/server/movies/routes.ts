import { Hono } from "hono";
import { LANGUAGE_IDS } from "../../contract/language.js";
import {
  type GenreList,
  type GenreRows,
  LIST_KINDS,
  type MovieDetails,
  type MovieFacts,
  type MovieList,
  type TrailerResponse,
} from "../../contract/movies.js";
import { FactsQuerySchema, GenreParamSchema, LanguageQuerySchema, SearchQuerySchema } from "../../contract/requests.js";
import type { AppDeps } from "../deps.js";
import { answersFixedContent } from "../http/compression.js";
import { errorResponse } from "../http/errors.js";
import { movieIdParam } from "../http/movie-id-param.js";
import { validate } from "../http/validate.js";
import { hiddenFilms } from "../taste/taste-order.js";
import { sourceFailure } from "./source-failure.js";
import { chooseTrailer } from "./trailer.js";

/** "More like this" shows at most this many films. */
export const MORE_LIKE_THIS_LIMIT = 12;

/** Lists change slowly and are per user session: let the browser reuse them for a minute. */
export const LIST_CACHE_CONTROL = "private, max-age=60";

const LANGUAGE_MESSAGE = `language must be one of ${LANGUAGE_IDS.join(", ")}`;

const listQuery = validate("query", LanguageQuerySchema, { messages: { language: LANGUAGE_MESSAGE } });

/** `/api/movies/:id`: only digits, so the list and search paths never match it. */
export const MOVIE_ID_PATH = "/:id{[0-9]+}";

/**
 * `/api/movies/*` (mounted behind the session middleware): the four lists, search, one film by id
 * the chosen trailer and films like a film ("More like this"), in the contract's shapes, whichever source answers.
 */
export function movieRoutes(deps: Pick<AppDeps, "movies"> & { taste?: AppDeps["taste"] }): Hono {
  const app = new Hono();
  const { movies } = deps;
  /** The catalogue's lists as sent, by name: fixed at start-up, so each is written once. */
  const written = new Map<string, string>();

  for (const kind of LIST_KINDS) {
    app.get(`/${kind}`, listQuery, async (c) => {
      const { language } = c.req.valid("query");
      const result = await movies.list(kind, language);
      if (!result.ok) return sourceFailure(c, result.error);
      c.header("Cache-Control", LIST_CACHE_CONTROL);
      if (movies.kind !== "catalog") return c.json({ results: result.value } satisfies MovieList);
      // Fixed for the life of the process: written and compressed once, never read back.
      const name = `movies/${kind}?${language}`;
      answersFixedContent(c, name);
      let text = written.get(name);
      if (text === undefined) {
        text = JSON.stringify({ results: result.value } satisfies MovieList);
        written.set(name, text);
      }
      return c.body(text, 200, { "Content-Type": "application/json" });
    });
  }

  app.get("/genres", listQuery, async (c) => {
    const result = await movies.genres(c.req.valid("query").language);
    if (!result.ok) return sourceFailure(c, result.error);
    c.header("Cache-Control", LIST_CACHE_CONTROL);
    return c.json({ genres: result.value } satisfies GenreList);
  });
  app.get(
    "/genres/:genre",
    validate("param", GenreParamSchema, {
      messages: { genre: "genre must be a genre id: 1 to 40 of a-z, 0-9 and -" },
    }),
    listQuery,
    async (c) => {
      const { genre } = c.req.valid("param");
      const result = await movies.genreRows(genre, c.req.valid("query").language);
      if (!result.ok && result.error.code === "not_found") {
        // The id is well-formed (the param schema): safe to name back.
        return errorResponse(c, {
          code: "not_found",
          message: `no genre called '${genre}': /api/movies/genres lists them`,
        });
      }
      if (!result.ok) return sourceFailure(c, result.error);
      c.header("Cache-Control", LIST_CACHE_CONTROL);
      return c.json(result.value satisfies GenreRows);
    },
  );

  app.get(
    "/search",
    validate("query", SearchQuerySchema, {
      messages: { language: LANGUAGE_MESSAGE, query: "query must be 1 to 300 characters" },
    }),
    async (c) => {
      const { query, language } = c.req.valid("query");
      const result = await movies.search(query, language, c.req.raw.signal);
      if (!result.ok) return sourceFailure(c, result.error);
      return c.json({ results: result.value } satisfies MovieList);
    },
  );

  app.get("/:id/trailer", movieIdParam, listQuery, async (c) => {
    const result = await movies.videos(c.req.valid("param").id, c.req.valid("query").language);
    if (!result.ok) return sourceFailure(c, result.error);
    return c.json({ trailer: chooseTrailer(result.value) } satisfies TrailerResponse);
  });
  app.get(
    "/:id/facts",
    movieIdParam,
    validate("query", FactsQuerySchema, {
      messages: { language: LANGUAGE_MESSAGE, region: "region must be two capital letters such as US" },
    }),
    async (c) => {
      const { language, region } = c.req.valid("query");
      const result = await movies.facts(c.req.valid("param").id, language, region);
      if (!result.ok) return sourceFailure(c, result.error);
      c.header("Cache-Control", LIST_CACHE_CONTROL);
      return c.json(result.value satisfies MovieFacts);
    },
  );
  app.get("/:id/similar", movieIdParam, listQuery, async (c) => {
    const { id } = c.req.valid("param");
    const user = c.get("user");
    const [result, hidden] = await Promise.all([
      movies.similar(id, c.req.valid("query").language, c.req.raw.signal),
      deps.taste && user ? hiddenFilms(deps.taste, movies.kind, user.uid, c.get("log")) : new Set<number>(),
    ]);
    if (!result.ok) return sourceFailure(c, result.error);
    // Already private; the page hides a film rated in the minute since, as it does in every row.
    c.header("Cache-Control", LIST_CACHE_CONTROL);
    const results = result.value.filter((m) => !hidden.has(m.id)).slice(0, MORE_LIKE_THIS_LIMIT);
    return c.json({ results } satisfies MovieList);
  });
  app.get(MOVIE_ID_PATH, movieIdParam, listQuery, async (c) => {
    const result = await movies.movie(c.req.valid("param").id, c.req.valid("query").language);
    if (!result.ok) return sourceFailure(c, result.error);
    c.header("Cache-Control", LIST_CACHE_CONTROL);
    return c.json({ movie: result.value } satisfies MovieDetails);
  });
  return app;
}
