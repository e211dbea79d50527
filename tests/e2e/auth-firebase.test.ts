import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createEmulatorUser, emulatorAvailable } from "../fakes/firebase-emulator";
import { seriousViolations } from "./axe";
import { firebaseServerAndBrowser } from "./firebase-suite";
import { type Account, fillAuthForm, newAccount, openPage, signUpInPage } from "./harness";

const NO_EMULATOR =
  "firebase-tools is not installed in .tools/ (npm install --prefix .tools firebase-tools@15.34): the Auth Emulator cannot run";

async function signIn(page: Page, { email, password }: Pick<Account, "email" | "password">) {
  await fillAuthForm(page, { email, password });
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function expectSignedIn(page: Page, account: Account) {
  await page.waitForURL((url) => url.pathname === "/browse");
  await page.getByRole("button", { name: "Sign Out" }).waitFor();
  await page.getByRole("img", { name: account.username }).waitFor();
}

async function expectAlert(page: Page, text: string) {
  await page.getByRole("alert").filter({ hasText: text }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/");
}

describe.skipIf(!emulatorAvailable())(
  `accounts in the browser (firebase mode, Auth Emulator)${emulatorAvailable() ? "" : ` — skipped: ${NO_EMULATOR}`}`,
  () => {
    const running = firebaseServerAndBrowser();

    it("has no serious or critical axe violations on the sign-in and sign-up page, in every language", async () => {
      const found: Record<string, string[]> = {};
      for (const language of ["EN", "AR", "spanish"]) {
        const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
        await context.addInitScript((id) => localStorage.setItem("reelwise.language", id), language);
        await page.goto("/");
        await page.getByRole("textbox").first().waitFor();
        found[`${language} sign-in`] = await seriousViolations(page);
        await page.goto("/?mode=sign-up");
        await page.getByRole("textbox").nth(2).waitFor();
        found[`${language} sign-up`] = await seriousViolations(page);
        await context.close();
      }
      expect(Object.values(found).flat()).toEqual([]);
    });

    it("signs up with a username, calls the API with its token, survives a reload, signs out and in", async () => {
      const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
      const account = newAccount("fb");
      const movieStatuses: number[] = [];
      page.on("response", (response) => {
        if (new URL(response.url()).pathname.startsWith("/api/movies/")) movieStatuses.push(response.status());
      });
      await page.goto("/");
      await signUpInPage(page, account);
      await expectSignedIn(page, account);
      await expect.poll(() => movieStatuses.length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(movieStatuses.every((status) => status === 200)).toBe(true);

      await page.reload();
      await expectSignedIn(page, account);

      await page.getByRole("button", { name: "Sign Out" }).click();
      await page.getByRole("heading", { name: "Sign In" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/");

      await signIn(page, account);
      await expectSignedIn(page, account);
      await context.close();
    });

    it("answers a wrong password and an unknown account with the same neutral message", async () => {
      const account = newAccount("fbwrong");
      await createEmulatorUser(running.emulator.host, { email: account.email, password: account.password });
      const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
      await page.goto("/");
      await signIn(page, { email: account.email, password: "Wrong1234x" });
      await expectAlert(page, "Invalid Email Or Password!");
      await signIn(page, { email: `nobody.${account.email}`, password: account.password });
      await expectAlert(page, "Invalid Email Or Password!");
      await context.close();
    });

    it("refuses a second account with the same email", async () => {
      const account = newAccount("fbdup");
      await createEmulatorUser(running.emulator.host, { email: account.email, password: account.password });
      const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
      await page.goto("/");
      await signUpInPage(page, account, { waitForBrowse: false });
      await expectAlert(page, "An account with this email already exists. Sign in instead.");
      await context.close();
    });

    it("sends a signed-out visitor from /browse to /, and the API refuses calls without a token", async () => {
      const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
      await page.goto("/browse");
      await page.getByRole("heading", { name: "Sign In" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/");
      await context.close();
      const response = await fetch(`${running.server.url}/api/movies/popular`);
      expect(response.status).toBe(401);
    });
  },
);
