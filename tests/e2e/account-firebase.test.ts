import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EMULATOR_API_KEY, EMULATOR_PROJECT_ID, emulatorAvailable } from "../fakes/firebase-emulator";
import { changePasswordInPage, deleteInPage, renameInPage } from "./account-steps";
import { firebaseServerAndBrowser } from "./firebase-suite";
import { type Account, fillAuthForm, newAccount, openPage, signUpInPage } from "./harness";

/** Whether the emulator accepts this e-mail and password (its REST sign-in). */
async function emulatorSignIn(host: string, email: string, password: string): Promise<number> {
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${EMULATOR_API_KEY}`;
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return res.status;
}

/** The out-of-band codes (reset e-mails) the emulator "sent", per address. */
async function resetEmailsTo(host: string, email: string): Promise<number> {
  const res = await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/oobCodes`);
  const body = (await res.json()) as { oobCodes: { email: string; requestType: string }[] };
  return body.oobCodes.filter((code) => code.email === email && code.requestType === "PASSWORD_RESET").length;
}

async function openAccountPage(page: Page) {
  await page.getByRole("link", { name: "Account" }).click();
  await page.getByRole("heading", { name: "Account", level: 1 }).waitFor();
}

describe.skipIf(!emulatorAvailable())(
  `account self-service in firebase mode (Auth Emulator)${emulatorAvailable() ? "" : " — skipped: firebase-tools is not installed in .tools/"}`,
  () => {
    const running = firebaseServerAndBrowser();

    async function signedUp(account: Account) {
      const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
      await page.goto("/");
      await signUpInPage(page, account);
      return { context, page };
    }

    it("changes the name and, after re-authenticating, the password", async () => {
      const account = newAccount("fbself");
      const { context, page } = await signedUp(account);
      await openAccountPage(page);

      await renameInPage(page, "Firebase Person");
      await changePasswordInPage(page, account.password, "Changed1Password");
      expect(await emulatorSignIn(running.emulator.host, account.email, account.password)).toBe(400);
      expect(await emulatorSignIn(running.emulator.host, account.email, "Changed1Password")).toBe(200);

      await page.reload();
      await page.getByRole("img", { name: "Firebase Person" }).waitFor();
      await context.close();
    });

    it("Forgot password? sends Firebase's own reset e-mail, with the same neutral line for anyone", async () => {
      const account = newAccount("fbforgot");
      const { context: first } = await signedUp(account);
      await first.close();
      const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
      await page.goto("/");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      for (const email of [`nobody.${account.email}`, account.email]) {
        await page.getByLabel("Email address", { exact: true }).fill(email);
        await page.getByRole("button", { name: "Send reset link" }).click();
        await page.getByRole("status").filter({ hasText: "If an account uses this address" }).waitFor();
      }
      await expect.poll(() => resetEmailsTo(running.emulator.host, account.email)).toBe(1);
      await context.close();
    });

    it("Sign out everywhere revokes every browser's session, this one's too", async () => {
      const account = newAccount("fbeverywhere");
      const { context, page } = await signedUp(account);
      const other = await openPage(running.browser, { baseURL: running.server.url });
      await other.page.goto("/");
      await fillAuthForm(other.page, { email: account.email, password: account.password });
      await other.page.getByRole("button", { name: "Sign In", exact: true }).click();
      await other.page.waitForURL((url) => url.pathname === "/browse");
      // Firebase records a revocation in whole seconds: a token from the same second would survive it.
      await other.page.waitForTimeout(1_100);

      await openAccountPage(page);
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await page.getByRole("heading", { name: "Sign In" }).waitFor();
      await page.reload();
      await page.getByRole("heading", { name: "Sign In" }).waitFor();

      // The other browser still holds an ID token: the server refuses it (401), or its SDK finds the
      // refresh token revoked and signs out to the sign-in page. Either way that browser is out.
      const refused: string[] = [];
      other.page.on("response", (response) => {
        if (response.status() === 401 && new URL(response.url()).pathname.startsWith("/api/"))
          refused.push(response.url());
      });
      await other.page.reload();
      await expect
        .poll(() => refused.length > 0 || new URL(other.page.url()).pathname === "/", { timeout: 15_000 })
        .toBe(true);
      await Promise.all([context.close(), other.context.close()]);
    });

    it("deletes the account with its password: our rows first, then the Firebase user", async () => {
      const account = newAccount("fbdelete");
      const { context, page } = await signedUp(account);
      const deletes: number[] = [];
      page.on("response", (response) => {
        if (new URL(response.url()).pathname === "/api/account/delete") deletes.push(response.status());
      });
      await openAccountPage(page);
      await deleteInPage(page, account.password);
      expect(new URL(page.url()).pathname).toBe("/");
      expect(deletes).toEqual([200]);
      expect(await emulatorSignIn(running.emulator.host, account.email, account.password)).toBe(400);
      await context.close();
    });
  },
);
