import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { measureFirstLoad } from "../../scripts/bench/bundle";
import { newAccount, openPage, repoRoot, startServer } from "./harness";
import { serverAndBrowser } from "./suite";

describe("foundation", () => {
  const running = serverAndBrowser();

  it("answers a mistyped address with a translated 'Page not found' (HTTP 404) and a way home", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    const response = await page.goto("/browze");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page not found", level: 1 }).waitFor();
    await expect(page.getByText("There is no page at this address.").isVisible()).resolves.toBe(true);
    await expect(page.getByText("Unexpected Application Error!").count()).resolves.toBe(0);
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.getByRole("combobox", { name: "Language" }).selectOption("AR");
    expect((await page.goto("/nowhere/at/all"))?.status()).toBe(404);
    await page.getByRole("heading", { name: "الصفحة غير موجودة", level: 1 }).waitFor();
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    await page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("a page whose code cannot load is a problem to retry, not 'Page not found'", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    await page.request.post("/api/auth/sign-up", { data: newAccount("broken") });
    await page.route(/\/assets\/browse-route-[^/]*\.js$/, (route) => route.abort());
    const response = await page.goto("/browse");
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { name: "We couldn't load Reelwise" }).waitFor();
    await expect(page.getByText("Page not found").count()).resolves.toBe(0);
    // Retrying is tests/e2e/page-chunks.test.ts's subject.
    await page.getByRole("button", { name: "Try again" }).waitFor();
    await context.close();
  });

  it("switches language: html lang and dir follow, and the choice survives a reload", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html.getAttribute("lang")).resolves.toBe("en");
    await page.getByRole("combobox", { name: "Language" }).selectOption("AR");
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await expect(html.getAttribute("lang")).resolves.toBe("ar");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === "ar");
    await expect(html.getAttribute("dir")).resolves.toBe("rtl");
    await page.getByRole("combobox", { name: "اللغة" }).selectOption("spanish");
    await page.waitForFunction(() => document.documentElement.lang === "es");
    await expect(html.getAttribute("dir")).resolves.toBe("ltr");
    const options = await page.getByRole("combobox").first().locator("option").allTextContents();
    expect(options).toEqual(["English", "العربية", "Español"]);
    await context.close();
  });

  it("loads no Firebase or OpenAI code and asks no other host, signed out or signed in (local mode)", async () => {
    for (const path of ["/", "/browse"] as const) {
      const loaded = await measureFirstLoad(running.browser, running.server.url, path);
      expect(loaded.files.length, path).toBeGreaterThan(0);
      expect(loaded.firebaseOrOpenAiCode, path).toBe(false);
      expect(loaded.foreignRequests, path).toBe(0);
    }
  });

  it("a production start, sign-up, sign-in and sign-out log no warning a correct deployment cannot silence", async () => {
    const server = await startServer();
    try {
      const account = newAccount("quiet");
      const post = (path: string, body: unknown, cookie = "") =>
        fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url, cookie },
          body: JSON.stringify(body),
        });
      expect((await post("/api/auth/sign-up", account)).status).toBe(200);
      const signIn = await post("/api/auth/sign-in", { email: account.email, password: account.password });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      expect((await post("/api/auth/sign-out", {}, cookie)).status).toBe(200);
    } finally {
      await server.stop();
    }
    const lines = server.output.map((line) => JSON.parse(line) as { level: number; msg?: string });
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(server.output.join("\n")).not.toMatch(/could not determine a client IP/i);
  });

  it("stops with exit code 1 and one line naming a bad variable", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", PORT: "abc" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
  });
});
