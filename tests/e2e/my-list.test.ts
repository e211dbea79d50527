import { describe, expect, it } from "vitest";
import { MovieListSchema } from "../../src/contract/movies";
import { seriousViolations } from "./axe";
import { newAccount, openPage, signUpInPage } from "./harness";
import {
  cardsOf,
  closeAll,
  filmInNoRow,
  MY_LIST,
  myListHeading,
  myListTitles,
  signedIn,
  toggleOf,
} from "./my-list-page";
import { serverAndBrowser, tmdbServerAndBrowser } from "./suite";

describe("My List and links — embedded catalogue", () => {
  const running = serverAndBrowser();

  it("adds from a card and from More Info, keeps the list across a reload, removes; another account's list is empty", async () => {
    const { context, page } = await signedIn(running.browser, running.server.url);
    await cardsOf(page, "Popular").first().waitFor();
    await expect(myListHeading(page).count()).resolves.toBe(0);

    // From a card: hover shows the toggle; pressing it shows the row at once.
    const firstPopular = (await cardsOf(page, "Popular").first().getAttribute("title")) ?? "";
    await cardsOf(page, "Popular").first().hover();
    const cardToggle = toggleOf(page, "Popular", 0);
    await expect(cardToggle.getAttribute("aria-pressed")).resolves.toBe("false");
    await cardToggle.click();
    await myListHeading(page).waitFor();
    await expect(toggleOf(page, "Popular", 0).getAttribute("aria-label")).resolves.toBe("Remove from My List");

    // From More Info: the dialog's toggle, then Back closes the dialog.
    const topRated = cardsOf(page, "Top Rated").nth(1);
    const secondTitle = (await topRated.getAttribute("title")) ?? "";
    await topRated.click();
    const dialog = page.getByRole("dialog", { name: secondTitle });
    await dialog.waitFor();
    expect(new URL(page.url()).search).toMatch(/^\?movie=\d+$/);
    await dialog.getByRole("button", { name: "Add to My List" }).click();
    await dialog.getByRole("button", { name: "Remove from My List", pressed: true }).waitFor();
    await page.goBack();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await expect.poll(() => myListTitles(page)).toEqual([secondTitle, firstPopular]);

    await page.reload();
    await myListHeading(page).waitFor();
    await expect.poll(() => myListTitles(page)).toEqual([secondTitle, firstPopular]);

    // Another person sees no My List at all.
    const other = await signedIn(running.browser, running.server.url);
    await cardsOf(other.page, "Popular").first().waitFor();
    await expect(myListHeading(other.page).count()).resolves.toBe(0);
    const theirs = (await (await other.page.request.get("/api/my-list")).json()) as { results: unknown[] };
    expect(theirs.results).toEqual([]);

    // Remove both from the My List row itself: the row goes away.
    await cardsOf(page, MY_LIST).first().hover();
    await toggleOf(page, MY_LIST, 0).click();
    await expect.poll(() => myListTitles(page)).toEqual([firstPopular]);
    await cardsOf(page, MY_LIST).first().hover();
    await toggleOf(page, MY_LIST, 0).click();
    await myListHeading(page).waitFor({ state: "hidden" });
    await page.reload();
    await cardsOf(page, "Popular").first().waitFor();
    await expect(myListHeading(page).count()).resolves.toBe(0);
    await closeAll(context, other.context);
  });

  it("adds from a GPT Search result card; the film is in My List back on Home", async () => {
    const { context, page } = await signedIn(running.browser, running.server.url, "/browse?view=gpt&q=westerns");
    const firstRow = page.getByRole("main").getByRole("list").first();
    const card = firstRow.getByRole("button", { name: /^(?!.*My List$)/ }).first();
    await card.waitFor();
    const title = (await card.getAttribute("title")) ?? "";
    await card.hover();
    const toggle = firstRow.getByRole("listitem").first().getByRole("button", { name: "Add to My List" });
    await toggle.click();
    await firstRow
      .getByRole("listitem")
      .first()
      .getByRole("button", { name: "Remove from My List", pressed: true })
      .waitFor();

    await page.getByRole("button", { name: "Home" }).click();
    await myListHeading(page).waitFor();
    await expect.poll(() => myListTitles(page)).toEqual([title]);
    await closeAll(context);
  });

  it("reaches each card's toggle with Tab, toggles it with Space and announces the pressed state", async () => {
    const { context, page } = await signedIn(running.browser, running.server.url);
    const card = cardsOf(page, "Now Playing").first();
    await card.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused.getAttribute("aria-label")).resolves.toBe("Add to My List");
    await expect(focused.getAttribute("aria-pressed")).resolves.toBe("false");
    await page.keyboard.press("Space");
    await expect.poll(() => focused.getAttribute("aria-pressed")).toBe("true");
    await expect(focused.getAttribute("aria-label")).resolves.toBe("Remove from My List");
    await myListHeading(page).waitFor();
    await context.close();
  });

  it("undoes a change the server refuses, with a message", async () => {
    const { context, page } = await signedIn(running.browser, running.server.url);
    await cardsOf(page, "Popular").first().waitFor();
    const title = (await cardsOf(page, "Popular").first().getAttribute("title")) ?? "";
    // The account spends its My List budget elsewhere (another tab, a script): the add is refused.
    for (let spent = 0; spent < 400; spent++) {
      if ((await page.request.get("/api/my-list")).status() === 429) break;
    }
    await cardsOf(page, "Popular").first().hover();
    await toggleOf(page, "Popular", 0).click();
    await page
      .getByRole("alert")
      .filter({ hasText: `We couldn't add “${title}” to My List.` })
      .waitFor();
    await expect(toggleOf(page, "Popular", 0).getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(myListHeading(page).count()).resolves.toBe(0);
    await context.close();
  });

  it("a change refused because the session ended elsewhere sends the page to sign in, once", async () => {
    const { context, page } = await signedIn(running.browser, running.server.url);
    await cardsOf(page, "Popular").first().waitFor();
    expect((await page.request.post("/api/auth/sign-out")).ok()).toBe(true);
    await cardsOf(page, "Popular").first().hover();
    await toggleOf(page, "Popular", 0).click();
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.getByRole("button", { name: "Sign Out" }).count()).resolves.toBe(0);
    await context.close();
  });

  it("opens a linked film in no row, shares its link, and Back from a card's dialog closes it", async () => {
    const { context, page } = await signedIn(running.browser, running.server.url, "/");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: running.server.url });
    const film = await filmInNoRow(page, "love");
    await page.goto(`/browse?movie=${film.id}`);
    const dialog = page.getByRole("dialog", { name: film.title });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Share" }).click();
    await dialog.getByRole("status").filter({ hasText: "Link copied" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${running.server.url}/browse?movie=${film.id}`);
    // Closing a dialog that came from a link leaves /browse (no history entry to go back to).
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => new URL(page.url()).search).toBe("");

    await page.goto("/browse?movie=2000000000");
    await page.getByRole("dialog").getByText("We couldn't find that film.").waitFor();
    await context.close();
  });

  it("a signed-out visitor opening a film link signs up and lands on that film", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    const film = await (async () => {
      const probe = await signedIn(running.browser, running.server.url, "/");
      const found = await filmInNoRow(probe.page, "night");
      await probe.context.close();
      return found;
    })();
    await page.goto(`/browse?movie=${film.id}`);
    await page.waitForURL((url) => url.pathname === "/");
    await signUpInPage(page, newAccount("linked"), { waitForBrowse: false });
    await page.waitForURL((url) => url.pathname === "/browse" && url.search === `?movie=${film.id}`);
    await page.getByRole("dialog", { name: film.title }).waitFor();
    // An address elsewhere is never followed after sign-in.
    const other = await openPage(running.browser, { baseURL: running.server.url });
    await other.page.goto(`/?next=${encodeURIComponent("//evil.example/browse")}`);
    await signUpInPage(other.page, newAccount("evil"));
    expect(new URL(other.page.url()).origin).toBe(running.server.url);
    await closeAll(context, other.context);
  });

  for (const [language, words] of [
    ["EN", { add: "Add to My List", row: "My List" }],
    ["AR", { add: "أضف إلى قائمتي", row: "قائمتي" }],
    ["spanish", { add: "Añadir a Mi lista", row: "Mi lista" }],
  ] as const) {
    it(`has no serious axe violations on the My List row, its toggles and More Info in ${language}`, async () => {
      const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
      await context.addInitScript((id) => localStorage.setItem("reelwise.language", id), language);
      expect((await page.request.post("/api/auth/sign-up", { data: newAccount("axe") })).ok()).toBe(true);
      await page.goto("/browse");
      const first = page.getByRole("main").getByRole("list").first();
      await first.getByRole("img").first().waitFor();
      await first.getByRole("listitem").first().hover();
      await first.getByRole("button", { name: words.add }).first().click();
      await page.getByRole("main").getByRole("heading", { name: words.row, exact: true }).waitFor();
      await first.getByRole("listitem").first().hover();
      const onBrowse = await seriousViolations(page);
      await first.getByRole("button").first().click();
      await page.getByRole("dialog").waitFor();
      const inDialog = await seriousViolations(page);
      expect({ onBrowse, inDialog }).toEqual({ onBrowse: [], inDialog: [] });
      await context.close();
    });
  }
});

describe("My List and links — fake TMDB", () => {
  const running = tmdbServerAndBrowser();

  it("keeps TMDB films in My List by id, described through the server's cache, and fetches a linked film by id", async () => {
    const { tmdb, server, browser } = running;
    const { context, page } = await signedIn(browser, server.url);
    await cardsOf(page, "Popular").first().hover();
    await toggleOf(page, "Popular", 0).click();
    await expect.poll(() => myListTitles(page)).toHaveLength(1);
    // The server kept the id and describes the film as TMDB does by that id (the fake TMDB reuses
    // ids across its lists, so the title can differ from the card's).
    const kept = MovieListSchema.parse(await (await page.request.get("/api/my-list")).json()).results;
    expect(kept).toHaveLength(1);
    const before = tmdb.seen.length;
    await page.reload();
    await expect.poll(() => myListTitles(page)).toEqual(kept.map((m) => m.title));
    // The lists and the film kept (looked up when it was added) come from the server's cache: TMDB's
    // API was not asked again (only poster images and the featured film's trailer).
    const asked = tmdb.seen.slice(before).map((r) => r.path);
    expect(asked.filter((path) => path.startsWith("/3/") && !path.endsWith("/videos"))).toEqual([]);

    const film = await filmInNoRow(page, "Heat");
    await page.goto(`/browse?movie=${film.id}`);
    await page.getByRole("dialog", { name: film.title }).waitFor();
    expect(tmdb.seen.some((r) => r.path === `/3/movie/${film.id}`)).toBe(true);
    await context.close();
  });
});
