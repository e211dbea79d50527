import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import { FIRST_SCREEN_SESSION, firstScreenRequests } from "../../contract/first-screen.js";
import { ANSWERS_ELEMENT_ID } from "../../contract/html-data.js";
import { createApp } from "../app.js";
import { cookieHeader, postJson } from "../auth/auth-test-kit.js";
import { loadConfig } from "../config.js";
import { createServices, type Services } from "../services.js";
import { MANIFEST_PATH, PAGE_CHUNKS_PATH } from "./build-files.js";
import { FIRST_SCREEN_WAIT_MS, firstScreenAnswers } from "./first-screen.js";

const opened: Services[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The app on the embedded catalogue and local accounts, with a built page that has a `/browse` chunk. */
async function setup(): Promise<Hono> {
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-first-screen-"));
  folders.push(dataDir);
  const webRoot = join(dataDir, "web");
  mkdirSync(join(webRoot, ".vite"), { recursive: true });
  writeFileSync(
    join(webRoot, "index.html"),
    "<!doctype html><html><head><title>Reelwise</title></head><body></body></html>",
  );
  writeFileSync(
    join(webRoot, MANIFEST_PATH),
    JSON.stringify({
      "index.html": { file: "assets/index-a1.js", isEntry: true },
      "browse.tsx": { file: "assets/browse-b1.js", isDynamicEntry: true, imports: ["index.html"] },
    }),
  );
  writeFileSync(join(webRoot, PAGE_CHUNKS_PATH), JSON.stringify({ "/browse": "browse.tsx" }));
  const services = await createServices(loadConfig({ DATA_DIR: dataDir }), webRoot, captureLogger([], "info"));
  opened.push(services);
  return createApp(services.deps);
}

async function signUp(app: Hono): Promise<string> {
  const email = `first.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  return cookieHeader(await postJson(app, "/api/auth/sign-up", { email, password: "Secret123", username: "First" }));
}

/** `/browse`'s HTML for these request headers: its caching headers and the answers block, if any. */
async function browse(app: Hono, headers: Record<string, string>) {
  const response = await app.request("/browse", { headers });
  const html = await response.text();
  const block = new RegExp(`<script type="application/json" id="${ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return {
    cacheControl: response.headers.get("cache-control"),
    vary: response.headers.get("vary") ?? "",
    answers: block ? (JSON.parse(block[1] ?? "") as Record<string, unknown>) : undefined,
  };
}

describe("/browse's first screen in its HTML", () => {
  it("answers the signed-in caller's first requests as the routes do, in the page's language, and no cache keeps it", async () => {
    const app = await setup();
    const cookie = await signUp(app);
    const page = await browse(app, { cookie, "accept-language": "es-MX,en;q=0.8" });
    expect(page.cacheControl).toBe("private, no-store");
    expect(page.vary).toContain("Cookie");
    const asked = [FIRST_SCREEN_SESSION, ...firstScreenRequests("spanish")];
    expect(Object.keys(page.answers ?? {}).sort()).toEqual([...asked].sort());
    for (const path of asked) {
      const direct = await (await app.request(path, { headers: { cookie } })).json();
      expect(page.answers?.[path], path).toEqual(direct);
    }
  });

  it("answers in the account's language over the browser's", async () => {
    const app = await setup();
    const cookie = await signUp(app);
    const saved = await app.request("/api/settings", {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ language: "AR" }),
    });
    expect(saved.status).toBe(200);
    const page = await browse(app, { cookie, "accept-language": "en-US" });
    expect(Object.keys(page.answers ?? {})).toContain("/api/movies/popular?language=AR");
    expect(Object.keys(page.answers ?? {})).not.toContain("/api/movies/popular?language=EN");
  });

  it("carries nothing for a visitor who is not signed in, and keeps the shared HTML cacheable", async () => {
    const app = await setup();
    for (const headers of [{}, { cookie: "better-auth.session_token=forged" }] as Record<string, string>[]) {
      const page = await browse(app, headers);
      expect(page.answers).toBeUndefined();
      expect(page.cacheControl).toBe("no-cache");
    }
  });

  it("leaves out an answer not ready in time (the page asks for it) without holding the HTML back", async () => {
    const app = await setup();
    const cookie = await signUp(app);
    const slow = "/api/movies/popular?language=EN";
    // The app's own routes, but one that never answers (as a TMDB list not cached yet, upstream stuck).
    const answers = firstScreenAnswers((path, c) =>
      path === slow ? new Promise<Response>(() => {}) : app.request(path, { headers: c.req.raw.headers }),
    );
    const probe = new Hono().get("/browse", async (c) => c.json((await (await answers(c))?.answers) ?? null));
    const started = performance.now();
    const page = (await (await probe.request("/browse", { headers: { cookie } })).json()) as Record<string, unknown>;
    expect(performance.now() - started).toBeLessThan(FIRST_SCREEN_WAIT_MS + 1_000);
    expect(Object.keys(page)).not.toContain(slow);
    expect(Object.keys(page)).toContain("/api/movies/now-playing?language=EN");
  });

  it("never answers in other pages' HTML", async () => {
    const app = await setup();
    const cookie = await signUp(app);
    for (const path of ["/", "/account", "/nowhere"]) {
      const html = await (await app.request(path, { headers: { cookie } })).text();
      expect(html, path).not.toContain(ANSWERS_ELEMENT_ID);
    }
  });
});
