import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { GenreRowsSchema, type Movie } from "../../src/contract/movies";
import { serverAndBrowser, visitSignedUp } from "./suite";

const WORDS = {
  EN: {
    sortBy: "Sort by",
    oldest: "Oldest",
    decade: "Decade",
    nineties: "1990s",
    row: "Horror: sorted and filtered",
    length: "Length",
    short: "Under 90 min",
    unknown: "of unknown length",
  },
  AR: {
    sortBy: "ترتيب حسب",
    oldest: "الأقدم",
    decade: "العقد",
    nineties: "عقد ١٩٩٠",
    row: ": مرتبة ومصفاة",
    length: "المدة",
    short: "أقل من ٩٠ دقيقة",
    unknown: "مجهول",
  },
} as const;

/** The genre's films as the server holds them: each once, in row order. */
async function genreFilms(page: Page, genre: string, language: string): Promise<Movie[]> {
  const answer = await page.request.get(`/api/movies/genres/${genre}?language=${language}`);
  const rows = GenreRowsSchema.parse(await answer.json()).rows;
  return [...new Map([...rows.popular, ...rows.acclaimed, ...rows.newest].map((m) => [m.id, m])).values()];
}

/** The titles of the poster cards (not My List's toggles nor the cards' menu buttons, which carry no title) in the list named `name`. */
async function titlesIn(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole("list", { name });
  await list.getByRole("button").first().waitFor();
  return list
    .getByRole("button")
    .evaluateAll((cards) =>
      cards.flatMap((card) => (card.hasAttribute("aria-pressed") ? [] : (card.getAttribute("title") ?? []))),
    );
}

describe("sort and filter, kept in the address", () => {
  const running = serverAndBrowser();
  /** A new account on the horror genre's page, in `language`. */
  const horrorIn = async (language: "EN" | "AR") => {
    const visit = await visitSignedUp(running, "/browse?genre=horror", "sortfilter");
    if (language === "AR") {
      await visit.page.getByRole("combobox", { name: "Language" }).selectOption("AR");
      await visit.page.waitForFunction(() => document.documentElement.dir === "rtl");
    }
    return visit;
  };

  for (const language of ["EN", "AR"] as const) {
    it(`in ${language}: a genre sorted by oldest and filtered to the 1990s survives a reload`, async () => {
      const w = WORDS[language];
      const { context, page } = await horrorIn(language);
      await page.getByRole("combobox", { name: w.sortBy }).selectOption({ label: w.oldest });
      await page.getByRole("combobox", { name: w.decade }).selectOption({ label: w.nineties });
      await expect.poll(() => new URL(page.url()).search).toBe("?genre=horror&sort=oldest&decade=1990");
      const shown = await titlesIn(page, w.row);

      // What the server holds for the genre: the 1990s films of its rows, each once, oldest first.
      const expected = (await genreFilms(page, "horror", language))
        .filter((m) => (m.release_date ?? "") >= "1990" && (m.release_date ?? "") < "2000")
        .sort((a, b) => (a.release_date ?? "").localeCompare(b.release_date ?? ""));
      expect(expected.length).toBeGreaterThan(1);
      expect(shown).toEqual(expected.map((m) => m.title));

      await page.reload();
      expect(await titlesIn(page, w.row)).toEqual(shown);
      expect(new URL(page.url()).searchParams.get("decade")).toBe("1990");
      await context.close();
    });
  }

  for (const language of ["EN", "AR"] as const) {
    it(`in ${language}: a genre filtered to films under 90 minutes survives a reload and counts those of unknown length`, async () => {
      const w = WORDS[language];
      const { context, page } = await horrorIn(language);
      await page.getByRole("combobox", { name: w.length }).selectOption({ label: w.short });
      await expect.poll(() => new URL(page.url()).search).toBe("?genre=horror&length=short");
      const shown = await titlesIn(page, w.row);

      // The genre's films the catalogue knows to run under 90 minutes, in the server's order.
      const films = await genreFilms(page, "horror", language);
      const expected = films.filter((m) => m.runtime != null && m.runtime < 90).map((m) => m.title);
      expect(expected.length).toBeGreaterThan(0);
      expect(shown).toEqual(expected);
      const unknown = films.filter((m) => m.runtime == null).length;
      expect(unknown).toBeGreaterThan(0);
      const note = page.getByRole("status").filter({ hasText: w.unknown });
      if (language === "EN")
        await note.filter({ hasText: `${unknown} films of unknown length are not shown.` }).waitFor();
      else await note.waitFor();

      await page.reload();
      expect(await titlesIn(page, w.row)).toEqual(shown);
      expect(await page.getByRole("combobox", { name: w.length }).inputValue()).toBe("short");
      await note.waitFor();
      await context.close();
    });
  }

  it("title search: filters that match nothing say so, and 'Clear filters' brings the results back", async () => {
    const { context, page } = await visitSignedUp(
      running,
      "/browse?search=inception&rating=8&decade=1990",
      "sortfilter",
    );
    await page.getByRole("status").filter({ hasText: "No films match these filters." }).waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?search=inception");
    expect((await titlesIn(page, "Titles matching “inception”")).length).toBeGreaterThan(0);
    await context.close();
  });
});
