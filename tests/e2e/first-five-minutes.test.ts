import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { Catalog } from "../../src/server/movies/catalog/catalog";
import { seriousViolations } from "./axe";
import { AUTH_FORM_AR, AUTH_FORM_EN, type AuthFormWords, fillAuthForm, newAccount, openPage } from "./harness";
import { fakeModel, serverBrowserAnd } from "./suite";

/** What a new user stumbles on in the first minutes (issue "The first five minutes"), in EN and AR. */

/** A title no catalogue film matches, suggested by the model, so its row says "No match for …". */
const UNKNOWN_TITLE = "Qqzx Vvkw";

const running = serverBrowserAnd(
  "model",
  fakeModel({ content: `Heat, ${UNKNOWN_TITLE}, Ronin, Inside Man, Ocean's Eleven` }),
);

const page = async (options: { locale?: string; language?: "AR" | "EN" } = {}) => {
  const opened = await openPage(running.browser, {
    baseURL: running.server.url,
    ...(options.locale && { locale: options.locale }),
  });
  if (options.language) {
    await opened.context.addInitScript((id) => localStorage.setItem("reelwise.language", id), options.language);
  }
  return opened;
};

const invalid = async (p: Page, label: string) =>
  (await p.getByLabel(label, { exact: true }).getAttribute("aria-invalid")) === "true";

const LANGUAGES = [
  { id: "EN", words: AUTH_FORM_EN, invalidLine: "Invalid Email Or Password!" },
  { id: "AR", words: AUTH_FORM_AR, invalidLine: "البريد الإلكتروني أو كلمة المرور غير صحيحة!" },
] as const satisfies readonly { id: "AR" | "EN"; words: AuthFormWords; invalidLine: string }[];

describe("sign-up marks the field that is wrong", () => {
  for (const { id, words, invalidLine } of LANGUAGES) {
    it(`${id}: a too-short password marks the password, not the valid e-mail; a bad e-mail marks the e-mail`, async () => {
      const { context, page: p } = await page({ language: id });
      await p.goto("/?mode=sign-up");
      await fillAuthForm(p, { username: "Maria", email: "maria@example.com", password: "Ab1" }, words);
      await p.getByRole("button", { name: words.signUp, exact: true }).click();
      await p.getByRole("alert").filter({ hasText: invalidLine }).waitFor();
      expect(await invalid(p, words.password)).toBe(true);
      expect(await invalid(p, words.email)).toBe(false);
      expect(await seriousViolations(p)).toEqual([]);

      await fillAuthForm(p, { email: "someone@example", password: "Secret123x" }, words);
      await p.getByRole("button", { name: words.signUp, exact: true }).click();
      await expect.poll(() => invalid(p, words.email)).toBe(true);
      expect(await invalid(p, words.password)).toBe(false);
      await expect(p.getByRole("alert").innerText()).resolves.toContain(invalidLine);

      // Today's top-level domains are e-mail addresses too: the account is made.
      await fillAuthForm(p, { email: `maria.${Date.now()}${id}@reel.studio`, password: "Secret123x" }, words);
      await p.getByRole("button", { name: words.signUp, exact: true }).click();
      await p.waitForURL(/\/browse/);
      await context.close();
    });
  }
});

describe("interpolated sentences keep their spaces", () => {
  for (const [id, expected] of [
    ["EN", `No match for ${UNKNOWN_TITLE}`],
    ["AR", `لا توجد نتائج لـ ${UNKNOWN_TITLE}`],
  ] as const) {
    it(`${id}: a suggested title with no film reads "${expected}"`, async () => {
      const { context, page: p } = await page({ language: id });
      expect((await p.request.post("/api/auth/sign-up", { data: newAccount("nomatch") })).ok()).toBe(true);
      await p.goto(`/browse?view=gpt&q=${encodeURIComponent("heist movies")}`);
      // Rows stream in: the title's heading shows while its row still loads, then the sentence.
      // innerText is what is rendered: a flex item losing its end space would read "No match forQqzx".
      const shown = () => p.getByRole("main").evaluate((main) => (main as HTMLElement).innerText);
      await expect.poll(shown, { timeout: 20_000 }).toContain(expected);
      await context.close();
    });
  }
});

describe("a page that finds its session gone", () => {
  it.each([
    { language: "EN", signOut: "Sign Out", signIn: "Sign In", ended: "Your session has ended" },
    { language: "AR", signOut: "تسجيل الخروج", signIn: "تسجيل الدخول", ended: "انتهت جلستك" },
  ] as const)(
    "$language: after Sign Out, Back lands on the sign-in page once, keeping the /browse address in ?next=",
    async (words) => {
      const { context, page: p } = await page({ language: words.language });
      expect((await p.request.post("/api/auth/sign-up", { data: newAccount("back") })).ok()).toBe(true);
      const address = `/browse?view=gpt&q=${encodeURIComponent("space movies")}`;
      await p.goto(address);
      await p.getByRole("heading", { level: 2 }).first().waitFor({ timeout: 20_000 });
      await p.goto("/browse");
      await p.getByRole("main").getByRole("list").first().getByRole("img").first().waitFor();
      await p.getByRole("button", { name: words.signOut }).click();
      await p.waitForURL((url) => url.pathname === "/");

      const visited: string[] = [];
      p.on("framenavigated", (frame) => {
        if (frame === p.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      await p.goBack();
      await p.getByRole("heading", { name: words.signIn, exact: true }).waitFor();
      await expect.poll(() => new URL(p.url()).searchParams.get("next")).toBe(address);
      // Nothing else happens: no loop, no second redirect. A redirect asks the server again (the
      // session, the page), so once the network has gone quiet the page has settled.
      await p.waitForLoadState("networkidle");
      expect(new URL(p.url()).searchParams.get("next")).toBe(address);
      await expect(p.getByRole("button", { name: words.signOut }).count()).resolves.toBe(0);
      await expect(p.getByText(words.ended).count()).resolves.toBe(0);
      // The page restored by Back, then the one redirect to the sign-in page: no more.
      expect(visited.filter((path) => path === "/").length).toBeLessThanOrEqual(2);
      await context.close();
    },
  );
});

describe("the browser's language, then the person's", () => {
  it("starts in Spanish or Arabic when the browser prefers it, until the visitor chooses", async () => {
    const spanish = await page({ locale: "es-MX" });
    await spanish.page.goto("/");
    await spanish.page.getByRole("heading", { name: "Iniciar sesión" }).waitFor();
    await expect(spanish.page.locator("html").getAttribute("lang")).resolves.toBe("es");
    await spanish.context.close();

    const arabic = await page({ locale: "ar-EG" });
    await arabic.page.goto("/");
    await arabic.page.getByRole("heading", { name: "تسجيل الدخول" }).waitFor();
    await expect(arabic.page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    await arabic.page.getByRole("combobox", { name: "اللغة" }).selectOption("EN");
    await arabic.page.getByRole("heading", { name: "Sign In" }).waitFor();
    await arabic.page.reload();
    await arabic.page.getByRole("heading", { name: "Sign In" }).waitFor();
    await arabic.context.close();
  });

  it("remembers the language per account: another browser takes it at sign-in", async () => {
    const account = newAccount("lang");
    const first = await page();
    expect((await first.page.request.post("/api/auth/sign-up", { data: account })).ok()).toBe(true);
    await first.page.goto("/browse");
    await first.page.getByRole("combobox", { name: "Language" }).selectOption("AR");
    await first.page.getByRole("button", { name: "تسجيل الخروج" }).waitFor();
    await expect
      .poll(async () => (await (await first.page.request.get("/api/settings")).json()) as unknown)
      .toEqual({ language: "AR" });
    await first.context.close();

    const second = await page({ locale: "en-US" });
    await second.page.goto("/");
    await second.page.getByRole("heading", { name: "Sign In" }).waitFor();
    await fillAuthForm(second.page, { email: account.email, password: account.password });
    await second.page.getByRole("button", { name: "Sign In", exact: true }).click();
    await second.page.waitForURL((url) => url.pathname === "/browse");
    await second.page.getByRole("button", { name: "تسجيل الخروج" }).waitFor();
    await expect(second.page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    await second.context.close();
  });
});

describe("the sign-in page says why the page was signed out", () => {
  const CASES = {
    EN: {
      account: "Account",
      everywhere: "Sign out everywhere",
      everywhereNote: "You have been signed out on every device.",
      deleteButton: "Delete account",
      dialog: "Delete your account?",
      password: "Password",
      deletedNote: "Your account has been deleted",
      heading: "Sign In",
    },
    AR: {
      account: "الحساب",
      everywhere: "تسجيل الخروج من كل مكان",
      everywhereNote: "تم تسجيل خروجك من جميع الأجهزة.",
      deleteButton: "حذف الحساب",
      dialog: "هل تريد حذف حسابك؟",
      password: "كلمة المرور",
      deletedNote: "تم حذف حسابك",
      heading: "تسجيل الدخول",
    },
  } as const;
  for (const [id, w] of Object.entries(CASES) as [keyof typeof CASES, (typeof CASES)[keyof typeof CASES]][]) {
    it(`${id}: after Sign out everywhere, and after deleting the account`, async () => {
      const account = newAccount("said");
      const { context, page: p } = await page({ language: id });
      expect((await p.request.post("/api/auth/sign-up", { data: account })).ok()).toBe(true);
      await p.goto("/account");
      await p.getByRole("button", { name: w.everywhere }).click();
      await p.getByRole("heading", { name: w.heading }).waitFor();
      await p.getByRole("status").filter({ hasText: w.everywhereNote }).waitFor();
      expect(await seriousViolations(p)).toEqual([]);

      expect(
        (
          await p.request.post("/api/auth/sign-in", { data: { email: account.email, password: account.password } })
        ).ok(),
      ).toBe(true);
      await p.goto("/account");
      await p.getByRole("button", { name: w.deleteButton }).click();
      const dialog = p.getByRole("dialog", { name: w.dialog });
      await dialog.getByLabel(w.password, { exact: true }).fill(account.password);
      await dialog.getByRole("checkbox").check();
      await dialog.getByRole("button", { name: w.deleteButton }).click();
      await p.getByRole("heading", { name: w.heading }).waitFor();
      await p.getByRole("status").filter({ hasText: w.deletedNote }).waitFor();
      await context.close();
    });
  }
});

describe("a new password equal to the current one", () => {
  for (const [id, w] of [
    [
      "EN",
      {
        current: "Current password",
        next: "New password",
        button: "Change password",
        line: "Your new password must be different from your current one.",
      },
    ],
    [
      "AR",
      {
        current: "كلمة المرور الحالية",
        next: "كلمة المرور الجديدة",
        button: "تغيير كلمة المرور",
        line: "يجب أن تختلف كلمة المرور الجديدة عن كلمة مرورك الحالية.",
      },
    ],
  ] as const) {
    it(`${id}: is refused with a clear message, and the new-password field is marked`, async () => {
      const account = newAccount("same");
      const { context, page: p } = await page({ language: id });
      expect((await p.request.post("/api/auth/sign-up", { data: account })).ok()).toBe(true);
      await p.goto("/account");
      await p.getByLabel(w.current, { exact: true }).fill(account.password);
      await p.getByLabel(w.next, { exact: true }).fill(account.password);
      await p.getByRole("button", { name: w.button }).click();
      await p.getByRole("alert").filter({ hasText: w.line }).waitFor();
      expect(await invalid(p, w.next)).toBe(true);
      expect(await seriousViolations(p)).toEqual([]);
      await context.close();
    });
  }
});

describe("the embedded catalogue's rows say what they hold", () => {
  /** The year of the catalogue's newest release, as the page writes it in EN and (Arabic digits) AR. */
  const LAST_YEAR = Catalog.load()
    .films.map((film) => film.releaseDate ?? "")
    .sort()
    .at(-1)
    ?.slice(0, 4);
  const LAST_YEAR_AR = new Intl.NumberFormat("ar-u-nu-arab", { useGrouping: false }).format(Number(LAST_YEAR));
  for (const [id, upcoming, note, nowPlaying, nowNote] of [
    [
      "EN",
      "Upcoming",
      new RegExp(`The newest releases in the built-in catalogue, which ends in ${LAST_YEAR}`),
      "Now Playing",
      "From the built-in catalogue: the releases just before its newest",
    ],
    [
      "AR",
      "قريبًا",
      new RegExp(`أحدث الإصدارات في الكتالوج المدمج، الذي ينتهي في ${LAST_YEAR_AR}`),
      "يُعرض الآن",
      "من الكتالوج المدمج: الإصدارات التي سبقت أحدثها مباشرة",
    ],
  ] as const) {
    it(`${id}: "${upcoming}" is the catalogue's newest releases, labelled as such`, async () => {
      const { context, page: p } = await page({ language: id });
      expect((await p.request.post("/api/auth/sign-up", { data: newAccount("rows") })).ok()).toBe(true);
      await p.goto("/browse");
      const row = p.getByRole("region", { name: upcoming, exact: true });
      await row.getByRole("img").first().waitFor();
      await expect(row.innerText()).resolves.toMatch(note);
      await expect(p.getByRole("region", { name: nowPlaying, exact: true }).innerText()).resolves.toContain(nowNote);
      expect(await seriousViolations(p)).toEqual([]);
      await context.close();
    });
  }
});
