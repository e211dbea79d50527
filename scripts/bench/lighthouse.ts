/**
 * Lighthouse, mobile preset (simulated slow 4G, 4× CPU slowdown, phone screen) and desktop preset,
 * for `/` and for `/browse` signed in, on the real server with its embedded defaults. Chromium is launched by playwright-core with a DevTools port Lighthouse connects
 * to; each page gets a fresh profile (cold cache). For `/browse` the account is made in that profile
 * first, and `disableStorageReset` keeps its session cookie for Lighthouse's tab.
 *   npx tsx scripts/bench/lighthouse.ts [baseUrl]   (starts a server when no URL is given)
 * With `LIGHTHOUSE_JSON_DIR` set, each report is also written there in full (e.g. to read the LCP
 * element and the critical request chain).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { type BrowserContext, chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, signUpThrough, startServer } from "../../tests/e2e/harness.js";

export type FormFactor = "mobile" | "desktop";

export interface LighthouseFigures {
  path: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  /** Total blocking time: what the mobile score swings with. */
  tbtMs: number;
  /** Main-thread work during the load (script evaluation, style, layout, parsing). */
  mainThreadMs: number;
  domElements: number;
}

async function withChrome<T>(fn: (context: BrowserContext, port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "reelwise-lighthouse-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    headless: true,
    viewport: null, // leave the screen emulation to Lighthouse's preset
  });
  try {
    return await fn(context, port);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function audit(url: string, port: number, formFactor: FormFactor): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    {
      port,
      hostname: "127.0.0.1",
      logLevel: "error",
      output: "json",
      disableStorageReset: true,
      onlyCategories: ["performance", "accessibility", "best-practices"],
    },
    // No config is Lighthouse's default: the mobile preset with simulated throttling.
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
  if (jsonDir) {
    mkdirSync(jsonDir, { recursive: true });
    const name = `${formFactor}${new URL(url).pathname.replaceAll("/", "-")}.json`.replace("-.json", "-root.json");
    writeFileSync(join(jsonDir, name), JSON.stringify(result.lhr, null, 2));
  }
  return {
    path: new URL(finalDisplayedUrl).pathname,
    formFactor,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    mainThreadMs: audits["mainthread-work-breakdown"]?.numericValue ?? Number.NaN,
    domElements: audits["dom-size"]?.numericValue ?? Number.NaN,
  };
}

/** Lighthouse for `/browse`, signed in on a new account made in the audited profile. */
export async function auditBrowse(baseUrl: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  const browse = await withChrome(async (context, port) => {
    await signUpThrough(context.request, "lighthouse", baseUrl);
    return audit(`${baseUrl}/browse`, port, formFactor);
  });
  if (browse.path !== "/browse") throw new Error(`Lighthouse ended on ${browse.path}, not /browse`);
  return browse;
}

/** Lighthouse for `/` (signed out) and `/browse` (signed in) against a running server, mobile then desktop. */
export async function measureLighthouse(baseUrl: string): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const formFactor of ["mobile", "desktop"] as const) {
    figures.push(await withChrome((_context, port) => audit(`${baseUrl}/`, port, formFactor)));
    figures.push(await auditBrowse(baseUrl, formFactor));
  }
  return figures;
}

/** `[figure, measured]` rows for the summary table. */
export function lighthouseRows(figures: LighthouseFigures[]): [string, string][] {
  return figures.map((f) => [
    `Lighthouse ${f.formFactor} ${f.path}${f.path === "/browse" ? " (signed in)" : ""}`,
    `performance ${f.performance}, a11y ${f.accessibility}, best practices ${f.bestPractices}, LCP ${(f.lcpMs / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)}, TBT ${Math.round(f.tbtMs)} ms, main thread ${(f.mainThreadMs / 1000).toFixed(1)} s, ${f.domElements} DOM elements`,
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv[2];
  const server = given ? undefined : await startServer();
  try {
    const figures = await measureLighthouse(given ?? server?.url ?? "");
    for (const [figure, measured] of lighthouseRows(figures)) process.stdout.write(`${figure}: ${measured}\n`);
  } finally {
    await server?.stop();
  }
}
