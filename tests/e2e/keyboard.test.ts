import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { featuredPool, TMDB_ID_WITHOUT_VIDEOS } from "../fakes/tmdb";
import { openSignIn } from "./auth-page";
import { newAccount, openPage } from "./harness";
import { serverAndBrowser, tmdbServerAndBrowser } from "./suite";

/** Press Tab (or Shift+Tab) until the focused element has this accessible name; no mouse involved. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return "";
      const labelled = el.getAttribute("aria-label") ?? "";
      const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? "";
      return `${labelled} ${label} ${el.textContent ?? ""} ${el.getAttribute("placeholder") ?? ""}`.trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached an element named ${name}`);
}

describe("keyboard only", () => {
  const running = serverAndBrowser();

  it("signs up, opens and closes More Info, searches with GPT Search, returns Home and signs out", async () => {
    const { context, page } = await openSignIn(running);
    const account = newAccount("keys");

    await tabTo(page, /Sign Up Now/);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Sign Up" }).waitFor();
    await tabTo(page, /Username/, { back: true });
    await page.keyboard.type(account.username);
    await tabTo(page, /Email address/);
    await page.keyboard.type(account.email);
    await tabTo(page, /^Password|Password$/);
    await page.keyboard.type(account.password);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/browse");

    // A row: focus it, move with the arrows, open More Info with Enter, close with Esc.
    await page.getByRole("list", { name: "Now Playing" }).getByRole("img").first().waitFor();
    await tabTo(page, /./, { max: 1 });
    const firstCard = page.getByRole("list", { name: "Now Playing" }).getByRole("button").first();
    await firstCard.waitFor();
    for (let i = 0; i < 60; i++) {
      if (await firstCard.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) break;
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await tabTo(page, /GPT Search/, { back: true });
    await page.keyboard.press("Enter");
    // Opening the view puts the cursor in its search box: type straight away.
    const box = page.getByRole("textbox", { name: "Describe what you feel like watching" });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement), { timeout: 15_000 }).toBe(true);
    await page.keyboard.type("scary movies from the 80s");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("main").getByRole("list").count(), { timeout: 20_000 }).toBe(5);

    await tabTo(page, /Home/, { back: true });
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Now Playing", exact: true }).waitFor();
    await tabTo(page, /Sign Out/, { back: true });
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    await context.close();
  });
});

describe("keyboard only, with TMDB trailers", () => {
  const running = tmdbServerAndBrowser();

  it("tabs from the Play dialog's close button into the trailer player; Esc closes it and focus returns to Play", async () => {
    const { server, browser } = running;
    // Feature a film that has a trailer (one fixture film has none, and its Play stays disabled).
    const { films, randomFor } = featuredPool();
    const withTrailer = films.findIndex((film) => film.id !== TMDB_ID_WITHOUT_VIDEOS);
    const { context, page } = await openPage(browser, { baseURL: server.url, random: randomFor(withTrailer) });
    // No network here, and Chromium's error page in a frame has nothing to focus, so Tab would pass
    // the frame by. A page with one control stands in for the player (the real one has its own).
    await context.route("https://www.youtube-nocookie.com/embed/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Player</title><button>Play video</button>",
      }),
    );
    expect((await page.request.post("/api/auth/sign-up", { data: newAccount("trailer") })).ok()).toBe(true);
    await page.goto("/browse");
    const play = page.getByRole("main").getByRole("button", { name: "Play", exact: true });
    await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);

    await tabTo(page, /^Play$/);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /^Trailer: / });
    await dialog.waitFor();
    // Tab can only enter the player once its page has loaded (until then the frame has nothing to focus).
    await dialog
      .getByTitle(/^Trailer: /)
      .contentFrame()
      .getByRole("button", { name: "Play video" })
      .waitFor();
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    // The dialog opens with focus on its close button; the next Tab goes into the player.
    await expect.poll(focusedLabel, { timeout: 5_000 }).toBe("Close");
    await page.keyboard.press("Tab");
    // The player is another site's page (its own process): focus reaches it a moment after the key,
    // so wait for it rather than read it at once (reading early sees <body>).
    const player = dialog.getByTitle(/^Trailer: /);
    await expect
      .poll(() => player.evaluate((frame) => frame === document.activeElement), { timeout: 5_000 })
      .toBe(true);

    // Keys pressed inside the player go to the player's own page, so Esc there cannot reach ours:
    // Shift+Tab leaves the player for the close button, where Esc closes the dialog.
    await page.keyboard.press("Shift+Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => play.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
