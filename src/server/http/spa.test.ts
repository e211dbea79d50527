import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import type { PublicConfig } from "../../contract/config.js";
import { CONFIG_ELEMENT_ID } from "../../contract/html-data.js";
import { MANIFEST_PATH, PAGE_CHUNKS_PATH } from "./build-files.js";
import { requestLog } from "./request-log.js";
import { spaRoutes } from "./spa.js";

const config: PublicConfig = {
  brand: "Reel</script><b>wise",
  languages: ["EN", "AR"],
  providers: { movies: "catalog", suggest: "local", auth: "local" },
  resetMail: false,
  imageBaseUrl: "/api/art",
};

const INDEX = '<!doctype html><html><head><title>Reelwise</title></head><body><div id="root"></div></body></html>';

// Source module names are the build's business: the server only follows the page map's keys.
const MANIFEST = {
  "index.html": {
    file: "assets/index-a1.js",
    isEntry: true,
    imports: ["_runtime-r1.js"],
    dynamicImports: ["somewhere/browse-page.tsx", "elsewhere/account.ts"],
    css: ["assets/index-c1.css"],
  },
  "_runtime-r1.js": { file: "assets/runtime-r1.js" },
  "_shared-s1.js": { file: "assets/shared-s1.js" },
  "somewhere/browse-page.tsx": {
    file: "assets/browse-route-b1.js",
    isDynamicEntry: true,
    imports: ["_runtime-r1.js", "index.html", "_shared-s1.js"],
    css: ["assets/browse-route-c2.css"],
  },
  "elsewhere/account.ts": { file: "assets/account-a2.js", isDynamicEntry: true, imports: ["index.html"] },
};
const PAGES = { "/browse": "somewhere/browse-page.tsx", "/account": "elsewhere/account.ts" };

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function webRoot(withManifest: boolean, { built = true } = {}): string {
  const root = mkdtempSync(join(tmpdir(), "reelwise-spa-"));
  roots.push(root);
  if (built) writeFileSync(join(root, "index.html"), INDEX);
  if (withManifest) {
    mkdirSync(join(root, ".vite"));
    writeFileSync(join(root, MANIFEST_PATH), JSON.stringify(MANIFEST));
    writeFileSync(join(root, PAGE_CHUNKS_PATH), JSON.stringify(PAGES));
  }
  return root;
}

/** The HTML's `<head>`, as served for `path`. */
async function headOf(app: Hono, path: string): Promise<string> {
  const html = await (await app.request(path)).text();
  return html.slice(0, html.indexOf("</head>"));
}

describe("spaRoutes", () => {
  it("preloads /browse's chunk, found through the build's page map, and what it imports; embeds the public config", async () => {
    const app = spaRoutes(webRoot(true), config);
    const head = await headOf(app, "/browse");
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

  it("gives each page of the map its own chunk, and `/` and pages outside the map nothing extra", async () => {
    const app = spaRoutes(webRoot(true), config);
    const account = await headOf(app, "/account");
    expect(account).toContain('<link rel="modulepreload" crossorigin href="/assets/account-a2.js">');
    expect(account).not.toContain("browse-route-b1.js");
    expect(account).toContain(`id="${CONFIG_ELEMENT_ID}"`);
    for (const path of ["/", "/reset-password"])
      expect(await headOf(app, path), path).not.toMatch(/modulepreload|reelwise-config/);
  });

  it("serves plain HTML when the build left no manifest and page map", async () => {
    const app = spaRoutes(webRoot(false), config);
    const html = await (await app.request("/browse")).text();
    expect(html).toBe(INDEX);
  });

  it("logs why it cannot serve the page, with the request's id, and answers 503", async () => {
    const lines: string[] = [];
    const app = new Hono();
    app.use(requestLog(captureLogger(lines)));
    app.route("/", spaRoutes(webRoot(false, { built: false }), config));
    const response = await app.request("/browse");
    expect(response.status).toBe(503);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = logged.find((line) => line.msg === "cannot serve the web app");
    expect(failure).toMatchObject({ level: 50, err: { message: expect.stringContaining("index.html") } });
    expect(failure?.requestId).toBe(response.headers.get("x-request-id"));
  });
});
