import type { Page } from "playwright-core";
import { expect } from "vitest";
import { type Account, fillAuthForm, openPage, signUpInPage } from "./harness";
import { type Running, visit } from "./suite";

// What the sign-in e2e files (local and firebase mode) do and check on a page, by role and visible text.

export const INVALID_LINE = "Invalid Email Or Password!";

/** The path of a page's (or a response's) address. */
export const pathOf = (at: { url(): string }) => new URL(at.url()).pathname;

/** A fresh, signed-out browser on `/`, once the Sign In heading shows. */
export async function openSignIn(running: Running) {
  const opened = await visit(running, "/");
  await opened.page.getByRole("heading", { name: "Sign In" }).waitFor();
  return opened;
}

/** Fill e-mail and password into the sign-in form and press Sign In. */
export async function signInInPage(page: Page, { email, password }: Pick<Account, "email" | "password">) {
  await fillAuthForm(page, { email, password });
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** On /browse, with the header's Sign Out button and the account's avatar (named after the user). */
export async function expectSignedIn(page: Page, account: Account, signOutName = "Sign Out") {
  await page.waitForURL((url) => url.pathname === "/browse");
  await page.getByRole("button", { name: signOutName }).waitFor();
  await page.getByRole("img", { name: account.username }).waitFor();
}

/** An alert with `text` shows, and the page stayed on `/`. */
export async function expectAlert(page: Page, text: string) {
  await page.getByRole("alert").filter({ hasText: text }).waitFor();
  expect(pathOf(page)).toBe("/");
}

/** For an existing account: a wrong password, then an unknown e-mail, read the same neutral line. */
export async function expectNeutralRefusals(running: Running, account: Account) {
  const { context, page } = await visit(running, "/");
  await signInInPage(page, { email: account.email, password: "Wrong1234x" });
  await expectAlert(page, INVALID_LINE);
  await signInInPage(page, { email: `nobody.${account.email}`, password: account.password });
  await expectAlert(page, INVALID_LINE);
  await context.close();
}

/** Signing up with an e-mail that already has an account is refused, naming the way out. */
export async function expectEmailTaken(running: Running, account: Account) {
  const { context, page } = await visit(running, "/");
  await signUpInPage(page, account, { waitForBrowse: false });
  await expectAlert(page, "An account with this email already exists. Sign in instead.");
  await context.close();
}

/** Paths of the requests for /browse's data (lists, films, My List, ratings) that `page` makes from now on. */
function browseDataAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = pathOf(request);
    if (/^\/api\/(movies|my-list|taste)(\/|$)/.test(path)) asked.push(path);
  });
  return asked;
}

/**
 * A signed-out visitor opening /browse (in a fresh browser, or in `opened` after signing out there)
 * lands on the sign-in page at `/` without asking for any of /browse's data on the way.
 */
export async function expectBrowseSendsToSignIn(running: Running, opened?: Awaited<ReturnType<typeof openPage>>) {
  const { context, page } = opened ?? (await openPage(running.browser, { baseURL: running.server.url }));
  const asked = browseDataAsked(page);
  await page.goto("/browse");
  await page.getByRole("heading", { name: "Sign In" }).waitFor();
  expect(pathOf(page)).toBe("/");
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  await context.close();
}
