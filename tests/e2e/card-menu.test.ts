import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { newAccount } from "./harness";
import { serverAndBrowser } from "./suite";

/** What the page says, in the language the test runs in. */
const WORDS = {
  EN: {
    popular: "Popular",
    menuFor: "Rate or save",
    notForMe: "Not for me",
    like: "I like this",
    love: "Love this!",
    seen: "Seen it",
    add: "Add to My List",
  },
  AR: {
    popular: "الأكثر رواجًا",
    menuFor: "قيّم أو احفظ",
    notForMe: "لا يناسبني",
    like: "أعجبني",
    love: "أحببته!",
    seen: "شاهدته",
    add: "أضف إلى قائمتي",
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");

/** The first card of the Popular row: its title, the card and its menu button. */
async function firstCard(page: Page, w: Words) {
  const item = page.getByRole("list", { name: w.popular, exact: true }).getByRole("listitem").first();
  const card = item.getByRole("button").first();
  await card.waitFor();
  const title = (await card.getAttribute("title")) ?? "";
  return { title, card, menuButton: item.getByRole("button", { name: `${w.menuFor} ${title}`, exact: true }) };
}

/** A fresh account on /browse in `language`, in a desktop window or on a phone (touch). */
async function signedUpOn(
  running: ReturnType<typeof serverAndBrowser>,
  language: keyof typeof WORDS,
  phone = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await running.browser.newContext({
    baseURL: running.server.url,
    reducedMotion: "reduce",
    ...(phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {}),
  });
  await context.addInitScript((id) => localStorage.setItem("reelwise.language", id), language);
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/sign-up", { data: newAccount("cardmenu") })).ok()).toBe(true);
  await page.goto("/browse");
  return { context, page };
}

describe("a poster card's menu: rate or save from a row, by keyboard and by touch", () => {
  const running = serverAndBrowser();

  for (const language of ["EN", "AR"] as const) {
    it(`in ${language}, by keyboard: Tab to the menu, choose with arrows and Enter, Esc closes, focus comes back`, async () => {
      const w = WORDS[language];
      const { context, page } = await signedUpOn(running, language);
      const { title, card, menuButton } = await firstCard(page, w);
      await card.focus();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await focusedName(page)).toBe(`${w.menuFor} ${title}`);

      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu", { name: title });
      await menu.waitFor();
      expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
      const items = await menu.getByRole("menuitemcheckbox").allTextContents();
      expect(items).toEqual([w.notForMe, w.like, w.love, w.seen, w.add]);
      await expect.poll(() => focusedName(page)).toBe(w.notForMe);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("ArrowDown");
      expect(await focusedName(page)).toBe(w.like);
      await page.keyboard.press("Enter");
      await menu.waitFor({ state: "detached" });
      expect(await focusedName(page)).toBe(`${w.menuFor} ${title}`);

      // Kept: after a reload the menu shows 'I like this' checked; ↑ opens on the last item, Esc closes.
      await page.reload();
      const again = await firstCard(page, w);
      expect(again.title).toBe(title);
      await again.menuButton.focus();
      await page.keyboard.press("ArrowUp");
      await menu.waitFor();
      await expect.poll(() => focusedName(page)).toBe(w.add);
      await expect
        .poll(() => menu.getByRole("menuitemcheckbox", { name: w.like }).getAttribute("aria-checked"))
        .toBe("true");
      expect(await menu.getByRole("menuitemcheckbox", { name: w.notForMe }).getAttribute("aria-checked")).toBe("false");
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
      expect(await focusedName(page)).toBe(`${w.menuFor} ${title}`);
      await context.close();
    });
  }

  it("on a phone, by touch: tap the menu, tap 'Not for me', and the film leaves the row", async () => {
    const w = WORDS.EN;
    const { context, page } = await signedUpOn(running, "EN", true);
    const { title, menuButton } = await firstCard(page, w);
    await menuButton.tap();
    const menu = page.getByRole("menu", { name: title });
    await menu.waitFor();
    await menu.getByRole("menuitemcheckbox", { name: w.add }).tap();
    await menu.waitFor({ state: "detached" });
    await page
      .getByRole("list", { name: "My List", exact: true })
      .getByRole("button", { name: title })
      .first()
      .waitFor();

    await menuButton.tap();
    await menu.getByRole("menuitemcheckbox", { name: w.notForMe }).tap();
    const popular = page.getByRole("list", { name: w.popular, exact: true });
    await expect
      .poll(() => popular.getByRole("button").evaluateAll((all) => all.map((b) => b.getAttribute("title"))))
      .not.toContain(title);
    await context.close();
  });
});
