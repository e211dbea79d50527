import { Hono } from "hono";
import type { MovieList } from "../../contract/movies.js";
import { MY_LIST_MAX_ITEMS, type MyListChange, MyListEntrySchema, MyListParamSchema } from "../../contract/my-list.js";
import type { AppDeps } from "../deps.js";
import { errorResponse } from "../http/errors.js";
import { validate } from "../http/validate.js";

const idParam = validate("param", MyListParamSchema, { messages: { id: "id must be a positive whole number" } });
const entryBody = validate("json", MyListEntrySchema, {
  messages: {
    title: "title must be 1 to 300 characters",
    overview: "overview must be at most 5,000 characters",
    poster_path: "poster_path must be an image path such as /abc.jpg, or null",
    backdrop_path: "backdrop_path must be an image path such as /abc.jpg, or null",
    release_date: "release_date must be YYYY-MM-DD",
    vote_average: "vote_average must be a number from 0 to 10",
  },
});

/**
 * `/api/my-list` (mounted behind the session middleware): the signed-in user's list, from the
 * movie source this server uses (films kept from the other source are not mixed in). Only the
 * session decides whose list it is; `PUT` and `DELETE` on `/:id` are idempotent.
 */
export function myListRoutes(deps: Pick<AppDeps, "myList" | "movies">): Hono {
  const app = new Hono();
  const { myList } = deps;
  const source = deps.movies.kind;

  app.get("/", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ results: await myList.list(c.get("user").uid, source) } satisfies MovieList);
  });

  app.put("/:id", idParam, entryBody, async (c) => {
    const { id } = c.req.valid("param");
    const added = await myList.add(c.get("user").uid, source, id, c.req.valid("json"));
    if (!added.ok) {
      return errorResponse(c, { code: "list_full", message: `My List keeps at most ${MY_LIST_MAX_ITEMS} films` });
    }
    return c.json({ id, inList: true } satisfies MyListChange);
  });

  app.delete("/:id", idParam, async (c) => {
    const { id } = c.req.valid("param");
    await myList.remove(c.get("user").uid, source, id);
    return c.json({ id, inList: false } satisfies MyListChange);
  });
  return app;
}
