import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { serverAndBrowser, tmdbServerAndBrowser, visitSignedUp } from "./suite";

/** What the page says, in the language the test runs in. */
const WORDS = {
  EN: {
    popular: "Popular",
    notForMe: "Not for me",
    love: "Love this!",
    like: "I like this",
    seen: "Seen it",
    searchTitles: "Search titles",
    marked: "You said: not for me",
    download: "Download my data",
    downloadList: "Download My List (CSV)",
    becauseYouLiked: "Because you liked",
    topPicks: "Top picks for you",
  },
  AR: {
    popular: "الأكثر رواجًا",
    notForMe: "لا يناسبني",
    love: "أحببته!",
    like: "أعجبني",
    seen: "شاهدته",
    searchTitles: "ابحث في العناوين",
    marked: "قلت: لا يناسبني",
    download: "نزّل بياناتي",
    downloadList: "نزّل قائمتي (CSV)",
    becauseYouLiked: "لأنك أحببت",
    topPicks: "أفضل اختياراتنا لك",
  },
} as const;

/** A poster card's name: not its My List toggle's, nor its menu button's ("Rate or save ‹title›"). */
const CARD_NAME = /^(?!.*(My List|قائمتي)$)(?!(Rate or save|قيّم أو احفظ) )/;

/** A row's poster cards (each card's My List toggle and menu button are buttons too). */
const cardsOf = (page: Page, row: string) =>
  page.getByRole("list", { name: row, exact: true }).getByRole("button", { name: CARD_NAME });

/** The titles of every poster card in every row on the page. */
const titlesInRows = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("list")
    .getByRole("button", { name: CARD_NAME })
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("title") ?? ""));

/** The titles of a row's poster cards. */
const titlesIn = (page: Page, row: string) =>
  cardsOf(page, row).evaluateAll((cards) => cards.map((card) => card.getAttribute("title") ?? ""));

/** Open the card's More Info; answers the film's title and id (from the address). */
async function openCard(page: Page, row: string, index: number) {
  const card = cardsOf(page, row).nth(index);
  const title = (await card.getAttribute("title")) ?? "";
  await card.click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.waitFor();
  const id = Number(new URL(page.url()).searchParams.get("movie"));
  return { title, id, dialog };
}

describe("Taste: ratings in More Info, kept per account; 'Not for me' leaves the rows", () => {
  const running = serverAndBrowser();

  for (const language of ["EN", "AR"] as const) {
    it(`in ${language}: rate, reload, and the film said 'Not for me' is in no row but still found by title`, async () => {
      const w = WORDS[language];
      const { context, page } = await visitSignedUp(running, "/browse", "taste");
      await cardsOf(page, "Popular").first().waitFor();
      if (language === "AR") {
        await page.getByRole("combobox", { name: "Language" }).selectOption("AR");
        await page.waitForFunction(() => document.documentElement.dir === "rtl");
        await cardsOf(page, w.popular).first().waitFor();
      }

      // 'Not for me' on the first popular film: pressed at once, and gone from every row.
      const disliked = await openCard(page, w.popular, 0);
      const notForMe = disliked.dialog.getByRole("button", { name: w.notForMe });
      await expect(notForMe.getAttribute("aria-pressed")).resolves.toBe("false");
      await notForMe.click();
      await disliked.dialog.getByRole("button", { name: w.notForMe, pressed: true }).waitFor();
      await page.goBack();
      await disliked.dialog.waitFor({ state: "hidden" });
      await expect.poll(() => titlesInRows(page)).not.toContain(disliked.title);

      // 'Love this!' and 'Seen it' on another: one rating at a time.
      const loved = await openCard(page, w.popular, 0);
      expect(loved.title).not.toBe(disliked.title);
      await loved.dialog.getByRole("button", { name: w.like }).click();
      await loved.dialog.getByRole("button", { name: w.love }).click();
      await loved.dialog.getByRole("button", { name: w.seen }).click();
      await loved.dialog.getByRole("button", { name: w.seen, pressed: true }).waitFor();
      await loved.dialog.getByRole("button", { name: w.love, pressed: true }).waitFor();
      await expect(loved.dialog.getByRole("button", { name: w.like }).getAttribute("aria-pressed")).resolves.toBe(
        "false",
      );
      await page.goBack();
      await loved.dialog.waitFor({ state: "hidden" });

      // The rows listen: films like the loved one, and top picks that say why.
      const likedRow = `${w.becauseYouLiked} ${loved.title}`;
      await page.getByRole("heading", { name: likedRow, exact: true }).waitFor({ timeout: 15_000 });
      expect((await titlesIn(page, likedRow)).length).toBeGreaterThanOrEqual(5);
      const picks = page.getByRole("list", { name: w.topPicks, exact: true }).getByRole("listitem");
      await expect.poll(() => picks.count()).toBeGreaterThanOrEqual(5);
      await expect(picks.first().textContent()).resolves.toContain(likedRow);

      // Kept across a reload (the server's, not the page's memory).
      await page.reload();
      await cardsOf(page, w.popular).first().waitFor();
      await expect.poll(() => titlesInRows(page)).not.toContain(disliked.title);
      expect(await titlesInRows(page)).toContain(loved.title);
      await page.goto(`/browse?movie=${loved.id}`);
      const again = page.getByRole("dialog", { name: loved.title });
      await again.getByRole("button", { name: w.love, pressed: true }).waitFor();
      await again.getByRole("button", { name: w.seen, pressed: true }).waitFor();
      await expect(again.getByRole("button", { name: w.notForMe }).getAttribute("aria-pressed")).resolves.toBe("false");
      await page.goto(`/browse?movie=${disliked.id}`);
      await page
        .getByRole("dialog", { name: disliked.title })
        .getByRole("button", { name: w.notForMe, pressed: true })
        .waitFor();

      // A title search still finds it, marked.
      await page.goto("/browse");
      await page.getByRole("searchbox", { name: w.searchTitles }).fill(disliked.title);
      const result = page.getByRole("main").getByRole("listitem").filter({ hasText: w.marked });
      await result.getByRole("button", { name: disliked.title }).waitFor();

      // 'Download my data' on /account: the ratings and marks are in the file; the list's CSV has its header.
      await page.goto("/account");
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: w.download }).click(),
      ]);
      const data = JSON.parse(await readFile((await file.path()) ?? "", "utf8")) as {
        ratings: { id: number; rating: string }[];
        seen: { id: number }[];
        settings: { language: string | null };
      };
      expect(data.ratings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: disliked.id, rating: "dislike" }),
          expect.objectContaining({ id: loved.id, rating: "love" }),
        ]),
      );
      expect(data.seen.map((f) => f.id)).toEqual([loved.id]);
      expect(data.settings.language).toBe(language === "AR" ? "AR" : null);
      const [csv] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: w.downloadList }).click(),
      ]);
      expect(csv.suggestedFilename()).toBe("reelwise-my-list.csv");
      expect(await readFile((await csv.path()) ?? "", "utf8")).toBe('"Title","Year","tmdbID"\r\n');
      await context.close();
    });
  }
});

describe("Taste — TMDB mode against the fake TMDB", () => {
  const running = tmdbServerAndBrowser();

  it("rates by TMDB id, keeps it across a reload, hides 'Not for me' and makes 'Because you liked' from TMDB", async () => {
    const w = WORDS.EN;
    const { context, page } = await visitSignedUp(running, "/browse", "taste");
    await cardsOf(page, w.popular).first().waitFor();
    const disliked = await openCard(page, w.popular, 0);
    await disliked.dialog.getByRole("button", { name: w.notForMe }).click();
    await disliked.dialog.getByRole("button", { name: w.notForMe, pressed: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    const loved = await openCard(page, w.popular, 0);
    await loved.dialog.getByRole("button", { name: w.love }).click();
    await loved.dialog.getByRole("button", { name: w.love, pressed: true }).waitFor();
    await page.goBack();
    await page.reload();
    await page.getByRole("heading", { name: `${w.becauseYouLiked} ${loved.title}`, exact: true }).waitFor();
    expect(await titlesInRows(page)).not.toContain(disliked.title);
    const taste = (await (await page.request.get("/api/taste")).json()) as { films: { id: number; rating: string }[] };
    expect(taste.films).toEqual([
      expect.objectContaining({ id: loved.id, rating: "love" }),
      expect.objectContaining({ id: disliked.id, rating: "dislike" }),
    ]);
    expect(running.tmdb.seen.some((r) => r.path.endsWith(`/movie/${loved.id}/recommendations`))).toBe(true);
    await context.close();
  });
});
