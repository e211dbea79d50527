import { describe, expect, it } from "vitest";
import type { PageOptions } from "./harness";
import { type Site, serverAndBrowser, tmdbServerAndBrowser, visitSignedUp } from "./suite";

const PHONE = { width: 390, height: 844 };

/** A fresh account on /browse, once the Popular row's heading shows. */
async function signedInPage(site: Site, options: Omit<PageOptions, "baseURL"> = {}) {
  const opened = await visitSignedUp(site, "/browse", "titles", options);
  await opened.page.getByRole("heading", { name: "Popular", exact: true }).waitFor();
  return opened;
}

describe("title search — embedded catalogue", () => {
  const running = serverAndBrowser();

  it("'incep' → Inception first, in a grid that replaces the rows; the address holds it; Esc closes", async () => {
    const { context, page } = await signedInPage(running);
    const field = page.getByRole("searchbox", { name: "Search titles" });
    const searched: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/movies/search") searched.push(url.searchParams.get("query") ?? "");
    });
    // One character searches nothing, even with Enter (which searches at once): the rows stay.
    await field.fill("i");
    await field.press("Enter");
    await page.getByRole("heading", { name: "Popular", exact: true }).waitFor();
    await field.fill("incep");
    const results = page.getByRole("list", { name: "Titles matching “incep”" });
    const first = results.getByRole("button").first();
    await expect.poll(() => first.getAttribute("title"), { timeout: 10_000 }).toBe("Inception");
    expect(await page.getByRole("heading", { name: "Popular", exact: true }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("search")).toBe("incep");

    // ArrowDown from the field reaches the first result; Enter opens its More Info.
    await field.press("ArrowDown");
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Inception" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // Closing More Info walks back to the search's own address before anything reloads it.
    await expect.poll(() => new URL(page.url()).searchParams.get("movie")).toBeNull();
    expect(searched).not.toContain("i");
    expect(searched.at(-1)).toBe("incep");

    // A reload keeps the search; Esc in the field clears it and brings the rows back.
    await page.reload();
    await expect.poll(() => first.getAttribute("title"), { timeout: 10_000 }).toBe("Inception");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await field.press("Escape");
    await page.getByRole("heading", { name: "Popular", exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get("search")).toBeNull();

    // Arrow keys walk the grid.
    await field.fill("star");
    const many = page.getByRole("list", { name: "Titles matching “star”" }).getByRole("button");
    await expect.poll(() => many.count(), { timeout: 10_000 }).toBeGreaterThan(3);
    await field.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => many.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => many.nth(0).evaluate((el) => el === document.activeElement)).toBe(true);

    await field.fill("zzqxj");
    await page.getByText("No titles match “zzqxj”.").waitFor();
    await context.close();
  });

  it("on a phone, a 'Search titles' button opens the field", async () => {
    const { context, page } = await signedInPage(running, { viewport: PHONE });
    await page.getByRole("button", { name: "Search titles" }).click();
    const field = page.getByRole("searchbox", { name: "Search titles" });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill("godfath");
    const results = page.getByRole("list", { name: "Titles matching “godfath”" });
    await expect
      .poll(() => results.getByRole("button").first().getAttribute("title"), { timeout: 10_000 })
      .toMatch(/^The Godfather/);
    await context.close();
  });
});

describe("title search — TMDB mode against the fake TMDB", () => {
  const running = tmdbServerAndBrowser();

  it("'incep' → Inception first, from TMDB's /search/movie in the UI language", async () => {
    const { context, page } = await signedInPage(running);
    await page.getByRole("searchbox", { name: "Search titles" }).fill("incep");
    const results = page.getByRole("list", { name: "Titles matching “incep”" });
    await expect
      .poll(() => results.getByRole("button").first().getAttribute("title"), { timeout: 10_000 })
      .toBe("Inception");
    const searched = running.tmdb.seen.filter((r) => r.path === "/3/search/movie");
    expect(searched.at(-1)?.query.get("query")).toBe("incep");
    expect(searched.at(-1)?.query.get("language")).toBe("en-US");
    await context.close();
  });
});
