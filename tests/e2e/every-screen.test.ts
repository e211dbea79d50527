import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { serverAndBrowser, visit, visitSignedUp } from "./suite";

// Issue 35: what a new user tripped over, in EN and AR (the embedded catalogue).

describe("every screen, in every language", () => {
  const running = serverAndBrowser();
  it.each([
    {
      language: "EN",
      signIn: "Sign In — Reelwise",
      notFound: "Page not found — Reelwise",
      reset: "Choose a new password — Reelwise",
      home: "Home — Reelwise",
      genre: "Horror — Reelwise",
      search: "Titles matching “matrix” — Reelwise",
      gpt: "GPT Search — Reelwise",
      account: "Account — Reelwise",
      toggle: "GPT Search",
    },
    {
      language: "AR",
      signIn: "تسجيل الدخول — Reelwise",
      notFound: "الصفحة غير موجودة — Reelwise",
      reset: "اختر كلمة مرور جديدة — Reelwise",
      home: "الرئيسية — Reelwise",
      genre: "رعب — Reelwise",
      search: "عناوين تطابق «matrix» — Reelwise",
      gpt: "بحث GPT — Reelwise",
      account: "الحساب — Reelwise",
      toggle: "بحث GPT",
    },
  ])("$language: every page names itself in the tab, ‹page› — Reelwise", async (words) => {
    const arabic = words.language === "AR";
    const locale = arabic ? "ar" : "en-US";
    const titled = async (page: Page, title: string) => expect.poll(() => page.title()).toBe(title);

    const guest = await visit(running, "/", { locale });
    await titled(guest.page, words.signIn);
    await guest.page.goto("/nope");
    await titled(guest.page, words.notFound);
    await guest.page.goto("/reset-password?token=abc");
    await titled(guest.page, words.reset);
    await guest.context.close();

    const { context, page } = await visitSignedUp(running, "/browse", "titles", { locale });
    await titled(page, words.home);
    await page.goto("/browse?genre=horror");
    await titled(page, words.genre);
    await page.goto("/browse?search=matrix");
    await titled(page, words.search);
    await page.goto("/browse");
    await page.getByRole("button", { name: words.toggle }).click();
    await titled(page, words.gpt);
    await page.goto("/account");
    await titled(page, words.account);
    await context.close();
  });
});
