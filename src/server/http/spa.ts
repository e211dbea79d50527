import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { PublicConfig } from "../../contract/config.js";
import { isPagePath } from "../../contract/page-paths.js";

/** Vite puts content-hashed files here: they never change, so browsers may keep them for a year. */
const HASHED_PREFIX = "/assets/";
/** Where Vite's build manifest lives inside `webRoot` (it maps source modules to built files). */
const MANIFEST_PATH = ".vite/manifest.json";
/** The `id` of the HTML's JSON data block holding the public config; the page reads it before `/api/config`. */
export const CONFIG_ELEMENT_ID = "reelwise-config";

/**
 * Pages whose code is a lazily loaded chunk, by path, with that chunk's source module. Their HTML
 * names the chunk (and what it imports) for the browser to fetch alongside the main script, and
 * carries the public config, so the first screen waits on neither. `/` gets nothing extra: its code
 * is in the main script, and it keeps the lightest possible HTML.
 */
const LAZY_PAGES: Readonly<Record<string, string>> = {
  "/browse": "app/browse-route.tsx",
  "/account": "app/account-pages.ts",
  "/reset-password": "app/account-pages.ts",
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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
function pageHints(manifest: Manifest | undefined): Map<string, string> {
  const hints = new Map<string, string>();
  for (const [path, key] of Object.entries(LAZY_PAGES)) {
    const { scripts, styles } = manifest ? chunkFiles(manifest, key) : { scripts: [], styles: [] };
    const links = [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ];
    hints.set(path, links.join(""));
  }
  return hints;
}

/** JSON that is safe inside a `<script>` element: no `<` can close it or open a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/**
 * Serve the built SPA: files from `webRoot` (precompressed .br/.gz when present), and for any
 * other GET the `index.html`, so the page's own routes work on reload; an address that is none of
 * its pages gets the same HTML with status 404 (the page shows its "Page not found"). A lazy
 * page's HTML also preloads its chunk and embeds `publicConfig` (see `LAZY_PAGES`).
 */
export function spaRoutes(webRoot: string, publicConfig: PublicConfig): Hono {
  const app = new Hono();
  let pages: Promise<{ index: string; hints: Map<string, string> }> | undefined;
  const loadPages = () => {
    pages ??= (async () => {
      const index = await readFile(join(webRoot, "index.html"), "utf8");
      const manifest = await readFile(join(webRoot, MANIFEST_PATH), "utf8").then(
        (text) => JSON.parse(text) as Manifest,
        () => undefined, // no manifest (a test's web root): plain HTML everywhere
      );
      return { index, hints: pageHints(manifest) };
    })().catch((error: unknown) => {
      pages = undefined;
      throw error;
    });
    return pages;
  };
  const config = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${scriptSafeJson(publicConfig)}</script>`;

  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
      const immutable = c.req.path.startsWith(HASHED_PREFIX);
      c.res.headers.set("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    }
  });
  // The manifest is for the server only.
  app.get("/.vite/*", (c) => c.text("Not found", 404));
  app.use("*", serveStatic({ root: webRoot, precompressed: true }));
  app.get(`${HASHED_PREFIX}*`, (c) => c.text("Not found", 404));
  app.get("*", async (c) => {
    try {
      const { index, hints } = await loadPages();
      const extra = hints.get(c.req.path);
      c.header("Cache-Control", "no-cache");
      // An address the page has no screen for: the same page (it shows "Page not found"), as a 404.
      const status = isPagePath(c.req.path) ? 200 : 404;
      return c.html(extra === undefined ? index : index.replace("</head>", `${extra}${config}</head>`), status);
    } catch {
      return c.text("Reelwise's web app is not built yet: run `npm run build` (npm start does it for you).", 503);
    }
  });
  return app;
}
