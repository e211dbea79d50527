import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newAccount, openPage, signUpInPage, signUpThrough } from "./harness";
import { serverAndBrowser } from "./suite";

const PHONE = { width: 412, height: 823 };

/**
 * Every request that reached the server (not answered from the browser's cache), by address, from
 * Chromium's own network log: what a person's browser downloads, however the page asks for it
 * (fetch, <img>, <link rel=modulepreload>, import()).
 */
async function recordFetches(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map<string, string>();
  const fetched: string[] = [];
  cdp.on("Network.requestWillBeSent", (event) => {
    urls.set(event.requestId, `${event.request.method} ${event.request.url}`);
  });
  cdp.on("Network.responseReceived", (event) => {
    const { response } = event;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    const url = urls.get(event.requestId);
    if (url && !url.includes(" data:")) fetched.push(url);
  });
  return fetched;
}

/** Addresses fetched more than once, with their counts. */
function twice(fetched: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const url of fetched) counts[url] = (counts[url] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 1));
}

/** Once the first row's posters are on screen and the network has been quiet. */
async function browseShown(page: Page) {
  await page.getByRole("list", { name: "Popular" }).getByRole("img").first().waitFor();
  await page.waitForLoadState("networkidle");
}

describe("each file is fetched once", () => {
  const running = serverAndBrowser();

  it("from the sign-in page, signing up, to /browse", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    const fetched = await recordFetches(context, page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    await page.waitForLoadState("networkidle");
    await signUpInPage(page, newAccount("once"));
    await browseShown(page);
    expect(fetched.length).toBeGreaterThan(10);
    expect(twice(fetched)).toEqual({});
    await context.close();
  });

  it("opening /browse signed in", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    await signUpThrough(page.request, "once");
    const fetched = await recordFetches(context, page);
    await page.goto("/browse");
    await browseShown(page);
    expect(twice(fetched)).toEqual({});
    await context.close();
  });

  it("opening /browse signed in, the first screen's data comes with the page: it asks for none of it", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url, viewport: PHONE });
    await signUpThrough(page.request, "first");
    const fetched = await recordFetches(context, page);
    await page.goto("/browse");
    await page.getByRole("main").getByRole("button", { name: "More Info", exact: true }).waitFor();
    await browseShown(page);
    const firstScreen =
      /\/api\/(session|movies\/(now-playing|popular|upcoming|top-rated|genres)|my-list|taste|settings)\b/;
    expect(fetched.filter((url) => firstScreen.test(url))).toEqual([]);
    await context.close();
  });
});
