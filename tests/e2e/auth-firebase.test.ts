import { describe, expect, it } from "vitest";
import { createEmulatorUser, emulatorAvailable } from "../fakes/firebase-emulator";
import {
  expectBrowseSendsToSignIn,
  expectEmailTaken,
  expectNeutralRefusals,
  expectSignedIn,
  pathOf,
  signInInPage,
} from "./auth-page";
import { seriousViolations } from "./axe";
import { firebaseServerAndBrowser } from "./firebase-suite";
import { newAccount, openPage, signUpInPage } from "./harness";

const NO_EMULATOR =
  "firebase-tools is not installed in .tools/ (npm install --prefix .tools firebase-tools@15.34): the Auth Emulator cannot run";

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
        if (pathOf(response).startsWith("/api/movies/")) movieStatuses.push(response.status());
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
      expect(pathOf(page)).toBe("/");

      await signInInPage(page, account);
      await expectSignedIn(page, account);
      await context.close();
    });

    it("answers a wrong password and an unknown account with the same neutral message", async () => {
      const account = newAccount("fbwrong");
      await createEmulatorUser(running.emulator.host, { email: account.email, password: account.password });
      await expectNeutralRefusals(running, account);
    });

    it("refuses a second account with the same email", async () => {
      const account = newAccount("fbdup");
      await createEmulatorUser(running.emulator.host, { email: account.email, password: account.password });
      await expectEmailTaken(running, account);
    });

    it("sends a signed-out visitor from /browse to /, and the API refuses calls without a token", async () => {
      await expectBrowseSendsToSignIn(running);
      const response = await fetch(`${running.server.url}/api/movies/popular`);
      expect(response.status).toBe(401);
    });
  },
);
