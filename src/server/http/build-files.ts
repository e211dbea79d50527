/** What the page's build (vite.config.ts) leaves beside the page for the server, inside `webRoot`. */

/** Vite's build manifest: each source module's built file, what it imports and its stylesheets. */
export const MANIFEST_PATH = ".vite/manifest.json";

/**
 * For each lazily loaded page, by path, the manifest key of its chunk (`scripts/page-chunks.ts`
 * writes it; `/browse` → the dynamic entry that exports `BrowseRoute`).
 */
export const PAGE_CHUNKS_PATH = ".vite/pages.json";
