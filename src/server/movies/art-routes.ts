import { type Context, Hono } from "hono";
import { LRUCache } from "lru-cache";
import { answersFixedContent } from "../http/compression.js";
import { errorResponse } from "../http/errors.js";
import { backdropSvg, posterSvg } from "./art/poster-art.js";
import { type ArtCatalog, drawsPoster, posterPathOf } from "./art-catalog.js";
import type { Film } from "./catalog/film.js";

/** A film's art never changes for a given id: let browsers and CDNs keep it for a year. */
export const ART_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** An SVG opened directly must not run or fetch anything. */
const ART_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** Films on the sign-in page's poster wall. */
export const MOSAIC_SIZE = 36;
/** Generated SVGs kept in memory (~3 KB each: ~6 MB at most). */
const MEMO_ENTRIES = 2_000;

const FILE = /^([1-9]\d{0,9})\.svg$/;

/** What draws a film's art; each picture is drawn once and then answered from the memo. */
export interface ArtDrawers {
  poster(film: Film): string;
  backdrop(film: Film): string;
}
const DRAWERS: ArtDrawers = { poster: posterSvg, backdrop: backdropSvg };

/**
 * `/api/art/*`, PUBLIC (the sign-in page's background uses it): generated poster and backdrop SVGs
 * for the catalogue's films, and the sign-in mosaic (from the `ArtCatalog` it is given). Anything else, including a film without a
 * poster or a malformed file name, is a 404 `not_found`.
 */
export function artRoutes(catalog: ArtCatalog, draw: ArtDrawers = DRAWERS): Hono {
  const app = new Hono();
  const memo = new LRUCache<string, string>({ max: MEMO_ENTRIES });

  const filmOf = (file: string): Film | undefined => {
    const id = FILE.exec(file)?.[1];
    return id === undefined ? undefined : catalog.byId(Number(id));
  };
  const answer = (c: Context, key: string, make: () => string): Response => {
    let svg = memo.get(key);
    if (svg === undefined) {
      svg = make();
      memo.set(key, svg);
    }
    answersFixedContent(c, `art/${key}`);
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": ART_CACHE_CONTROL,
      "Content-Security-Policy": ART_CSP,
    });
  };

  app.get("/p/:file", (c) => {
    const film = filmOf(c.req.param("file"));
    if (!film || !drawsPoster(film)) return errorResponse(c, { code: "not_found", message: "no such poster" });
    return answer(c, `p${film.id}`, () => draw.poster(film));
  });

  app.get("/b/:file", (c) => {
    const film = filmOf(c.req.param("file"));
    if (!film) return errorResponse(c, { code: "not_found", message: "no such backdrop" });
    return answer(c, `b${film.id}`, () => draw.backdrop(film));
  });

  // Well-known titles for the sign-in background.
  const mosaic = catalog
    .mosaic(MOSAIC_SIZE)
    .map((f) => ({ id: f.id, title: f.title, poster_path: posterPathOf(f) as string }));
  app.get("/mosaic", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    answersFixedContent(c, "art/mosaic");
    return c.json({ results: mosaic });
  });

  app.all("*", (c) => errorResponse(c, { code: "not_found" }));
  return app;
}
