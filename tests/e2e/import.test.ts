import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IMPORT_FILES } from "../../src/server/my-data/import-test-kit";
import { seriousViolations } from "./axe";
import { serverAndBrowser, visitSignedUp } from "./suite";

const folder = mkdtempSync(join(tmpdir(), "reelwise-import-"));
/** An export saved as a file, as a person would pick it. */
const saved = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

describe("Import from Letterboxd or IMDb, on /account", () => {
  const running = serverAndBrowser();

  it("in EN: each service's export adds its films, says how many and which were not found; a bad file changes nothing", async () => {
    const { context, page } = await visitSignedUp(running, "/account", "import");
    const picker = page.getByLabel("Import from Letterboxd or IMDb");
    const status = page.getByRole("status").filter({ hasText: "Imported" });

    await picker.setInputFiles(saved("watchlist.csv", IMPORT_FILES.letterboxdWatchlist));
    await status.getByText("Imported: 2. Not found: 1.").waitFor();
    await page.getByRole("list", { name: "Not found" }).getByText("No Such Film Anywhere").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await picker.setInputFiles(saved("ratings.csv", IMPORT_FILES.letterboxdRatings));
    await status.getByText("Imported: 3. Not found: 0.").waitFor();
    await picker.setInputFiles(saved("imdb-list.csv", IMPORT_FILES.imdbList));
    await status.getByText("Imported: 1. Not found: 0.").waitFor();
    await picker.setInputFiles(saved("imdb-ratings.csv", IMPORT_FILES.imdbRatings));
    await status.getByText("Imported: 2. Not found: 0.").waitFor();

    await picker.setInputFiles(saved("notes.csv", "title;year\nAlien;1979\n"));
    await page.getByRole("alert").getByText("This file is not a Letterboxd or IMDb export we can read.").waitFor();

    // What was imported is the account's: My List on /browse, and the ratings.
    await page.goto("/browse");
    await page
      .getByRole("list", { name: "My List", exact: true })
      .getByRole("button", { name: "Alien", exact: true })
      .waitFor();
    const list = (await (await page.request.get("/api/my-list")).json()) as { results: { title: string }[] };
    expect(list.results.map((m) => m.title)).toEqual(["The Matrix", "Alien", "Finding Nemo"]);
    const taste = (await (await page.request.get("/api/taste")).json()) as {
      films: { title: string; rating: string }[];
    };
    expect(Object.fromEntries(taste.films.map((f) => [f.title, f.rating]))).toEqual({
      "Toy Story": "love",
      Shrek: "like",
      Gigli: "dislike",
      "Forrest Gump": "love",
      Titanic: "dislike",
    });
    // 'Not for me' from the import: Gigli and Titanic are in no row.
    const inRows = await page
      .getByRole("main")
      .getByRole("list")
      .getByRole("button")
      .evaluateAll((cards) => cards.map((card) => card.getAttribute("title")));
    expect(inRows).not.toContain("Gigli");
    expect(inRows).not.toContain("Titanic");
    await context.close();
  });

  it("in AR: a Letterboxd watchlist, answered in Arabic", async () => {
    const { context, page } = await visitSignedUp(running, "/account", "import");
    await page.getByRole("combobox", { name: "Language" }).selectOption("AR");
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await page
      .getByLabel("استورد من Letterboxd أو IMDb")
      .setInputFiles(saved("watchlist.csv", IMPORT_FILES.letterboxdWatchlist));
    await page
      .getByRole("status")
      .getByText(/^المستورد: ٢\. غير الموجود: ١\.$/)
      .waitFor();
    // One digit system on the screen: the film not found keeps its year, in Arabic-Indic digits too.
    await page.getByRole("list", { name: "غير موجود" }).getByText("No Such Film Anywhere (١٩٩٩)").waitFor();
    await context.close();
  });
});
