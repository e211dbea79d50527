import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { newAccount, openPage } from "./harness";
import { serverAndBrowser } from "./suite";

const LANGUAGE_IDS = ["EN", "AR", "spanish"] as const;

describe("accessibility: no serious or critical axe violations on any screen, in every language", () => {
  const running = serverAndBrowser();

  for (const language of LANGUAGE_IDS) {
    it(`sign-in, sign-up, browse, More Info, GPT results and the error page in ${language}`, async () => {
      const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
      await context.addInitScript((id) => localStorage.setItem("reelwise.language", id), language);
      const found: Record<string, string[]> = {};

      await page.goto("/");
      await page.getByRole("button", { name: /./ }).first().waitFor();
      await page.getByRole("textbox").first().waitFor();
      found.signIn = await seriousViolations(page);
      await page.goto("/?mode=sign-up");
      await page.getByRole("textbox").nth(2).waitFor();
      found.signUp = await seriousViolations(page);

      await page.goto("/nowhere");
      await page.getByRole("heading", { level: 1 }).waitFor();
      found.errorPage = await seriousViolations(page);

      expect((await page.request.post("/api/auth/sign-up", { data: newAccount("axe") })).ok()).toBe(true);
      await page.goto("/browse");
      const firstRow = page.getByRole("main").getByRole("list").first();
      await firstRow.getByRole("img").first().waitFor();
      found.browse = await seriousViolations(page);

      await firstRow.getByRole("button").first().click();
      await page.getByRole("dialog").waitFor();
      found.moreInfo = await seriousViolations(page);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });

      const toggle = page
        .getByRole("banner")
        .getByRole("button")
        .filter({ hasNot: page.getByRole("img") })
        .first();
      await toggle.click();
      const input = page
        .getByRole("main")
        .getByRole("searchbox")
        .or(page.getByRole("main").getByRole("textbox"))
        .first();
      await input.fill("funny space movies from the 80s");
      await input.press("Enter");
      await expect.poll(() => page.getByRole("main").getByRole("list").count(), { timeout: 20_000 }).toBe(5);
      await page.getByRole("main").getByRole("list").first().getByRole("img").first().waitFor();
      found.gptResults = await seriousViolations(page);

      expect(found).toEqual({ signIn: [], signUp: [], errorPage: [], browse: [], moreInfo: [], gptResults: [] });
      await context.close();
    });
  }
});
