import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicConfig } from "../../contract/config.js";
import { CONFIG_ELEMENT_ID, spaRoutes } from "./spa.js";

const config: PublicConfig = {
  brand: "Reel</script><b>wise",
  languages: ["EN", "AR"],
  providers: { movies: "catalog", suggest: "local", auth: "local" },
  imageBaseUrl: "/api/art",
};

const INDEX = '<!doctype html><html><head><title>Reelwise</title></head><body><div id="root"></div></body></html>';

const MANIFEST = {
  "index.html": {
    file: "assets/index-a1.js",
    isEntry: true,
    imports: ["_runtime-r1.js"],
    dynamicImports: ["app/browse-route.tsx"],
    css: ["assets/index-c1.css"],
  },
  "_runtime-r1.js": { file: "assets/runtime-r1.js" },
  "_shared-s1.js": { file: "assets/shared-s1.js" },
  "app/browse-route.tsx": {
    file: "assets/browse-route-b1.js",
    isDynamicEntry: true,
    imports: ["_runtime-r1.js", "index.html", "_shared-s1.js"],
    css: ["assets/browse-route-c2.css"],
  },
};

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function webRoot(withManifest: boolean): string {
  const root = mkdtempSync(join(tmpdir(), "reelwise-spa-"));
  roots.push(root);
  writeFileSync(join(root, "index.html"), INDEX);
  if (withManifest) {
    mkdirSync(join(root, ".vite"));
    writeFileSync(join(root, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  }
  return root;
}

describe("spaRoutes", () => {
  it("preloads /browse's chunk and what it imports, and embeds the public config as a data block", async () => {
    const app = spaRoutes(webRoot(true), config);
    const html = await (await app.request("/browse")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/browse-route-b1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-s1.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/browse-route-c2.css">');
    // What the main script already loads is not named again.
    expect(head).not.toContain("runtime-r1.js");
    expect(head).not.toContain("index-a1.js");
    const block = new RegExp(`<script type="application/json" id="${CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(head);
    expect(block).not.toBeNull();
    expect(block?.[1]).not.toContain("<");
    expect(JSON.parse(block?.[1] ?? "")).toEqual(config);
  });

  it("serves / and unknown paths as built (unknown ones as 404), and never serves the manifest", async () => {
    const app = spaRoutes(webRoot(true), config);
    for (const path of ["/", "/nowhere", "/browse/", "/Browse", "/account/x"]) {
      const response = await app.request(path);
      expect(await response.text(), path).toBe(INDEX);
      expect(response.status, path).toBe(path === "/" ? 200 : 404);
      expect(response.headers.get("Content-Type"), path).toContain("text/html");
    }
    for (const path of ["/browse", "/account", "/reset-password"]) {
      expect((await app.request(path)).status, path).toBe(200);
    }
    expect((await app.request("/.vite/manifest.json")).status).toBe(404);
  });

  it("serves plain HTML when there is no manifest", async () => {
    const app = spaRoutes(webRoot(false), config);
    const html = await (await app.request("/browse")).text();
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(`id="${CONFIG_ELEMENT_ID}"`);
  });
});
