import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

/** Vite puts content-hashed files here: they never change, so browsers may keep them for a year. */
const HASHED_PREFIX = "/assets/";

/**
 * Serve the built SPA: files from `webRoot` (precompressed .br/.gz when present), and for any
 * other GET the `index.html`, so the page's own routes (and its error page) work on reload.
 */
export function spaRoutes(webRoot: string): Hono {
  const app = new Hono();
  let indexHtml: Promise<string> | undefined;
  const loadIndex = () => {
    indexHtml ??= readFile(join(webRoot, "index.html"), "utf8").catch((error: unknown) => {
      indexHtml = undefined;
      throw error;
    });
    return indexHtml;
  };

  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
      const immutable = c.req.path.startsWith(HASHED_PREFIX);
      c.res.headers.set("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    }
  });
  app.use("*", serveStatic({ root: webRoot, precompressed: true }));
  app.get(`${HASHED_PREFIX}*`, (c) => c.text("Not found", 404));
  app.get("*", async (c) => {
    try {
      const html = await loadIndex();
      c.header("Cache-Control", "no-cache");
      return c.html(html);
    } catch {
      return c.text("Reelwise's web app is not built yet: run `npm run build` (npm start does it for you).", 503);
    }
  });
  return app;
}
