import { Hono } from "hono";
import { TasteChangeSchema } from "../../contract/requests.js";
import { type FilmTaste, TASTE_MAX_ITEMS, type Taste } from "../../contract/taste.js";
import type { AppDeps } from "../deps.js";
import { errorResponse } from "../http/errors.js";
import { movieIdParam } from "../http/movie-id-param.js";
import { validate } from "../http/validate.js";

const changeBody = validate("json", TasteChangeSchema, {
  messages: {
    rating: "rating must be dislike, like, love or null",
    seen: "seen must be true or false",
    title: "title must be 1 to 300 characters",
    release_date: "release_date must be YYYY-MM-DD",
  },
});

/**
 * `/api/taste` (mounted behind the session middleware): the signed-in user's ratings and 'Seen it'
 * marks for the films of this server's movie source. `PUT /:id` sets one film's as they are now.
 */
export function tasteRoutes(deps: Pick<AppDeps, "taste" | "movies">): Hono {
  const app = new Hono();
  const source = deps.movies.kind;

  app.get("/", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ films: await deps.taste.films(c.get("user").uid, source) } satisfies Taste);
  });

  app.put("/:id", movieIdParam, changeBody, async (c) => {
    const { id } = c.req.valid("param");
    const change = c.req.valid("json");
    const saved = await deps.taste.set(c.get("user").uid, source, id, change);
    if (!saved.ok && saved.error === "account_closed") return errorResponse(c, { code: "unauthenticated" });
    if (!saved.ok) {
      return errorResponse(c, { code: "list_full", message: `Reelwise keeps at most ${TASTE_MAX_ITEMS} rated films` });
    }
    const answer: FilmTaste = {
      id,
      rating: change.rating,
      seen: change.seen,
      title: change.title,
      release_date: change.release_date || null,
    };
    return c.json(answer);
  });
  return app;
}
