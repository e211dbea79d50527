import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { GPT_LABEL, gptSearchFor, searchGpt } from "./gpt-page";
import { repoRoot } from "./harness";
import { serverAndBrowser, visitSignedUp } from "./suite";

/** The catalogue's facts, to judge the suggested films as a fan would (by title and year). */
interface Fact {
  title: string;
  year: number | null;
  genre: string | null;
  source: string | null;
  director: string | null;
  mpaa: string | null;
}
const CATALOGUE: Fact[] = JSON.parse(readFileSync(`${repoRoot}/data/catalog.json`, "utf8"));
const factOf = (heading: string) => {
  const match = /^(.*?)\s*(\d{4})?$/.exec(heading.trim());
  const title = match?.[1] ?? heading;
  const year = match?.[2] ? Number(match[2]) : null;
  return CATALOGUE.find((f) => f.title === title && (year === null || f.year === year));
};

/** Whether some catalogue film with this poster's title (its alt text) has the fact: titles are not unique. */
const someFilm = (title: string, test: (f: Fact) => boolean) => CATALOGUE.some((f) => f.title === title && test(f));

const headings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
const rows = (page: Page) => page.getByRole("main").getByRole("region");

async function fiveRows(page: Page) {
  await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(5);
  await expect.poll(async () => (await headings(page)).length).toBe(5);
  return headings(page);
}

/** Each row's poster titles, once every row has its films. */
async function rowTitles(page: Page): Promise<string[][]> {
  const out: string[][] = [];
  for (let i = 0; i < 5; i++) {
    const images = rows(page).nth(i).getByRole("img");
    await expect.poll(() => images.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    out.push(await images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).alt)));
  }
  return out;
}

describe("GPT Search understands facets, says what it did not, and explains each pick", () => {
  const running = serverAndBrowser();

  it.each([
    {
      language: "EN",
      toggle: "GPT Search",
      home: "Home",
      label: GPT_LABEL,
      tab: "GPT Search — Reelwise",
      example: "funny space movies from the 80s",
      chip: "Remove 1980s",
    },
    {
      language: "AR",
      toggle: "بحث GPT",
      home: "الرئيسية",
      label: "صِف ما تودّ مشاهدته",
      tab: "بحث GPT — Reelwise",
      example: "أفلام فضاء مضحكة من الثمانينيات",
      chip: "إزالة عقد ١٩٨٠",
    },
  ])(
    "$language: opens with the cursor in the search box and names the view in the tab; the Try example runs; what it understood sits above the results",
    async (words) => {
      const { context, page } = await visitSignedUp(running, "/browse", "gpttry");
      if (words.language !== "EN") await page.getByRole("combobox").first().selectOption(words.language);
      await page.getByRole("button", { name: words.toggle }).click();
      const box = page.getByRole("textbox", { name: words.label });
      await expect.poll(() => box.evaluate((el) => el === document.activeElement), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => page.title()).toBe(words.tab);
      await page.getByRole("button", { name: words.example }).click();
      await fiveRows(page);
      await expect(box.inputValue()).resolves.toBe(words.example);
      const chip = page.getByRole("button", { name: words.chip });
      await chip.waitFor();
      // The chips come before the results, not below them.
      const chipBox = await chip.boundingBox();
      const firstRow = await rows(page).first().boundingBox();
      expect(chipBox && firstRow && chipBox.y + chipBox.height <= firstRow.y).toBe(true);
      await page.getByRole("button", { name: words.home, exact: true }).click();
      await expect.poll(() => page.title()).not.toBe(words.tab);
      await context.close();
    },
  );

  it("a comedy with no romance shows no Romantic Comedy, in any poster; each row's reason sits under its heading", async () => {
    const { context, page } = await gptSearchFor(running, "a comedy, but nothing romantic", "gptu");
    const names = await fiveRows(page);
    await page.getByRole("button", { name: "Remove no romance" }).waitFor();
    const facts = names.map(factOf);
    expect(facts.every((f) => f !== undefined)).toBe(true);
    expect(facts.filter((f) => f?.genre === "Romantic Comedy")).toEqual([]);
    // Not only the suggestions: every poster of every row keeps the exclusion.
    const posters = (await rowTitles(page)).flat();
    expect(posters.filter((title) => !someFilm(title, (f) => f.genre !== "Romantic Comedy"))).toEqual([]);
    await expect(
      rows(page)
        .first()
        .getByText(/\d{4}s · /)
        .count(),
    ).resolves.toBe(1);
    await context.close();
  });

  it("an adaptation query answers films from that source (4 of 5 at least)", async () => {
    const { context, page } = await gptSearchFor(running, "movies adapted from stage plays", "gptu");
    const names = await fiveRows(page);
    expect(names.map(factOf).filter((f) => f?.source === "Based on Play").length).toBeGreaterThanOrEqual(4);
    await context.close();
  });

  it("a query understood in part answers that part and names the words it did not understand", async () => {
    const { context, page } = await gptSearchFor(running, "90s heist movies blorf", "gptu");
    await page.getByText("Didn't understand: blorf").waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Remove heist" }).waitFor();
    await fiveRows(page);
    await context.close();
  });

  it("removing a chip re-runs the query without that facet", async () => {
    const { context, page } = await gptSearchFor(running, "90s heist movies", "gptu");
    const before = await fiveRows(page);
    await page.getByRole("button", { name: "Remove 1990s" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Remove 1990s" }).count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole("button", { name: "Remove heist" }).waitFor();
    await expect.poll(async () => (await headings(page)).join("|"), { timeout: 20_000 }).not.toBe(before.join("|"));
    await context.close();
  });

  it("a follow-up that is only a change refines the last search ('older')", async () => {
    const { context, page } = await gptSearchFor(running, "comedies from the 90s", "gptu");
    await page.getByRole("button", { name: "Remove 1990s" }).waitFor({ timeout: 20_000 });
    await searchGpt(page, "older");
    await page.getByRole("button", { name: "Remove 1980s" }).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Remove comedy" }).waitFor();
    const names = await fiveRows(page);
    expect(
      names.map(factOf).every((f) => f?.year !== undefined && (f?.year ?? 0) >= 1980 && (f?.year ?? 0) <= 1989),
    ).toBe(true);
    await context.close();
  });

  it.each<[string, ((f: Fact) => boolean) | undefined]>([
    // A genre's rows hold films of that genre first, never a slasher among the westerns.
    ["westerns", (f) => f.genre !== "Horror"],
    ["films by Woody Allen", undefined],
    // A negated query: no poster is rated R or above.
    ["horror but not too gory", (f) => !["R", "NC-17"].includes(f.mpaa ?? "")],
  ])(
    "'%s': every row holds at least 5 posters, the suggested film first, no film twice on the page",
    async (query, keeps) => {
      const { context, page } = await gptSearchFor(running, query, "gptu");
      const names = await fiveRows(page);
      const titles = await rowTitles(page);
      for (const [i, row] of titles.entries()) {
        expect(row.length, `row ${names[i]}`).toBeGreaterThanOrEqual(5);
        expect(names[i]?.startsWith(row[0] ?? "∅"), `row ${names[i]} starts with ${row[0]}`).toBe(true);
      }
      const all = titles.flat();
      expect(all.length).toBe(new Set(all).size);
      // What the query rules out holds for every poster, not only the headings.
      if (keeps) expect(all.filter((title) => !someFilm(title, keeps))).toEqual([]);
      await context.close();
    },
  );
});
