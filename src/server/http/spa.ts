import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { stream } from "hono/streaming";
import { z } from "zod";
import type { PublicConfig } from "../../contract/config.js";
import { FIRST_SCREEN_PAGE } from "../../contract/first-screen.js";
import { ANSWERS_ELEMENT_ID, CONFIG_ELEMENT_ID } from "../../contract/html-data.js";
import { isPagePath } from "../../contract/page-paths.js";
import { errorFields } from "../logger.js";
import { MANIFEST_PATH, PAGE_CHUNKS_PATH } from "./build-files.js";
import { answersInParts, compression } from "./compression.js";
import type { FirstScreenAnswers } from "./first-screen.js";

/** Vite puts content-hashed files here: they never change, so browsers may keep them for a year. */
const HASHED_PREFIX = "/assets/";

const ManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), css: z.array(z.string()).optional() }),
);
type Manifest = z.infer<typeof ManifestSchema>;
/** Lazily loaded pages, by path, and the manifest key of each one's chunk. */
const PageChunksSchema = z.record(z.string(), z.string());

/**
 * How long a browser keeps a file of the page: hashed build files for good; the HTML never without
 * asking (it names the current build's files); the other public files (the icon, the default
 * avatar) for a day, so the icon the browser asks for on each page and the avatar are fetched once
 * per visit, not once per page or per header drawn.
 */
function cacheControlOf(path: string, contentType: string | null): string {
  if (path.startsWith(HASHED_PREFIX)) return "public, max-age=31536000, immutable";
  if (contentType?.startsWith("text/html")) return "no-cache";
  return "public, max-age=86400";
}

/** The files a chunk needs, its own first: scripts (with what they import) and stylesheets. */
function chunkFiles(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  // What the entry (index.html) loads is already on its way; only the rest is worth naming.
  const entry = manifest["index.html"];
  const loaded = new Set<string>(["index.html", ...(entry?.imports ?? [])]);
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || loaded.has(name)) return;
    loaded.add(name);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/** `<head>` additions for each lazy page: module preloads and style preloads, from the manifest. */
function pageHints(manifest: Manifest, pages: Record<string, string>): Map<string, string> {
  const hints = new Map<string, string>();
  for (const [path, key] of Object.entries(pages)) {
    const { scripts, styles } = chunkFiles(manifest, key);
    const links = [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ];
    hints.set(path, links.join(""));
  }
  return hints;
}

/** A JSON file the build wrote into `webRoot`, or `undefined` when there is none (a test's web root). */
async function buildFile<T>(webRoot: string, path: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const text = await readFile(join(webRoot, path), "utf8").catch((error: unknown) => {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return undefined;
    throw error;
  });
  return text === undefined ? undefined : schema.parse(JSON.parse(text));
}

/** A JSON data block (never executed) for the page to read; no `<` in it can close it or open a comment. */
function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll("<", "\\u003c")}</script>`;
}

/**
 * Serve the built SPA: files from `webRoot` (precompressed .br/.gz when present; the HTML
 * compressed as it is sent), and for any
 * other GET the `index.html`, so the page's own routes work on reload; an address that is none of
 * its pages gets the same HTML with status 404 (the page shows its "Page not found"). The HTML of
 * a page whose code is a lazily loaded chunk (the build's page map, `PAGE_CHUNKS_PATH`) also names
 * that chunk and what it imports for the browser to fetch alongside the main script, and carries
 * the public config, so the first screen waits on neither. `/` gets nothing extra: its code is in
 * the main script, and it keeps the lightest possible HTML. With `firstScreen`, `/browse`'s HTML
 * also answers its first screen's requests for whoever is signed in (`first-screen.ts`): that HTML
 * is then theirs alone, so no cache keeps it.
 */
export function spaRoutes(webRoot: string, publicConfig: PublicConfig, firstScreen?: FirstScreenAnswers): Hono {
  const app = new Hono();
  let pages: Promise<{ index: string; hints: Map<string, string> }> | undefined;
  const loadPages = () => {
    pages ??= (async () => {
      const index = await readFile(join(webRoot, "index.html"), "utf8");
      const manifest = await buildFile(webRoot, MANIFEST_PATH, ManifestSchema);
      const pages = await buildFile(webRoot, PAGE_CHUNKS_PATH, PageChunksSchema);
      // Without both (a test's web root), plain HTML everywhere.
      return { index, hints: manifest && pages ? pageHints(manifest, pages) : new Map<string, string>() };
    })().catch((error: unknown) => {
      pages = undefined;
      throw error;
    });
    return pages;
  };
  const config = dataBlock(CONFIG_ELEMENT_ID, publicConfig);

  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
      c.res.headers.set("Cache-Control", cacheControlOf(c.req.path, c.res.headers.get("content-type")));
    }
    // A hashed file is never revalidated (immutable): its date would only add bytes to every answer.
    if (c.req.path.startsWith(HASHED_PREFIX)) c.res.headers.delete("Last-Modified");
  });
  // The HTML made per request (built files carry their own .br/.gz).
  app.use("*", compression());
  // The manifest is for the server only.
  app.get("/.vite/*", (c) => c.text("Not found", 404));
  app.use("*", serveStatic({ root: webRoot, precompressed: true }));
  app.get(`${HASHED_PREFIX}*`, (c) => c.text("Not found", 404));
  app.get("*", async (c) => {
    try {
      const { index, hints } = await loadPages();
      const hinted = hints.get(c.req.path);
      // An address the page has no screen for: the same page (it shows "Page not found"), as a 404.
      const status = isPagePath(c.req.path) ? 200 : 404;
      const html = hinted === undefined ? index : index.replace("</head>", `${hinted}${config}</head>`);
      const first = hinted !== undefined && c.req.path === FIRST_SCREEN_PAGE ? await firstScreen?.(c) : undefined;
      if (!first) {
        c.header("Cache-Control", "no-cache");
        return c.html(html, status);
      }
      // The caller's own answers: no cache keeps this HTML. Its head (the scripts to fetch) leaves at
      // once; the answers close the body when ready, before the page's deferred scripts run.
      c.header("Cache-Control", "private, no-store");
      c.header("Vary", "Cookie");
      c.header("Content-Type", "text/html; charset=UTF-8");
      answersInParts(c);
      const end = html.lastIndexOf("</body>");
      return stream(c, async (out) => {
        await out.write(html.slice(0, end));
        await out.write(`${dataBlock(ANSWERS_ELEMENT_ID, await first.answers)}${html.slice(end)}`);
      });
    } catch (error) {
      c.get("log")?.error({ err: errorFields(error) }, "cannot serve the web app");
      return c.text("Reelwise's web app is not built yet: run `npm run build` (npm start does it for you).", 503);
    }
  });
  return app;
}
