import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../fakes/openai";
import { type FakeTmdb, startFakeTmdb } from "../fakes/tmdb";
import { launchBrowser, newAccount, openPage, type RunningServer, signUpInPage, startServer } from "./harness";

const POSTER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="750"><rect width="500" height="750" fill="#345"/></svg>';

describe("security: headers hold in a real browser and no secret ever leaves the server", () => {
  const secrets = {
    TMDB_TOKEN: `tmdb-${randomBytes(18).toString("hex")}`,
    OPENAI_API_KEY: `sk-${randomBytes(18).toString("hex")}`,
    AUTH_SECRET: randomBytes(32).toString("hex"),
  };
  let tmdb: FakeTmdb;
  let model: FakeOpenAi;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [tmdb, model] = await Promise.all([
      startFakeTmdb({ token: secrets.TMDB_TOKEN }),
      startFakeOpenAi({ key: secrets.OPENAI_API_KEY }),
    ]);
    tmdb.route("GET /img/w500/:file", { headers: { "content-type": "image/svg+xml" }, body: POSTER_SVG });
    model.setContent("Heat, Popular Sample 1, Top Rated Sample 2, Now Playing Sample 3, Upcoming Sample 4");
    [server, browser] = await Promise.all([
      startServer({
        env: {
          ...secrets,
          LOG_LEVEL: "debug",
          TMDB_API_URL: tmdb.url,
          TMDB_IMAGE_URL: `${tmdb.url}/img`,
          OPENAI_BASE_URL: model.baseUrl,
        },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await tmdb?.close();
    await model?.close();
  });

  it("walks every screen with no CSP violation, and no response, header or log line holds a secret", async () => {
    const { context, page } = await openPage(browser, { baseURL: server.url });
    const captured: string[] = [];
    const cspViolations: string[] = [];
    const sameOrigin: { url: string; type: string; csp: string | undefined; nosniff: string | undefined }[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) cspViolations.push(message.text());
    });
    page.on("response", async (response) => {
      const headers = await response.allHeaders();
      captured.push(JSON.stringify(headers));
      if (response.url().startsWith(server.url)) {
        sameOrigin.push({
          url: response.url(),
          type: headers["content-type"] ?? "",
          csp: headers["content-security-policy"],
          nosniff: headers["x-content-type-options"],
        });
      }
      try {
        captured.push((await response.body()).toString("utf8"));
      } catch {
        // redirects and aborted requests have no body
      }
    });

    const account = newAccount("secrets");
    await page.goto("/?mode=sign-up");
    await signUpInPage(page, account, { alreadyInSignUp: true });
    await page.getByRole("heading", { name: "Top Rated", exact: true }).waitFor();
    await page.getByRole("list", { name: "Popular" }).getByRole("button").first().click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "GPT Search" }).click();
    const input = page.getByRole("main").getByRole("searchbox").or(page.getByRole("main").getByRole("textbox")).first();
    await input.fill("heist movies");
    await input.press("Enter");
    await expect.poll(() => page.getByRole("main").getByRole("list").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Home", exact: true }).click();
    await page.goto("/nowhere");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goto("/browse");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.waitForLoadState("networkidle");
    await context.close();

    expect(cspViolations).toEqual([]);
    expect(model.calls).toBeGreaterThan(0);
    const everything = `${captured.join("\n")}\n${server.output.join("\n")}`;
    for (const [name, value] of Object.entries(secrets)) {
      expect(everything.includes(value), `${name} leaked`).toBe(false);
    }
    expect(sameOrigin.length).toBeGreaterThan(10);
    expect(sameOrigin.some((response) => response.type.startsWith("text/html"))).toBe(true);
    for (const response of sameOrigin) {
      expect(response.nosniff, response.url).toBe("nosniff");
      // Scripts, style sheets and fonts ignore document policies, so they are sent without them.
      if (/^(text\/javascript|text\/css|font\/)/.test(response.type)) continue;
      // The generated art keeps its own stricter policy: an SVG opened directly loads nothing.
      const policy = /^\/api\/art\/[pb]\//.test(new URL(response.url).pathname)
        ? "default-src 'none'"
        : "default-src 'self'";
      expect(response.csp, response.url).toContain(policy);
    }
  });
});
