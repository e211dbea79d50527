import { describe, expect, it } from "vitest";
import { ANSWERS_ELEMENT_ID } from "../../src/contract/html-data";
import {
  expectAlert,
  expectBrowseSendsToSignIn,
  expectEmailTaken,
  expectNeutralRefusals,
  expectSignedIn,
  INVALID_LINE,
  openSignIn,
  pathOf,
  signInInPage,
} from "./auth-page";
import {
  type Account,
  AUTH_FORM_AR,
  newAccount,
  openPage,
  postJson,
  type RunningServer,
  signInByApi,
  signUpInPage,
  signUpThrough,
} from "./harness";
import { serverAndBrowser, visit } from "./suite";

/** An account made straight through the API (no page), for tests about signing in. */
async function createAccount(server: RunningServer, account: Account) {
  expect((await postJson(server.url, "/api/auth/sign-up", account)).status).toBe(200);
}

describe("accounts in the browser (local mode)", () => {
  const running = serverAndBrowser();

  it("signs up, stays signed in across a reload, signs out and signs back in", async () => {
    const { context, page } = await openSignIn(running);
    const account = newAccount("main");
    await signUpInPage(page, account);
    await expectSignedIn(page, account);

    await page.reload();
    await expectSignedIn(page, account);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    expect(await page.getByRole("button", { name: "Sign Out" }).count()).toBe(0);

    await signInInPage(page, account);
    await expectSignedIn(page, account);
    await context.close();
  });

  it("opening / while signed in goes to /browse without a flash of the form", async () => {
    const { context, page } = await visit(running, "/");
    const account = newAccount("direct");
    await signUpInPage(page, account);
    await expectSignedIn(page, account);
    // Watch every change of the page for the sign-in form's text while the session is restored.
    await page.addInitScript(() => {
      const seen = { form: false };
      Object.assign(window, { __authSeen: seen });
      new MutationObserver(() => {
        if (document.body?.innerText.includes("New To Reelwise?")) seen.form = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto("/");
    await expectSignedIn(page, account);
    expect(await page.evaluate(() => (window as unknown as { __authSeen: { form: boolean } }).__authSeen.form)).toBe(
      false,
    );
    await context.close();
  });

  it("rejects a malformed email before calling the server", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/")) calls.push(request.url());
    });
    await page.goto("/");
    await signInInPage(page, { email: "not-an-email@example", password: "Secret123x" });
    await expectAlert(page, INVALID_LINE);
    const email = page.getByLabel("Email address", { exact: true });
    await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
    const describedBy = (await email.getAttribute("aria-describedby")) ?? "";
    await expect(page.getByRole("alert").getAttribute("id")).resolves.toBe(describedBy.split(" ")[0]);
    expect(calls).toEqual([]);
    await context.close();
  });

  it("rejects a weak password in sign-up and stores nothing", async () => {
    const { context, page } = await visit(running, "/");
    const account = { ...newAccount("weak"), password: "password" };
    await signUpInPage(page, account, { waitForBrowse: false });
    await expectAlert(page, INVALID_LINE);
    // The account was not created: signing up properly with that email still works.
    await page.getByLabel("Password", { exact: true }).fill("Password1x");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expectSignedIn(page, account);
    await context.close();
  });

  it("asks for a username in sign-up", async () => {
    const { context, page } = await visit(running, "/");
    await signUpInPage(page, { ...newAccount("nameless"), username: "   " }, { waitForBrowse: false });
    await expectAlert(
      page,
      "Please enter a username of 1 to 40 characters with a letter or digit, without invisible characters or look-alike letters.",
    );
    await context.close();
  });

  it("answers a wrong password with the neutral message", async () => {
    const account = newAccount("wrong");
    await createAccount(running.server, account);
    // An unknown account reads exactly the same.
    await expectNeutralRefusals(running, account);
  });

  it("refuses a second account with the same email", async () => {
    const account = newAccount("dup");
    await createAccount(running.server, account);
    await expectEmailTaken(running, { ...account, username: "Someone Else" });
  });

  it("sends a signed-out visitor from /browse to /", async () => {
    await expectBrowseSendsToSignIn(running);
  });

  it("after signing out, /browse again sends to / without asking for its data", async () => {
    const opened = await openSignIn(running);
    const account = newAccount("hint");
    await signUpInPage(opened.page, account);
    await expectSignedIn(opened.page, account);
    await opened.page.getByRole("button", { name: "Sign Out" }).click();
    await opened.page.getByRole("heading", { name: "Sign In" }).waitFor();
    await expectBrowseSendsToSignIn(running, opened);
  });

  it("in a fresh browser with a session, when its HTML does not answer them, /browse asks for its lists before the session has answered", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    await signUpThrough(page.request, "early");
    // As when the server's answers came too late to be written into the HTML (or firebase mode).
    await page.route("**/browse", async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({
        response,
        body: html.replace(new RegExp(`<script[^>]*id="${ANSWERS_ELEMENT_ID}".*?</script>`), ""),
      });
    });
    const listAsked = new Promise<true>((resolve) => {
      page.on("request", (request) => {
        if (pathOf(request).startsWith("/api/movies/")) resolve(true);
      });
    });
    // The session's answer is held until a list is asked for; the bound only ends the wait on a page
    // that waits for the session first (it would wait forever), so it fails instead of hanging.
    const heldUntil: Promise<boolean>[] = [];
    await page.route("**/api/session", async (route) => {
      const waited = Promise.race([listAsked, new Promise<false>((resolve) => setTimeout(resolve, 20_000, false))]);
      heldUntil.push(waited);
      await waited;
      await route.continue();
    });
    await page.goto("/browse");
    await page.getByRole("list", { name: "Popular" }).getByRole("img").first().waitFor();
    expect(heldUntil.length, "the session was asked").toBeGreaterThan(0);
    expect(await heldUntil[0], "a list was asked for while the session was held").toBe(true);
    await context.close();
  });

  it("answers 401 to a protected API call without a session", async () => {
    const response = await fetch(`${running.server.url}/api/movies/popular`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe("unauthenticated");
  });

  it("toggles between sign-in and sign-up with the mode link; the password toggle shows the text", async () => {
    const { context, page } = await openSignIn(running);
    expect(await page.getByLabel("Username").count()).toBe(0);
    await page.getByRole("link", { name: "New To Reelwise? Sign Up Now." }).click();
    await page.getByRole("heading", { name: "Sign Up" }).waitFor();
    await page.getByLabel("Username", { exact: true }).waitFor();
    expect(await page.getByPlaceholder("Username").count()).toBe(1);
    await page.getByRole("link", { name: "Already Have An Account? Sign In" }).click();
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    expect(await page.getByLabel("Username").count()).toBe(0);

    const password = page.getByLabel("Password", { exact: true });
    const toggle = page.getByRole("button", { name: "Show password" });
    await expect(password.getAttribute("type")).resolves.toBe("password");
    await toggle.click();
    await expect(password.getAttribute("type")).resolves.toBe("text");
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("true");
    await context.close();
  });

  it("runs the main path in Arabic, right to left", async () => {
    const { context, page } = await visit(running, "/", { viewport: { width: 390, height: 844 } });
    const account = newAccount("arabic");
    await page.getByRole("combobox", { name: "Language" }).selectOption("AR");
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await page.getByRole("heading", { name: "تسجيل الدخول" }).waitFor();
    await signUpInPage(page, account, { words: AUTH_FORM_AR });
    // Phone width: the sign-out button shows only its icon, but keeps its accessible name.
    await expectSignedIn(page, account, "تسجيل الخروج");
    await page.getByRole("button", { name: "تسجيل الخروج" }).click();
    await page.getByRole("heading", { name: "تسجيل الدخول" }).waitFor();
    expect(pathOf(page)).toBe("/");
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    await context.close();
  });
});

describe("too many sign-in attempts (local mode)", () => {
  const running = serverAndBrowser();

  it("says how many seconds to wait, in the UI language's plural form", async () => {
    const account = newAccount("limit");
    // Use up the per-email budget without the page (no Origin header: a script, not a running.browser).
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await signInByApi(running.server.url, { email: account.email, password: "Wrong1234x" });
      if (response.status === 429) break;
    }
    const { context, page } = await visit(running, "/");
    await signInInPage(page, { email: account.email, password: account.password });
    await expectAlert(page, "Too many attempts. Try again in");
    const text = (await page.getByRole("alert").textContent()) ?? "";
    expect(text).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
    await context.close();
  });
});
