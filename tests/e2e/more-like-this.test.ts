import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Site, serverAndBrowser, tmdbServerAndBrowser, visitSignedUp } from "./suite";

const signedInPage = (site: Site) => visitSignedUp(site, "/browse", "more");

/** The poster cards of a list (each card's My List toggle is a button too, without an image). */
const postersIn = (page: Page, scope: ReturnType<Page["getByRole"]>) =>
  scope.getByRole("button").filter({ has: page.getByRole("img") });

/**
 * From a row's first film: More Info → "More like this" → a second film's More Info → Back walks
 * back to the first; closing leaves the page as it was.
 */
async function walkMoreLikeThis(page: Page) {
  const card = postersIn(page, page.getByRole("list", { name: "Popular", exact: true })).first();
  await card.waitFor();
  const firstTitle = (await card.getAttribute("title")) ?? "";
  await card.click();
  // The dialog by role alone: the fake TMDB's fixtures reuse ids across lists under other titles.
  const first = page.getByRole("dialog");
  await first.getByRole("heading", { name: "More like this", exact: true }).waitFor();
  // Each film's card (its poster, or its title where the film has no poster), not its My List toggle.
  const similar = first
    .getByRole("list", { name: "More like this", exact: true })
    .getByRole("listitem")
    .locator("button[title]");
  await expect.poll(() => similar.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
  expect(await similar.count()).toBeLessThanOrEqual(12);
  const titles = await similar.evaluateAll((all) => all.map((el) => el.getAttribute("title") ?? ""));
  expect(titles).not.toContain(firstTitle);

  const secondTitle = titles[0] ?? "";
  const firstUrl = page.url();
  await similar.first().click();
  await expect.poll(() => page.url()).not.toBe(firstUrl);
  const second = page.getByRole("dialog", { name: secondTitle });
  await second.waitFor();

  await page.goBack();
  // The first film's More Info again (named by its id in the address: a film may carry another
  // list's title in the fake TMDB's fixtures).
  await expect.poll(() => page.url()).toBe(firstUrl);
  await second.waitFor({ state: "detached" });
  await first.getByRole("heading", { name: "More like this", exact: true }).waitFor();

  await page.goForward();
  await second.waitFor();
  await second.getByRole("button", { name: "Close" }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await expect.poll(() => new URL(page.url()).searchParams.get("movie")).toBeNull();
}

describe("More like this — embedded catalogue", () => {
  const running = serverAndBrowser();

  it("More Info shows the catalogue's runtime, audience rating, genres and director", async () => {
    const { context, page } = await signedInPage(running);
    const id = await page.evaluate(async () => {
      const found = await (await fetch("/api/movies/search?query=Inception")).json();
      return found.results[0].id as number;
    });
    await page.goto(`/browse?movie=${id}`);
    const dialog = page.getByRole("dialog", { name: "Inception" });
    await dialog.getByText("2 h 27 min").waitFor();
    await dialog.getByText("PG-13", { exact: true }).waitFor();
    await dialog.getByText("Director: Christopher Nolan").waitFor();
    await dialog.getByText("Science fiction").waitFor();
    // The catalogue knows no streaming services: no empty "Where to watch".
    expect(await dialog.getByRole("heading", { name: "Where to watch" }).count()).toBe(0);
    await context.close();
  });

  it("More Info → More like this → another film's More Info → Back → Close", async () => {
    const { context, page } = await signedInPage(running);
    await walkMoreLikeThis(page);
    await context.close();
  });
});

describe("More like this — TMDB mode against the fake TMDB", () => {
  const running = tmdbServerAndBrowser();

  it("More Info shows runtime, rating, genres, director, cast and where to watch in the chosen region", async () => {
    const { context, page } = await signedInPage(running);
    await postersIn(page, page.getByRole("list", { name: "Popular", exact: true }))
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Director: Dana Director").waitFor();
    await dialog.getByText("2 h 0 min").waitFor();
    await dialog.getByText("Drama · Thriller").waitFor();
    await dialog.getByText("Starring: Ana Actor, Ben Billing, Cleo Cast, Dev Dramatis, Eve Ensemble").waitFor();
    await dialog.getByRole("heading", { name: "Where to watch" }).waitFor();
    const region = dialog.getByRole("combobox", { name: "Region" });
    await region.selectOption("US");
    await dialog.getByText("StreamCo").waitFor();
    await dialog.getByText("PG-13", { exact: true }).waitFor();
    await region.selectOption("ES");
    await dialog.getByText("CineES").waitFor();
    await dialog.getByRole("link", { name: "Availability data from JustWatch, via TMDB" }).waitFor();
    await context.close();
  });

  it("fills the row from TMDB's recommendations, then similar films", async () => {
    const { context, page } = await signedInPage(running);
    await walkMoreLikeThis(page);
    expect(running.tmdb.callsTo("/3/movie/")).toBeGreaterThan(0);
    expect(running.tmdb.seen.some((r) => r.path.endsWith("/recommendations"))).toBe(true);
    await context.close();
  });
});
