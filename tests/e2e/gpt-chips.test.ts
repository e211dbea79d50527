import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { gptBox, openGptSearch, searchGpt } from "./gpt-page";
import { type Site, serverAndBrowser, visitSignedUp } from "./suite";

// What GPT Search shows about its own answer: chips it could not keep, the search it refines,
// and what it says when it understood nothing. EN and AR (right to left), by role and visible text.

const rows = (page: Page) => page.getByRole("main").getByRole("region");

/** A fresh account on GPT Search in `language`, with `query` searched (typed in the box). */
async function searched(site: Site, language: "EN" | "AR", query: string) {
  const opened = language === "EN" ? await openGptSearch(site, "gptchip") : await openInArabic(site);
  await searchIn(opened.page, language, query);
  return opened;
}

async function openInArabic(site: Site) {
  const opened = await visitSignedUp(site, "/browse", "gptchip");
  await opened.page.getByRole("combobox").first().selectOption("AR");
  await opened.page.getByRole("button", { name: "بحث GPT" }).click();
  await opened.page.getByRole("textbox", { name: "صِف ما تودّ مشاهدته" }).waitFor();
  return opened;
}

/** In Arabic the box has its own label; `searchGpt` knows the English one. */
async function searchIn(page: Page, language: "EN" | "AR", query: string) {
  if (language === "EN") return searchGpt(page, query);
  const box = page.getByRole("textbox", { name: "صِف ما تودّ مشاهدته" });
  await box.fill(query);
  await box.press("Enter");
}

const WORDS = {
  EN: {
    impossible: "classic westerns from the 1950s",
    relaxed: /none in the catalogue — showing nearest/,
    first: "comedies from the 90s",
    change: "older",
    stop: "Stop refining comedies from the 90s",
    refining: "Refining: comedies from the 90s",
    eighties: "Remove 1980s",
    comedy: "Remove comedy",
    before: "Remove before 1980",
    nonsense: "zxqv wplk",
    notUnderstood: "I didn't understand “zxqv wplk”",
    example: "heist movies from the 90s",
    heist: "Remove heist",
    nineties: "Remove 1990s",
    home: "Home",
  },
  AR: {
    impossible: "أفلام غربية من الخمسينيات",
    relaxed: /لا يوجد في الفهرس — نعرض الأقرب/,
    first: "كوميديا من التسعينيات",
    change: "أقدم",
    stop: "إيقاف تحسين كوميديا من التسعينيات",
    refining: "تحسين: كوميديا من التسعينيات",
    eighties: "إزالة عقد ١٩٨٠",
    comedy: "إزالة كوميديا",
    before: "إزالة قبل ١٩٨٠",
    nonsense: "زخرف قثصض",
    notUnderstood: "لم أفهم “زخرف قثصض”",
    example: "أفلام سرقة من التسعينيات",
    heist: "إزالة سرقة",
    nineties: "إزالة عقد ١٩٩٠",
    home: "الرئيسية",
  },
} as const;
type Language = keyof typeof WORDS;
type Words = (typeof WORDS)[Language];
type Query = "impossible" | "first" | "example" | "nonsense";

describe("GPT Search says what it could keep, what it refines, and when it understood nothing", () => {
  const running = serverAndBrowser();

  /** One test a language: its `query` searched on a fresh account, then `check`; the browser closed after. */
  const searchedIn = (name: string, query: Query, check: (page: Page, w: Words, language: Language) => Promise<void>) =>
    it.each(["EN", "AR"] as const)(name, async (language) => {
      const w = WORDS[language];
      const { context, page } = await searched(running, language, w[query]);
      await check(page, w, language);
      await context.close();
    });

  searchedIn(
    "%s: a facet the catalogue cannot meet is shown given up, in words, and the nearest films fill the rows",
    "impossible",
    async (page, w) => {
      // The mark is in the chip's accessible name, not only its look.
      const given = page.getByRole("button", { name: w.relaxed });
      await given.first().waitFor({ timeout: 20_000 });
      await expect(given.count()).resolves.toBe(1);
      await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(5);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    },
  );

  searchedIn(
    "%s: a follow-up refines the shown search behind a removable 'Refining' chip that reload and Back keep",
    "first",
    async (page, w, language) => {
      await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(5);
      await searchIn(page, language, w.change);
      const stop = page.getByRole("button", { name: w.stop });
      await stop.waitFor({ timeout: 20_000 });
      await page.getByText(w.refining).waitFor();
      await page.getByRole("button", { name: w.eighties }).waitFor({ timeout: 20_000 });
      await page.getByRole("button", { name: w.comedy }).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);

      await page.reload();
      await page.getByRole("button", { name: w.stop }).waitFor({ timeout: 20_000 });
      await page.getByRole("button", { name: w.eighties }).waitFor({ timeout: 20_000 });
      await page.getByRole("button", { name: w.home, exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(null);
      await page.goBack();
      await page.getByRole("button", { name: w.stop }).waitFor({ timeout: 20_000 });

      // Removing it runs the query alone, and the address forgets the refinement.
      await page.getByRole("button", { name: w.stop }).click();
      await page.getByRole("button", { name: w.before }).waitFor({ timeout: 20_000 });
      await expect(page.getByRole("button", { name: w.stop }).count()).resolves.toBe(0);
      await expect(page.getByRole("button", { name: w.comedy }).count()).resolves.toBe(0);
      await expect.poll(() => new URL(page.url()).searchParams.get("after")).toBe(null);
      await page.reload();
      await page.getByRole("button", { name: w.before }).waitFor({ timeout: 20_000 });
      await expect(page.getByRole("button", { name: w.stop }).count()).resolves.toBe(0);
    },
  );

  searchedIn("%s: a removed chip stays removed on reload", "example", async (page, w) => {
    await page.getByRole("button", { name: w.nineties }).click();
    await expect.poll(() => page.getByRole("button", { name: w.nineties }).count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole("button", { name: w.heist }).waitFor({ timeout: 20_000 });
    await page.reload();
    await page.getByRole("button", { name: w.heist }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: w.nineties }).count()).resolves.toBe(0);
  });

  searchedIn(
    "%s: a query with nothing understood says so, shows no films, and offers examples that run",
    "nonsense",
    async (page, w, language) => {
      await page.getByText(w.notUnderstood).waitFor({ timeout: 20_000 });
      await expect(rows(page).count()).resolves.toBe(0);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await page.getByRole("button", { name: w.example, exact: true }).click();
      await page.getByRole("button", { name: w.heist }).waitFor({ timeout: 20_000 });
      await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(5);
      await expect(page.getByText(w.notUnderstood).count()).resolves.toBe(0);
      if (language === "EN") await expect(gptBox(page).inputValue()).resolves.toBe(w.example);
    },
  );
});
