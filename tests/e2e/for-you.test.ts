import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MovieListSchema } from "../../src/contract/movies";
import { seriousViolations } from "./axe";
import { cardsOf, myListHeading, signedIn, toggleOf } from "./my-list-page";
import { type Running, serverAndBrowser, tmdbServerAndBrowser } from "./suite";

const TOP_PICKS = "Top picks for you";

/** The titles of a row's poster cards. */
const titlesIn = (page: Page, row: string) =>
  cardsOf(page, row).evaluateAll((cards) => cards.map((card) => card.getAttribute("title") ?? ""));

/** Add the first two Popular films from their cards; answer their titles, the latest first. */
async function addTwo(page: Page): Promise<[string, string]> {
  const titles: string[] = [];
  for (const index of [0, 1]) {
    const card = cardsOf(page, "Popular").nth(index);
    titles.push((await card.getAttribute("title")) ?? "");
    await card.hover();
    await toggleOf(page, "Popular", index).click();
    await toggleOf(page, "Popular", index)
      .and(page.getByRole("button", { pressed: true }))
      .waitFor();
  }
  await myListHeading(page).waitFor();
  return [titles[1] ?? "", titles[0] ?? ""];
}

/** The server has answered the page's question for rows made for you, and the page shows neither. */
async function expectNoRowsForANewAccount(page: Page): Promise<void> {
  const answer = await page.evaluate(async () => (await fetch("/api/my-list/for-you?language=EN")).json());
  expect(answer).toEqual({ because: null, liked: [], topPicks: [] });
  // The page asked the same question when it loaded, and has its answer.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry as PerformanceResourceTiming)
          .some((entry) => new URL(entry.name).pathname === "/api/my-list/for-you" && entry.responseEnd > 0),
      ),
    )
    .toBe(true);
  expect(await page.getByRole("heading", { name: /^Because you added/ }).count()).toBe(0);
  expect(await page.getByRole("heading", { name: TOP_PICKS }).count()).toBe(0);
}

async function rowsMadeForYou(page: Page) {
  await addTwo(page);
  // The films as the server keeps them (by id, described by the movie source): the fake TMDB reuses
  // ids across its lists, so a card's title can differ from the film its id names.
  const kept = MovieListSchema.parse(await (await page.request.get("/api/my-list")).json()).results;
  const [latest, earlier] = kept.map((m) => m.title);
  const because = `Because you added ${latest}`;
  await page.getByRole("heading", { name: because, exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole("heading", { name: TOP_PICKS, exact: true }).waitFor();
  for (const row of [because, TOP_PICKS]) {
    const titles = await titlesIn(page, row);
    expect(titles.length, row).toBeGreaterThanOrEqual(5);
    expect(titles, row).not.toContain(latest);
    expect(titles, row).not.toContain(earlier);
  }
  return { latest, earlier };
}

/** A fresh account on /browse sees neither row; two additions bring both, without the added films. */
async function rowsComeWithTwoAdditions(running: Running) {
  const opened = await signedIn(running.browser, running.server.url);
  await cardsOf(opened.page, "Popular").first().waitFor();
  await expectNoRowsForANewAccount(opened.page);
  await rowsMadeForYou(opened.page);
  return opened;
}

describe("rows made for you — embedded catalogue", () => {
  const running = serverAndBrowser();

  it("a new account sees neither row; two additions bring both, without the added films", async () => {
    const { context, page } = await rowsComeWithTwoAdditions(running);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("rows made for you — TMDB mode against the fake TMDB", () => {
  const running = tmdbServerAndBrowser();

  it("builds both rows from TMDB's recommendations", async () => {
    const { context } = await rowsComeWithTwoAdditions(running);
    expect(running.tmdb.seen.some((r) => r.path.endsWith("/recommendations"))).toBe(true);
    await context.close();
  });
});
