import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newAccount, openPage, type RunningServer, signUpInPage, startServer } from "./harness";

describe("signing out when the server cannot say the session ended", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-e2e-sign-out-"));
  let browser: Browser;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ dataDir }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stays signed in and says so, then Retry signs out once the server answers", async () => {
    const first = server;
    if (!first) throw new Error("no server");
    const { context, page } = await openPage(browser, { baseURL: first.url });
    await page.goto("/");
    await signUpInPage(page, newAccount("out"));
    const signOut = page.getByRole("button", { name: "Sign Out" });
    await signOut.waitFor();

    // The server goes away: the sign-out cannot reach it, so the session may still be alive.
    await first.kill();
    server = undefined;
    await signOut.click();
    const alert = page.getByRole("alert").filter({ hasText: "We couldn't sign you out" });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe("/browse");
    expect(await signOut.count()).toBe(1);

    server = await startServer({ dataDir, port: first.port });
    // The Retry beside the message (rows that failed while the server was away have their own).
    await alert.locator("..").getByRole("button", { name: "Retry" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    expect(await signOut.count()).toBe(0);
    await context.close();
  });
});
