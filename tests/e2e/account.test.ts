import { join } from "node:path";
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SQLITE_FILE_NAME } from "../../src/server/db/database";
import { resetLinkIn, startFakeSmtp } from "../fakes/smtp";
import { waitFor } from "../fakes/wait";
import { changePasswordInPage, deleteInPage, renameInPage } from "./account-steps";
import { seriousViolations } from "./axe";
import { type Account, fillAuthForm, freePort, newAccount, openPage, signInByApi } from "./harness";
import { myListHeading, toggleOf } from "./my-list-page";
import { serverBrowserAnd } from "./suite";

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** How many My List rows the server's SQLite file holds for this user (read-only, beside the server). */
function myListRowsOf(dataDir: string, uid: string): number {
  const db = new Database(join(dataDir, SQLITE_FILE_NAME), { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM my_list WHERE user_id = ?").get(uid) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The real server wired to a fake SMTP server on loopback, its links pointing back at itself. */
function serverWithMail() {
  return serverBrowserAnd("smtp", {
    start: startFakeSmtp,
    async serverOptions(smtp) {
      const port = await freePort();
      const env = {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Reelwise <no-reply@example.com>",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      };
      return { port, env };
    },
    stop: (smtp) => smtp.close(),
  });
}

type MailRunning = ReturnType<typeof serverWithMail>;

/** A browser (context) signed in as `account` through the API; `signUp` makes the account first. */
async function signedInBrowser(running: MailRunning, account: Account, signUp = false) {
  const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
  const path = signUp ? "/api/auth/sign-up" : "/api/auth/sign-in";
  const data = signUp ? account : { email: account.email, password: account.password };
  expect((await context.request.post(path, { data })).status()).toBe(200);
  return { context, page };
}

/** A fresh account signed up in one browser (`context`, `page`) and signed in in another (`other`). */
async function inTwoBrowsers(running: MailRunning, tag: string) {
  const account = newAccount(tag);
  const { context, page } = await signedInBrowser(running, account, true);
  const other = await signedInBrowser(running, account);
  const closeBoth = async () => {
    await Promise.all([context.close(), other.context.close()]);
  };
  return { account, context, page, other, closeBoth };
}

async function signedInUser(context: BrowserContext): Promise<unknown> {
  const response = await context.request.get("/api/session");
  return ((await response.json()) as { user: unknown }).user;
}

async function signInStatus(running: MailRunning, email: string, password: string) {
  return (await signInByApi(running.server.url, { email, password })).status;
}

describe("account self-service and password reset (local mode, real SMTP)", () => {
  const running = serverWithMail();

  it("Forgot password?: one neutral line, an e-mail whose link works once, signs out other browsers and leads back to the link opened", async () => {
    const account = newAccount("forgot");
    const other = await signedInBrowser(running, account, true);
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    // A shared GPT Search link, opened signed out: it waits in the sign-in page's address.
    const shared = "/browse?view=gpt&q=heist+movies";
    await page.goto(shared);
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();

    const neutral = /If an account uses this address/;
    await page.getByLabel("Email address", { exact: true }).fill(`nobody.${account.email}`);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").filter({ hasText: neutral }).waitFor();
    await page.getByLabel("Email address", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await waitFor(() => running.smtp.messages.some((m) => m.to.includes(account.email)), {
      message: "the reset e-mail to arrive",
    });
    expect(running.smtp.messages.filter((m) => m.to.includes(`nobody.${account.email}`))).toHaveLength(0);
    const mail = running.smtp.messages.find((m) => m.to.includes(account.email));
    if (!mail) throw new Error("no mail");
    expect(mail.decoded).toContain("Subject: Reset your Reelwise password");
    expect(mail.raw).toMatch(/text\/html/);
    const link = resetLinkIn(mail);
    expect(link.startsWith(`${running.server.url}/reset-password?token=`)).toBe(true);
    expect(new URL(link).searchParams.get("next")).toBe(shared);

    const newPassword = "Fresh1Password";
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    // The one-time token leaves the address bar and history at once; the shared link stays.
    await waitFor(() => !new URL(page.url()).searchParams.has("token"), { message: "the token to leave the URL" });
    expect(new URL(page.url()).searchParams.get("next")).toBe(shared);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("status").filter({ hasText: "Your password has been changed" }).waitFor();

    expect(await signInStatus(running, account.email, account.password)).toBe(401);
    expect(await signInStatus(running, account.email, newPassword)).toBe(200);
    expect(await signedInUser(other.context)).toBeNull();

    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("Another1Password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("alert").filter({ hasText: "This link has expired or was already used" }).waitFor();
    expect(await signInStatus(running, account.email, newPassword)).toBe(200);

    // The links onward keep the shared link: signing in with the new password opens it.
    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await page.getByLabel("Email address", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === shared);
    await Promise.all([context.close(), other.context.close()]);
  });

  it("changes the name and the password from /account; other browsers are signed out", async () => {
    const { account, page, other, closeBoth } = await inTwoBrowsers(running, "settings");
    await page.goto("/browse");
    await page.getByRole("link", { name: "Account" }).click();
    await page.getByRole("heading", { name: "Account", level: 1 }).waitFor();
    expect(pathOf(page)).toBe("/account");

    await renameInPage(page, "Renamed Person");
    await changePasswordInPage(page, account.password, "Changed1Password");

    expect(await signedInUser(other.context)).toBeNull();
    await page.reload();
    await page.getByRole("heading", { name: "Account", level: 1 }).waitFor();
    await page.getByRole("img", { name: "Renamed Person" }).waitFor();
    expect(await signInStatus(running, account.email, account.password)).toBe(401);
    expect(await signInStatus(running, account.email, "Changed1Password")).toBe(200);
    await closeBoth();
  });

  it("Sign out everywhere ends this browser's session and every other", async () => {
    const { context, page, other, closeBoth } = await inTwoBrowsers(running, "everywhere");
    await page.goto("/account");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    expect(pathOf(page)).toBe("/");
    expect(await signedInUser(context)).toBeNull();
    expect(await signedInUser(other.context)).toBeNull();
    await other.page.goto("/account");
    await other.page.getByRole("heading", { name: "Sign In" }).waitFor();
    await closeBoth();
  });

  it("Delete account asks for the password and a tick, then the account is gone for good", async () => {
    const { account, context, page, other, closeBoth } = await inTwoBrowsers(running, "delete");
    // Something in My List first, added as a person would, so deletion has rows to remove.
    await page.goto("/browse");
    await toggleOf(page, "Popular", 0).click();
    await myListHeading(page).waitFor();
    const uid = ((await signedInUser(context)) as { uid: string }).uid;
    expect(myListRowsOf(running.server.dataDir, uid)).toBe(1);
    await page.goto("/account");
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await dialog.getByRole("alert").filter({ hasText: "tick the box" }).waitFor();
    await page.keyboard.press("Escape");
    await deleteInPage(page, account.password);
    expect(pathOf(page)).toBe("/");
    expect(await signedInUser(other.context)).toBeNull();
    expect(myListRowsOf(running.server.dataDir, uid)).toBe(0);

    await fillAuthForm(page, { email: account.email, password: account.password });
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid Email Or Password!" }).waitFor();
    await closeBoth();
  });

  it("the account and reset pages are right-to-left in Arabic and axe-clean", async () => {
    const account = newAccount("arabic");
    const { context, page } = await signedInBrowser(running, account, true);
    await context.addInitScript(() => localStorage.setItem("reelwise.language", "AR"));
    await page.goto("/browse");
    await page.getByRole("link", { name: "الحساب" }).click();
    await page.getByRole("heading", { name: "الحساب", level: 1 }).waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "حذف الحساب" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    const { context: visitor, page: signedOut } = await openPage(running.browser, { baseURL: running.server.url });
    await visitor.addInitScript(() => localStorage.setItem("reelwise.language", "AR"));
    await signedOut.goto("/?mode=forgot");
    await signedOut.getByRole("heading", { name: "إعادة تعيين كلمة المرور" }).waitFor();
    expect(await seriousViolations(signedOut)).toEqual([]);
    await signedOut.goto("/reset-password?token=not-a-token");
    await signedOut.getByRole("alert").filter({ hasText: "انتهت صلاحية هذا الرابط" }).waitFor();
    await Promise.all([context.close(), visitor.close()]);
  });
});
