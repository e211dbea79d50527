import type { Page, Request } from "playwright-core";
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

/** Whether a request is for /browse's data: the lists and films, My List, the ratings. */
const isBrowseData = (request: { url(): string }) => /^\/api\/(movies|my-list|taste)(\/|$)/.test(pathOf(request));

/** `page` opens /browse signed out and lands on the sign-in page at `/`; the paths of /browse's data it asked for. */
async function browseSendsToSignIn(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const record = (request: Request) => {
    if (isBrowseData(request)) asked.push(pathOf(request));
  };
  page.on("request", record);
  await page.goto("/browse");
  await page.getByRole("heading", { name: "Sign In" }).waitFor();
  expect(pathOf(page)).toBe("/");
  await page.waitForLoadState("networkidle");
  page.off("request", record);
  return asked;
}

/**
 * A signed-out visitor opening /browse lands on the sign-in page at `/`. A fresh browser may ask for
 * /browse's data that once (it cannot tell a signed-out visitor from a signed-in one before the
 * session answers); a browser that saw it signed out (that first visit, or a Sign Out in `opened`)
 * asks for none of it again.
 */
export async function expectBrowseSendsToSignIn(running: Running, opened?: Awaited<ReturnType<typeof openPage>>) {
  const { context, page } = opened ?? (await openPage(running.browser, { baseURL: running.server.url }));
  if (!opened) await browseSendsToSignIn(page);
  expect(await browseSendsToSignIn(page)).toEqual([]);
  await context.close();
}
