import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScratchStore, scratchPostgres, scratchStoresMissing } from "../fakes/scratch-stores";
import { seriousViolations } from "./axe";
import { newAccount, openPage, type StartOptions } from "./harness";
import { serverAndBrowser } from "./suite";

const missing = scratchStoresMissing();
if (missing) process.stderr.write(`skipped: the page during a database outage: ${missing}\n`);

const WORDS = {
  EN: {
    title: "Reelwise is having trouble",
    tab: "Couldn't load — Reelwise",
    message: "Reelwise is having trouble — your data is safe, try again in a moment.",
    tryAgain: "Try again",
    popular: "Popular",
  },
  AR: {
    title: "يواجه Reelwise مشكلة",
    tab: "تعذّر التحميل — Reelwise",
    message: "يواجه Reelwise مشكلة — بياناتك في أمان، حاول مرة أخرى بعد قليل.",
    tryAgain: "حاول مرة أخرى",
    popular: "الأكثر رواجًا",
  },
} as const;

describe.skipIf(missing)("the page while the database is down", () => {
  // A PostgreSQL of this file's own, stopped and started under the running server.
  let postgres: ScratchStore | undefined;
  const options: StartOptions = {};
  beforeAll(async () => {
    postgres = await scratchPostgres();
    options.env = { DATABASE_URL: postgres.url };
  });
  afterAll(async () => {
    await postgres?.remove();
  });
  const running = serverAndBrowser(options);

  for (const language of ["EN", "AR"] as const) {
    it(`says the site is having trouble, never 'signed out', and Try again brings the page back (${language})`, async () => {
      const words = WORDS[language];
      const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
      const signUp = await page.request.post("/api/auth/sign-up", { data: newAccount(`outage-${language}`) });
      expect(signUp.ok()).toBe(true);
      await context.addInitScript((id) => localStorage.setItem("reelwise.language", id), language);

      await postgres?.stop();
      try {
        await page.goto("/browse");
        await page.getByRole("heading", { name: words.title, level: 1 }).waitFor();
        await page.getByRole("alert").filter({ hasText: words.message }).waitFor();
        await expect.poll(() => page.title()).toBe(words.tab);
        expect(new URL(page.url()).pathname).toBe("/browse");
        expect(await page.locator("html").getAttribute("dir")).toBe(language === "AR" ? "rtl" : "ltr");
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await postgres?.start();
      }
      await page.getByRole("button", { name: words.tryAgain }).click();
      await page.getByRole("list", { name: words.popular }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/browse");
      await context.close();
    });
  }
});
