import { describe, expect, it } from "vitest";
import { newAccount, openPage } from "./harness";
import { serverAndBrowser } from "./suite";

const PHONE = { width: 390, height: 844 };

describe("More Info names the tab; on phones the featured title opens it", () => {
  const running = serverAndBrowser();

  it.each([
    ["EN", "More Info"],
    ["AR", "مزيد من المعلومات"],
  ])("%s: the tab reads the film's title while More Info is open, and the view's after", async (language, moreInfo) => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url, viewport: PHONE });
    expect((await page.request.post("/api/auth/sign-up", { data: newAccount("tab") })).ok()).toBe(true);
    await page.goto("/browse");
    if (language === "AR") await page.getByRole("combobox").first().selectOption("AR");
    const main = page.getByRole("main");
    // Phones show no More Info button in the hero: the title is the way in.
    const title = main.getByRole("button", { name: new RegExp(`: ${moreInfo}$`) });
    await title.waitFor();
    expect(await main.getByRole("button", { name: moreInfo, exact: true }).isVisible()).toBe(false);
    const before = await page.title();
    const name = ((await title.getAttribute("aria-label")) ?? "").replace(`: ${moreInfo}`, "");
    await title.click();
    await page.getByRole("dialog", { name }).waitFor();
    await expect.poll(() => page.title()).toBe(`${name} — Reelwise`);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(() => page.title()).toBe(before);
    await context.close();
  });
});
