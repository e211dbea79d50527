import { describe, expect, it } from "vitest";
import { type FirstLoad, measureFirstLoad } from "../../scripts/bench/bundle";
import { openPage, signUpThrough } from "./harness";
import { serverAndBrowser } from "./suite";

/*
 * Budgets for the first load, in bytes on the wire with the cache disabled. The bytes a build sends
 * are the same on every run, so these are checks, not timings.
 */
const KB = 1024;
// Raised by 1 KB and 2 KB on 2026-11-26: the first chunk now carries what a first visit can meet
// before any page loads (the store-outage screen, the chunk-retry page, the language select's
// choose-on-commit keys, Arabic-Indic digit formatting) and /browse the rating-aware rows. What
// could move out did (lazy genre rows, lazy display-name rule, no modulepreload polyfill); the
// lower targets of the issue "Instant" (/ ≤ 90 KB) are still open.
const HOME_CODE_BUDGET = 90 * KB;
const BROWSE_CODE_BUDGET = 130 * KB;
const ARABIC_FONT = /noto-sans-arabic/i;

const arabicFonts = (load: FirstLoad) =>
  load.requests.filter((request) => request.kind === "fonts" && ARABIC_FONT.test(request.url)).map((r) => r.url);

describe("first load", () => {
  const running = serverAndBrowser();

  it("/ in English: JS+CSS within 90 KB on the wire, and no Arabic font", async () => {
    const load = await measureFirstLoad(running.browser, running.server.url, "/");
    expect(load.wire.code, "JS+CSS bytes on the wire").toBeLessThanOrEqual(HOME_CODE_BUDGET);
    expect(load.wire.fonts, "a Latin font is loaded").toBeGreaterThan(0);
    expect(arabicFonts(load)).toEqual([]);
  });

  it("/browse signed in, English: JS+CSS within 130 KB on the wire, and no Arabic font", async () => {
    const load = await measureFirstLoad(running.browser, running.server.url, "/browse");
    expect(load.wire.code, "JS+CSS bytes on the wire").toBeLessThanOrEqual(BROWSE_CODE_BUDGET);
    expect(arabicFonts(load)).toEqual([]);
  });

  it("each lazy page's HTML preloads its own chunk, found from the build (/ names none)", async () => {
    const preloads = async (path: string) => {
      const html = await (await fetch(`${running.server.url}${path}`)).text();
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    };
    const [browse, account, reset] = await Promise.all(["/browse", "/account", "/reset-password"].map(preloads));
    expect(await preloads("/")).toEqual([]);
    expect(browse?.length, "/browse").toBeGreaterThan(0);
    expect(account?.length, "/account").toBeGreaterThan(0);
    // The two account pages share one chunk; /browse's is another.
    expect(reset).toEqual(account);
    expect(browse?.[0]).not.toBe(account?.[0]);
  });

  it("/ in Arabic still draws its text with Noto Sans Arabic", async () => {
    const load = await measureFirstLoad(running.browser, running.server.url, "/", { language: "AR" });
    expect(arabicFonts(load).length).toBeGreaterThan(0);
  });

  it("/browse signed in evaluates no code: no Content-Security-Policy report", async () => {
    const { context, page } = await openPage(running.browser, { baseURL: running.server.url });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener("securitypolicyviolation", (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await signUpThrough(page.request, "csp");
    await page.goto("/browse");
    await page.getByRole("list", { name: "Popular" }).getByRole("img").first().waitFor();
    await page.waitForLoadState("networkidle");
    violations.push(...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)));
    expect(violations).toEqual([]);
    await context.close();
  });
});
