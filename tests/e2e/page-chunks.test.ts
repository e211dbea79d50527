import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { newAccount, openPage } from "./harness";
import { type Running, serverAndBrowser } from "./suite";

/** The `/browse` page's own chunk, as the build names it. */
const BROWSE_CHUNK = /\/assets\/browse-route-[\w-]+\.js$/;

/** Every request for the browse chunk fails (a moment offline, or a deploy removed the file) until `restore()`. */
async function breakBrowseChunk(page: Page): Promise<{ failed: () => number; restore: () => Promise<void> }> {
  let failed = 0;
  const handler = async (route: Parameters<Parameters<Page["route"]>[1]>[0]) => {
    failed += 1;
    await route.abort("internetdisconnected");
  };
  await page.route(BROWSE_CHUNK, handler);
  return { failed: () => failed, restore: () => page.unroute(BROWSE_CHUNK, handler) };
}

/** A signed-in browser, in `language`, that has not opened a page yet. */
async function signedInBrowser(running: Running, tag: string, language: "EN" | "AR" = "EN") {
  const opened = await openPage(running.browser, { baseURL: running.server.url });
  const response = await opened.page.request.post("/api/auth/sign-up", { data: newAccount(tag) });
  expect(response.ok(), `sign-up answered ${response.status()}`).toBe(true);
  await opened.context.addInitScript((id) => localStorage.setItem("reelwise.language", id), language);
  return opened;
}

const WORDS = {
  EN: {
    message: "This page could not be loaded. Check your connection and try again.",
    tryAgain: "Try again",
    popular: "Popular",
  },
  AR: {
    message: "تعذّر تحميل هذه الصفحة. تحقّق من اتصالك وحاول مرة أخرى.",
    tryAgain: "حاول مرة أخرى",
    popular: "الأكثر رواجًا",
  },
} as const;

describe("a page chunk that fails to load", () => {
  const running = serverAndBrowser();

  for (const language of ["EN", "AR"] as const) {
    it(`shows a translated message with 'Try again', which loads the page once the file arrives (${language})`, async () => {
      const words = WORDS[language];
      const { context, page } = await signedInBrowser(running, `chunk-${language}`, language);
      const chunk = await breakBrowseChunk(page);
      await page.goto("/browse");
      await page.getByRole("alert").filter({ hasText: words.message }).waitFor();
      expect(chunk.failed()).toBeGreaterThan(0);
      expect(await page.locator("html").getAttribute("dir")).toBe(language === "AR" ? "rtl" : "ltr");
      expect(await page.getByText("Unexpected Application Error!").count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await chunk.restore();
      const reloaded = page.waitForEvent("load");
      await page.getByRole("button", { name: words.tryAgain }).click();
      await reloaded;
      await page.getByRole("list", { name: words.popular }).waitFor();
      await context.close();
    });
  }

  it("'Try again' while still offline keeps the message (not the browser's error page), then recovers", async () => {
    const { context, page } = await signedInBrowser(running, "chunk-offline");
    const chunk = await breakBrowseChunk(page);
    await page.goto("/browse");
    const message = page.getByRole("alert").filter({ hasText: WORDS.EN.message });
    await message.waitFor();

    await context.setOffline(true);
    const probed = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/api/health"));
    await page.getByRole("button", { name: "Try again" }).click();
    await probed;
    await expect.poll(() => page.getByRole("main").getAttribute("aria-busy")).toBeNull();
    expect(await message.isVisible()).toBe(true);

    await context.setOffline(false);
    await chunk.restore();
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("list", { name: "Popular" }).waitFor();
    await context.close();
  });
});
