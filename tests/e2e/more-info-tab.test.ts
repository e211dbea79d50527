import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { serverAndBrowser, visitSignedUp } from "./suite";

const PHONE = { width: 390, height: 844 };

describe("More Info names the tab; on phones the featured title opens it", () => {
  const running = serverAndBrowser();

  it.each([
    ["EN", "More Info", "Play", "No trailer available"],
    ["AR", "مزيد من المعلومات", "تشغيل", "لا يتوفر إعلان تشويقي"],
  ])(
    "%s: on a phone the hero is Play (disabled, with its reason) and a title that opens More Info; the tab names the film",
    async (language, moreInfo, play, noTrailer) => {
      const { context, page } = await visitSignedUp(running, "/browse", "tab", { viewport: PHONE });
      if (language === "AR") await page.getByRole("combobox").first().selectOption("AR");
      const main = page.getByRole("main");
      // Phones show no More Info button in the hero: the title is the way in.
      const title = main.getByRole("button", { name: new RegExp(`: ${moreInfo}$`) });
      await title.waitFor();
      expect(await main.getByRole("button", { name: moreInfo, exact: true }).isVisible()).toBe(false);
      // The embedded catalogue has no trailers: Play is there, disabled, and says why.
      const playButton = main.getByRole("button", { name: play, exact: true });
      expect(await playButton.isDisabled()).toBe(true);
      expect(await main.getByText(noTrailer).isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      const before = await page.title();
      const name = ((await title.getAttribute("aria-label")) ?? "").replace(`: ${moreInfo}`, "");
      await title.click();
      await page.getByRole("dialog", { name }).waitFor();
      await expect.poll(() => page.title()).toBe(`${name} — Reelwise`);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      await expect.poll(() => page.title()).toBe(before);
      await context.close();
    },
  );
});
