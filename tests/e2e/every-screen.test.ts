import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInInPage } from "./auth-page";
import { seriousViolations } from "./axe";
import { newAccount, signUpInPage } from "./harness";
import { filmInNoRow } from "./my-list-page";
import { serverAndBrowser, visit, visitSignedUp } from "./suite";

// Issue 35: what a new user tripped over, in EN and AR (the embedded catalogue).

const PHONE = { width: 390, height: 844 };

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Choose a language the way a mouse does (Playwright's selectOption: one `change`, no keys). */
async function chooseLanguage(page: Page, id: "EN" | "AR" | "spanish", lang: string) {
  await page.getByRole("combobox").first().selectOption(id);
  await expect.poll(() => htmlLang(page)).toBe(lang);
}

/** The film's overview as the server writes it in `language`. */
async function overviewIn(page: Page, id: number, language: string): Promise<string> {
  const response = await page.request.get(`/api/movies/${id}?language=${language}`);
  return ((await response.json()) as { movie: { overview: string } }).movie.overview;
}

describe("every screen, in every language", () => {
  const running = serverAndBrowser();
  it("a film saved in English reads in Arabic and Spanish from My List and from its link, and in English again", async () => {
    const { context, page } = await visitSignedUp(running, "/browse", "descr");
    const film = await filmInNoRow(page, "man");
    const [english, arabic, spanish] = [
      await overviewIn(page, film.id, "EN"),
      await overviewIn(page, film.id, "AR"),
      await overviewIn(page, film.id, "spanish"),
    ];
    expect(new Set([english, arabic, spanish]).size).toBe(3);
    // My List's answer is in the page's language: the film opens from it with no look-up by id.
    const byId: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/movies/${film.id}`) byId.push(request.url());
    });

    await page.goto(`/browse?movie=${film.id}`);
    const dialog = page.getByRole("dialog", { name: film.title });
    await dialog.getByText(english, { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Add to My List" }).click();
    await dialog.getByRole("button", { name: "Remove from My List", pressed: true }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    byId.length = 0;

    const openFromMyList = async (row: string, overview: string) => {
      await page
        .getByRole("list", { name: row, exact: true })
        .getByRole("button", { name: film.title, exact: true })
        .click();
      await dialog.getByText(overview, { exact: true }).waitFor();
      expect(await dialog.getByText(english === overview ? arabic : english, { exact: true }).count()).toBe(0);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    };
    await chooseLanguage(page, "AR", "ar");
    await openFromMyList("قائمتي", arabic);
    await chooseLanguage(page, "spanish", "es");
    await openFromMyList("Mi lista", spanish);
    expect(byId).toEqual([]);
    await chooseLanguage(page, "AR", "ar");

    // A fresh load of the link, in Arabic (from My List asked in Arabic, or by id, whichever is first).
    await page.goto(`/browse?movie=${film.id}`);
    await dialog.getByText(arabic, { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await chooseLanguage(page, "EN", "en");
    await openFromMyList("My List", english);
    await context.close();
  });

  it.each([
    {
      language: "EN",
      signIn: "Sign In — Reelwise",
      toSignUp: "New To Reelwise? Sign Up Now.",
      signUp: "Sign Up — Reelwise",
      toForgot: "Forgot password?",
      forgot: "Reset your password — Reelwise",
      notFound: "Page not found — Reelwise",
      reset: "Choose a new password — Reelwise",
      home: "Home — Reelwise",
      genre: "Horror — Reelwise",
      search: "Titles matching “matrix” — Reelwise",
      gpt: "GPT Search — Reelwise",
      account: "Account — Reelwise",
      toggle: "GPT Search",
      moreInfo: "More Info",
      unavailable: "Film unavailable — Reelwise",
    },
    {
      language: "AR",
      signIn: "تسجيل الدخول — Reelwise",
      toSignUp: "جديد على Reelwise؟ أنشئ حسابك الآن.",
      signUp: "إنشاء حساب — Reelwise",
      toForgot: "نسيت كلمة المرور؟",
      forgot: "إعادة تعيين كلمة المرور — Reelwise",
      notFound: "الصفحة غير موجودة — Reelwise",
      reset: "اختر كلمة مرور جديدة — Reelwise",
      home: "الرئيسية — Reelwise",
      genre: "رعب — Reelwise",
      search: "عناوين تطابق «matrix» — Reelwise",
      gpt: "بحث GPT — Reelwise",
      account: "الحساب — Reelwise",
      toggle: "بحث GPT",
      moreInfo: "مزيد من المعلومات",
      unavailable: "الفيلم غير متاح — Reelwise",
    },
  ])("$language: every page names itself in the tab, ‹page› — Reelwise", async (words) => {
    const arabic = words.language === "AR";
    const locale = arabic ? "ar" : "en-US";
    const titled = async (page: Page, title: string) => expect.poll(() => page.title()).toBe(title);

    const guest = await visit(running, "/", { locale });
    await titled(guest.page, words.signIn);
    await guest.page.getByRole("link", { name: words.toSignUp }).click();
    await titled(guest.page, words.signUp);
    await guest.page.goto("/");
    await guest.page.getByRole("link", { name: words.toForgot }).click();
    await titled(guest.page, words.forgot);
    await guest.page.goto("/nope");
    await titled(guest.page, words.notFound);
    await guest.page.goto("/reset-password?token=abc");
    await titled(guest.page, words.reset);
    await guest.context.close();

    const { context, page } = await visitSignedUp(running, "/browse", "titles", { locale });
    await titled(page, words.home);
    // A film's details name the tab while open; closing them gives it back to the page.
    const main = page.getByRole("main");
    const moreInfo = main.getByRole("button", { name: words.moreInfo, exact: true });
    await moreInfo.waitFor();
    const film = (await main.getByRole("heading", { level: 2 }).first().textContent()) ?? "";
    await moreInfo.click();
    await titled(page, `${film} — Reelwise`);
    await page.keyboard.press("Escape");
    await titled(page, words.home);
    // A link to a film the source does not know: its dialog says so, and so does the tab.
    await page.goto("/browse?movie=999999999");
    await page.getByRole("dialog").getByRole("alert").waitFor();
    await titled(page, words.unavailable);
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

  it.each([
    { language: "EN", lang: "en", start: "EN" as const, label: "Language" },
    { language: "AR", lang: "ar", start: "AR" as const, label: "اللغة" },
  ])("$language: arrow keys move through the languages; Enter or leaving the menu chooses", async (words) => {
    const { context, page } = await visitSignedUp(running, "/browse", "langkeys");
    if (words.start === "AR") {
      // Choosing Arabic saves it to the account: that save is done before the keys below are counted.
      const saved = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().endsWith("/api/settings"));
      await chooseLanguage(page, "AR", "ar");
      await saved;
    }
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT" && new URL(request.url()).pathname === "/api/settings") saves.push(request.url());
    });
    const select = page.getByRole("combobox", { name: words.label });
    await select.focus();
    // EN → AR → Español (from AR: → Español → back up to AR with Escape). Nothing switches meanwhile.
    if (words.start === "EN") {
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => select.inputValue()).toBe("AR");
      await page.keyboard.press("ArrowDown");
    } else {
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => select.inputValue()).toBe("spanish");
      await page.keyboard.press("Escape");
      await expect.poll(() => select.inputValue()).toBe("AR");
      await page.keyboard.press("ArrowDown");
    }
    await expect.poll(() => select.inputValue()).toBe("spanish");
    expect(await htmlLang(page)).toBe(words.lang);
    expect(await page.evaluate(() => JSON.stringify(localStorage)).then((s) => s.includes("spanish"))).toBe(false);
    expect(saves).toEqual([]);
    // EN chooses with Enter, AR by leaving the menu with Tab.
    await page.keyboard.press(words.start === "EN" ? "Enter" : "Tab");
    await expect.poll(() => htmlLang(page)).toBe("es");
    await page.getByRole("combobox", { name: "Idioma" }).waitFor();
    await expect.poll(() => saves.length).toBe(1);
    // A choice made in the open list (a click or tap, no key on the select) applies at once. The
    // native list itself opens asynchronously in headless Chromium, so the choice is made as a click
    // in it makes it: a change with no key pressed.
    await page.getByRole("combobox", { name: "Idioma" }).selectOption("AR");
    await expect.poll(() => htmlLang(page)).toBe("ar");
    await expect.poll(() => saves.length).toBe(2);
    await context.close();
  });

  it.each([
    { language: "EN", moreInfo: "More Info" },
    { language: "AR", moreInfo: "مزيد من المعلومات" },
  ])("$language: on a phone the featured film shows its story and a More Info button that opens it", async (words) => {
    const { context, page } = await visitSignedUp(running, "/browse", "phone", { viewport: PHONE });
    if (words.language === "AR") await chooseLanguage(page, "AR", "ar");
    const main = page.getByRole("main");
    const moreInfo = main.getByRole("button", { name: words.moreInfo, exact: true });
    await moreInfo.waitFor();
    expect(await moreInfo.isVisible()).toBe(true);
    const title = (await main.getByRole("heading", { level: 2 }).first().textContent()) ?? "";
    const featured = main.getByRole("region", { name: title });
    const story = featured.getByRole("paragraph").first();
    expect(await story.isVisible()).toBe(true);
    expect(((await story.textContent()) ?? "").length).toBeGreaterThan(20);
    // Clamped to three lines: the box is no taller than three of its lines.
    const [height, lineHeight] = await story.evaluate((el) => [
      el.getBoundingClientRect().height,
      Number.parseFloat(getComputedStyle(el).lineHeight),
    ]);
    expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1);
    expect(await seriousViolations(page)).toEqual([]);
    await moreInfo.click();
    await page.getByRole("dialog", { name: title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${title} — Reelwise`);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await context.close();
  });
  it.each([
    {
      locale: "en-US",
      notFound: "No genre called ‘nope’.",
      genres: "Genres",
      unknown: "Unknown genre",
      back: "Show all genres",
      popular: "Popular",
    },
    {
      locale: "ar",
      notFound: "لا يوجد نوع باسم «nope».",
      genres: "الأنواع",
      unknown: "نوع غير معروف",
      back: "عرض كل الأنواع",
      popular: "الأكثر رواجًا",
    },
  ])("$locale: an unknown genre in the address says so by its name, with a way back to every genre", async (words) => {
    const { context, page } = await visitSignedUp(running, "/browse?genre=nope", "genre", { locale: words.locale });
    await page.getByRole("alert").filter({ hasText: words.notFound }).waitFor();
    const select = page.getByRole("combobox", { name: words.genres });
    await expect
      .poll(() => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text))
      .toBe(words.unknown);
    await expect.poll(() => page.title()).toBe(`${words.unknown} — Reelwise`);
    expect(await page.getByRole("heading", { name: words.popular, exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: words.back }).click();
    await page.getByRole("heading", { name: words.popular, exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.has("genre")).toBe(false);
    await context.close();
  });
  it.each([
    { locale: "en-US", noMail: "This site cannot send e-mail", send: "Send reset link" },
    { locale: "ar", noMail: "لا يستطيع هذا الموقع إرسال البريد الإلكتروني", send: "إرسال رابط إعادة التعيين" },
  ])(
    "$locale: without a mail server, Forgot password? says no e-mail can come and to ask the operator",
    async (words) => {
      const { context, page } = await visit(running, "/?mode=forgot", { locale: words.locale });
      await page.getByRole("status").filter({ hasText: words.noMail }).waitFor();
      expect(await page.getByRole("button", { name: words.send }).count()).toBe(0);
      await context.close();
    },
  );
  it("a genre's link survives sign-up and sign-in; its featured film is that genre's, and follows the genre chosen next", async () => {
    const account = newAccount("featgenre");
    const landOn = async (page: Page, id: string, name: string) => {
      await page.waitForURL((url) => url.pathname === "/browse" && url.search === `?genre=${id}`);
      const popular = page.getByRole("list", { name: `Popular in ${name}`, exact: true });
      const first = popular.getByRole("button", { name: /^(?!.*My List$)(?!Rate or save )/ }).first();
      await first.waitFor();
      const featured = () => page.getByRole("main").getByRole("heading", { level: 2 }).first().textContent();
      await expect.poll(featured).toBe(await first.getAttribute("title"));
    };
    // Signed out, a shared genre link: sign up, and land on that genre.
    const guest = await visit(running, "/browse?genre=horror");
    await guest.page.waitForURL((url) => url.pathname === "/");
    await signUpInPage(guest.page, account, { waitForBrowse: false });
    await landOn(guest.page, "horror", "Horror");
    await guest.page.getByRole("combobox", { name: "Genres" }).selectOption("western");
    await landOn(guest.page, "western", "Western");
    await guest.context.close();
    // Another browser, another genre's link: sign in, and land on that genre.
    const returning = await visit(running, "/browse?genre=comedy");
    await returning.page.waitForURL((url) => url.pathname === "/");
    await signInInPage(returning.page, account);
    await landOn(returning.page, "comedy", "Comedy");
    await returning.context.close();
  });
});
