import { relative } from "node:path";
import type { Plugin } from "vite";
import { PAGE_PATHS } from "../src/contract/page-paths.ts";
import { PAGE_CHUNKS_PATH } from "../src/server/http/build-files.ts";

/**
 * The component a page's lazy module exports, by the page's path: `/browse` → `BrowseRoute`,
 * `/reset-password` → `ResetPasswordRoute`. `/` has none: the sign-in page is in the main script.
 */
export function pageComponentName(path: string): string | undefined {
  const words = path.split(/[/-]/).filter(Boolean);
  if (words.length === 0) return undefined;
  return `${words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("")}Route`;
}

/**
 * Write `PAGE_CHUNKS_PATH` (`.vite/pages.json`): for each page of `PAGE_PATHS` whose code is a lazily loaded chunk, the
 * manifest key of that chunk, found as the dynamic entry that exports the page's component. The
 * server preloads that chunk from the page's HTML, so it never names a source file of the page.
 */
export function pageChunks(): Plugin {
  return {
    name: "reelwise-page-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      const { root } = this.environment.config;
      const pages: Record<string, string> = {};
      for (const path of PAGE_PATHS) {
        const component = pageComponentName(path);
        const chunk = Object.values(bundle).find(
          (output) =>
            output.type === "chunk" &&
            output.isDynamicEntry &&
            output.facadeModuleId !== null &&
            component !== undefined &&
            output.exports.includes(component),
        );
        if (chunk?.type === "chunk" && chunk.facadeModuleId) {
          pages[path] = relative(root, chunk.facadeModuleId).split("\\").join("/");
        }
      }
      this.emitFile({ type: "asset", fileName: PAGE_CHUNKS_PATH, source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}
