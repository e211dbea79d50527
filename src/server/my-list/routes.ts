import { createHash } from "node:crypto";
import { Hono } from "hono";
import { LRUCache } from "lru-cache";
import type { MovieList } from "../../contract/movies.js";
import { type ForYou, MY_LIST_MAX_ITEMS, type MyListChange } from "../../contract/my-list.js";
import { LanguageQuerySchema } from "../../contract/requests.js";
import type { AppDeps } from "../deps.js";
import { errorResponse } from "../http/errors.js";
import { movieIdParam } from "../http/movie-id-param.js";
import { validate } from "../http/validate.js";
import { sourceFailure } from "../movies/source-failure.js";
import { forYou } from "./for-you.js";
import { filmsOf } from "./listed-films.js";

/** Made-for-you rows kept per (user, language, list): a changed list makes a new key, so a stale row is never served. */
const FOR_YOU_CACHE_ENTRIES = 5_000;
const FOR_YOU_CACHE_MS = 30 * 60 * 1000;
const languageQuery = validate("query", LanguageQuerySchema);

/**
 * `/api/my-list` (mounted behind the session middleware): the signed-in user's list, from the
 * movie source this server uses (films kept from the other source are not mixed in). Only the
 * session decides whose list it is; `PUT` and `DELETE` on `/:id` are idempotent. `PUT` takes the
 * id alone (a body is ignored): the film is looked up in the movie source, its id is kept, and
 * the list is shown as the source describes its films, in `?language=` (as every film read is:
 * the page's language now, not the one the film was saved in).
 */
export function myListRoutes(deps: Pick<AppDeps, "myList" | "movies" | "taste">): Hono {
  const app = new Hono();
  const { myList } = deps;
  const source = deps.movies.kind;
  const madeForYou = new LRUCache<string, ForYou>({ max: FOR_YOU_CACHE_ENTRIES, ttl: FOR_YOU_CACHE_MS });
  /** A change to someone's list drops every row made from their list before it. */
  const forget = (uid: string) => {
    for (const key of madeForYou.keys()) if (key.startsWith(`${uid}|`)) madeForYou.delete(key);
  };

  /** 'Because you added ‹title›', 'Because you liked ‹title›' and 'Top picks for you', from the stored list and ratings. */
  app.get("/for-you", languageQuery, async (c) => {
    const uid = c.get("user").uid;
    const { language } = c.req.valid("query");
    const [ids, taste] = await Promise.all([myList.list(uid, source), deps.taste.films(uid, source)]);
    const listed = await filmsOf(ids, deps.movies, language);
    if (!listed.ok) return sourceFailure(c, listed.error);
    const list = listed.value;
    const rated = taste.map((f) => `${f.id}${f.rating?.[0] ?? "-"}${f.seen ? "s" : ""}`);
    // What the rows are made from, hashed: a key stays small however many films were rated.
    const made = createHash("sha256").update(`${list.map((m) => m.id).join(",")}|${rated.join(",")}`);
    const key = `${uid}|${language}|${made.digest("base64url")}`;
    let rows = madeForYou.get(key);
    if (!rows) {
      rows = await forYou(list, taste, deps.movies, language, c.req.raw.signal);
      madeForYou.set(key, rows);
    }
    c.header("Cache-Control", "private, no-store");
    return c.json(rows satisfies ForYou);
  });

  app.get("/", languageQuery, async (c) => {
    const ids = await myList.list(c.get("user").uid, source);
    const listed = await filmsOf(ids, deps.movies, c.req.valid("query").language);
    if (!listed.ok) return sourceFailure(c, listed.error);
    c.header("Cache-Control", "private, no-store");
    return c.json({ results: listed.value } satisfies MovieList);
  });

  app.put("/:id", movieIdParam, async (c) => {
    const { id } = c.req.valid("param");
    // Only a film the source knows is kept; what it is called is never taken from the request.
    const film = await deps.movies.movie(id, "EN");
    if (!film.ok) return sourceFailure(c, film.error);
    const added = await myList.add(c.get("user").uid, source, id);
    forget(c.get("user").uid);
    if (!added.ok && added.error === "account_closed") return errorResponse(c, { code: "unauthenticated" });
    if (!added.ok) {
      return errorResponse(c, { code: "list_full", message: `My List keeps at most ${MY_LIST_MAX_ITEMS} films` });
    }
    return c.json({ id, inList: true } satisfies MyListChange);
  });

  app.delete("/:id", movieIdParam, async (c) => {
    const { id } = c.req.valid("param");
    await myList.remove(c.get("user").uid, source, id);
    forget(c.get("user").uid);
    return c.json({ id, inList: false } satisfies MyListChange);
  });
  return app;
}
