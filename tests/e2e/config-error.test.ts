import { describe, expect, it } from "vitest";
import { openPage } from "./harness";
import { serverAndBrowser } from "./suite";

describe("a failed /api/config", () => {
  const running = serverAndBrowser();

  it("shows a message with Retry instead of guessing; Retry brings the sign-in page", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    let calls = 0;
    await page.route("**/api/config", (route) => {
      calls++;
      return calls === 1 ? route.abort() : route.continue();
    });
    await page.goto("/");
    await page.getByRole("heading", { name: "We couldn't load Reelwise" }).waitFor();
    await expect.poll(() => page.title()).toBe("Couldn't load — Reelwise");
    await expect(page.getByRole("alert").textContent()).resolves.toBe(
      "The server did not answer. Check your connection and try again.",
    );
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    await expect.poll(() => page.title()).toBe("Sign In — Reelwise");
    expect(calls).toBe(2);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("says it in the saved language when the server answers 503", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    await page.addInitScript(() => localStorage.setItem("reelwise.language", "AR"));
    let failing = true;
    await page.route("**/api/config", (route) =>
      failing ? route.fulfill({ status: 503, contentType: "text/plain", body: "down" }) : route.continue(),
    );
    await page.goto("/");
    await page.getByRole("heading", { name: "تعذّر تحميل Reelwise" }).waitFor();
    await expect.poll(() => page.title()).toBe("تعذّر التحميل — Reelwise");
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    failing = false;
    await page.getByRole("button", { name: "إعادة المحاولة" }).click();
    await page.getByRole("combobox", { name: "اللغة" }).waitFor();
    await context.close();
  });
});
