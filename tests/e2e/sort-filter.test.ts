import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { GenreRowsSchema, type Movie } from "../../src/contract/movies";
import { serverAndBrowser, visitSignedUp } from "./suite";

const WORDS = {
  EN: { sortBy: "Sort by", oldest: "Oldest", decade: "Decade", nineties: "1990s", row: "Horror: sorted and filtered" },
  AR: { sortBy: "ترتيب حسب", oldest: "الأقدم", decade: "العقد", nineties: "عقد ١٩٩٠", row: ": مرتبة ومصفاة" },
} as const;

/** The titles of the poster cards (not My List's toggles, which are pressed or not) in the list named `name`. */
async function titlesIn(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole("list", { name });
  await list.getByRole("button").first().waitFor();
  return list
    .getByRole("button")
    .evaluateAll((cards) =>
      cards.filter((card) => !card.hasAttribute("aria-pressed")).map((card) => card.getAttribute("title") ?? ""),
    );
}

describe("sort and filter, kept in the address", () => {
  const running = serverAndBrowser();

  for (const language of ["EN", "AR"] as const) {
    it(`in ${language}: a genre sorted by oldest and filtered to the 1990s survives a reload`, async () => {
      const w = WORDS[language];
      const { context, page } = await visitSignedUp(running, "/browse?genre=horror", "sortfilter");
      if (language === "AR") {
        await page.getByRole("combobox", { name: "Language" }).selectOption("AR");
        await page.waitForFunction(() => document.documentElement.dir === "rtl");
      }
      await page.getByRole("combobox", { name: w.sortBy }).selectOption({ label: w.oldest });
      await page.getByRole("combobox", { name: w.decade }).selectOption({ label: w.nineties });
      await expect.poll(() => new URL(page.url()).search).toBe("?genre=horror&sort=oldest&decade=1990");
      const shown = await titlesIn(page, w.row);

      // What the server holds for the genre: the 1990s films of its rows, each once, oldest first.
      const answer = await page.request.get(`/api/movies/genres/horror?language=${language}`);
      const rows = GenreRowsSchema.parse(await answer.json()).rows;
      const byId = new Map<number, Movie>([...rows.popular, ...rows.acclaimed, ...rows.newest].map((m) => [m.id, m]));
      const expected = [...byId.values()]
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
