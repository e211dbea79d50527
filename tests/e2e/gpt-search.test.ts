import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { OPENAI_FAULTS } from "../fakes/openai";
import { seriousViolations } from "./axe";
import { gptSearchFor, openGptSearch, searchGpt } from "./gpt-page";
import { fakeModel, serverAndBrowser, serverBrowserAnd } from "./suite";

const QUOTA_TEXT = "You exceeded your current quota!";

/** The result rows: their titles and how many posters each loaded. */
async function resultRows(page: Page) {
  const lists = page.getByRole("main").getByRole("list");
  const names = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  const loaded: number[] = [];
  for (let index = 0; index < (await lists.count()); index++) {
    const images = lists.nth(index).getByRole("img");
    await lists.nth(index).scrollIntoViewIfNeeded();
    await expect
      .poll(() => images.evaluateAll((all) => all.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length))
      .toBeGreaterThan(0);
    loaded.push(await images.count());
  }
  return { names, loaded };
}

describe("GPT Search — embedded suggestion engine", () => {
  const running = serverAndBrowser();

  it("two successive queries both show 5 rows with posters, never the quota text", async () => {
    const { context, page } = await openGptSearch(running);
    await expect(page.getByRole("textbox").getAttribute("placeholder")).resolves.toBe(
      "What would you like to watch today?",
    );
    await expect(page.getByRole("button", { name: "funny space movies from the 80s" }).isVisible()).resolves.toBe(true);

    await searchGpt(page, "90s thrillers");
    await expect.poll(() => page.getByRole("main").getByRole("list").count(), { timeout: 20_000 }).toBe(5);
    const first = await resultRows(page);
    expect(first.names).toHaveLength(5);

    await searchGpt(page, "funny animated movies for kids");
    await expect
      .poll(async () => (await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).join("|"), {
        timeout: 20_000,
      })
      .not.toBe(first.names.join("|"));
    await expect.poll(() => page.getByRole("main").getByRole("list").count()).toBe(5);
    const second = await resultRows(page);
    expect(second.loaded.every((count) => count > 0)).toBe(true);
    await expect(page.getByText(QUOTA_TEXT).count()).resolves.toBe(0);
    await context.close();
  });

  it("keeps the query and the results when toggling Home and GPT Search", async () => {
    const { context, page } = await gptSearchFor(running, "best Spielberg films");
    await expect.poll(() => page.getByRole("main").getByRole("list").count(), { timeout: 20_000 }).toBe(5);
    const names = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    await page.getByRole("button", { name: "Home", exact: true }).click();
    await page.getByRole("heading", { name: "Now Playing", exact: true }).waitFor();
    await page.getByRole("button", { name: "GPT Search" }).click();
    await expect(page.getByRole("textbox").inputValue()).resolves.toBe("best Spielberg films");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).resolves.toEqual(names);
    await context.close();
  });

  it("shows what it understood as chips above the results, in EN and in AR (right to left), with no axe violations", async () => {
    const { context, page } = await gptSearchFor(running, "feel-good 90s heist, no horror");
    for (const facet of ["feel-good", "heist", "1990s", "no horror"]) {
      await page.getByRole("button", { name: `Remove ${facet}` }).waitFor({ timeout: 20_000 });
    }
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole("combobox", { name: "Language" }).selectOption("AR");
    await page.goto("/browse?view=gpt&q=كوميديا%20بدون%20رعب");
    await page.getByRole("button", { name: "إزالة بلا رعب" }).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "إزالة كوميديا" }).waitFor();
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    // The rows stream in one by one after the chips: wait for the fifth.
    await expect.poll(() => page.getByRole("main").getByRole("region").count(), { timeout: 20_000 }).toBe(5);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await context.close();
  });

  it("checks the length on the page: an empty query is refused with a message", async () => {
    const { context, page } = await gptSearchFor(running, "   ");
    await page.getByRole("alert").filter({ hasText: "Please type between 1 and 300 characters" }).waitFor();
    await expect(page.getByRole("textbox").getAttribute("maxlength")).resolves.toBe("300");
    await context.close();
  });
});

describe("GPT Search — a fake OpenAI-compatible model", () => {
  const running = serverBrowserAnd("model", fakeModel());

  it("shows 'You exceeded your current quota!' for a quota error, and only then", async () => {
    const { context, page } = await openGptSearch(running);
    running.model.setReply(OPENAI_FAULTS.quota());
    await searchGpt(page, "heist movies");
    await page.getByRole("alert").filter({ hasText: QUOTA_TEXT }).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Retry" }).waitFor();

    running.model.reset();
    await searchGpt(page, "heist movies");
    await expect.poll(() => page.getByRole("main").getByRole("list").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.getByText(QUOTA_TEXT).count()).resolves.toBe(0);
    await context.close();
  });

  it("a failing model (500) shows its message; Retry succeeds without a reload", async () => {
    const { context, page } = await openGptSearch(running);
    running.model.setReply({ ...OPENAI_FAULTS.serverError(), headers: { "retry-after-ms": "0" } });
    // A query of its own: the server caches a query's suggested names once they succeed.
    await searchGpt(page, "slow-burn space thrillers");
    await page.getByRole("alert").filter({ hasText: "The AI service is having trouble" }).waitFor({ timeout: 30_000 });
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));

    running.model.reset();
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { level: 2, name: "Heat" }).waitFor({ timeout: 20_000 });
    await expect(page.getByText("The AI service is having trouble").count()).resolves.toBe(0);
    expect(navigations).toEqual([]);
    await context.close();
  });
});
