import { describe, expect, it } from "vitest";
import { type Site, serverAndBrowser, tmdbServerAndBrowser, visitSignedUp } from "./suite";

/** A fresh account on /browse, once the Popular row's heading shows. */
async function signedInPage(site: Site) {
  const opened = await visitSignedUp(site, "/browse", "genres");
  await opened.page.getByRole("heading", { name: "Popular", exact: true }).waitFor();
  return opened;
}

/** Choose a genre by its visible name; its three rows replace the four lists; Back restores them. */
async function browseGenre(page: import("playwright-core").Page, name: string) {
  const select = page.getByRole("combobox", { name: "Genres" });
  await expect.poll(() => select.isEnabled()).toBe(true);
  await select.selectOption({ label: name });
  for (const title of [`Popular in ${name}`, `Acclaimed ${name}`, `New in ${name}`]) {
    const row = page.getByRole("list", { name: title, exact: true });
    await expect.poll(() => row.getByRole("button").count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
  }
  expect(await page.getByRole("heading", { name: "Top Rated", exact: true }).count()).toBe(0);
  expect(new URL(page.url()).searchParams.get("genre")).toMatch(/^[a-z0-9-]+$/);
  await page.reload();
  await page.getByRole("heading", { name: `Popular in ${name}`, exact: true }).waitFor();
  await page.goBack();
  await page.getByRole("heading", { name: "Top Rated", exact: true }).waitFor();
}

describe("genres — embedded catalogue", () => {
  const running = serverAndBrowser();

  it("choosing a genre shows its popular, acclaimed and newest rows, addressable", async () => {
    const { context, page } = await signedInPage(running);
    await browseGenre(page, "Horror");
    await context.close();
  });

  it("on a genre's view the featured film is never one said 'Not for me'", async () => {
    const { context, page } = await signedInPage(running);
    const select = page.getByRole("combobox", { name: "Genres" });
    await expect.poll(() => select.isEnabled()).toBe(true);
    await select.selectOption({ label: "Horror" });
    const main = page.getByRole("main");
    const featuredTitle = () => main.getByRole("heading", { level: 2 }).first().textContent();
    const first = await main.getByRole("list", { name: "Popular in Horror" }).getByRole("button").first();
    const title = (await first.getAttribute("title")) ?? "";
    await expect.poll(featuredTitle).toBe(title);
    await main.getByRole("button", { name: "More Info" }).first().click();
    const dialog = page.getByRole("dialog", { name: title });
    await dialog.getByRole("button", { name: "Not for me" }).click();
    await dialog.getByRole("button", { name: "Not for me", pressed: true }).waitFor();
    await page.goBack();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(featuredTitle).not.toBe(title);
    expect(await featuredTitle()).toBeTruthy();
    await context.close();
  });
});

describe("genres — TMDB mode against the fake TMDB", () => {
  const running = tmdbServerAndBrowser();

  it("lists TMDB's genres and fills the rows from /discover/movie", async () => {
    const { context, page } = await signedInPage(running);
    await browseGenre(page, "Comedy");
    const discover = running.tmdb.seen.filter((r) => r.path === "/3/discover/movie");
    // Each sort's first page (a row the rows before it left short also reads its second page).
    const firstPages = discover.filter((r) => r.query.get("page") === "1");
    expect(firstPages.map((r) => r.query.get("sort_by")).sort()).toEqual(
      ["popularity.desc", "primary_release_date.desc", "vote_average.desc"].sort(),
    );
    expect(discover.every((r) => r.query.get("with_genres") === "35")).toBe(true);
    await context.close();
  });
});
