/**
 * `/browse` painting, signed in, in Chromium at normal CPU on the embedded catalogue, each run in a
 * fresh browser context (nothing cached), timed by the browser itself from the navigation's start:
 * first contentful paint, largest contentful paint, the featured film's heading shown and the first
 * row's first poster loaded; the median of `runs` (10 by default).
 *   npx tsx scripts/bench/browse-paint.ts [runs]
 */
import type { Browser } from "playwright-core";
import { openPage, signUpThrough, startServer } from "../../tests/e2e/harness.js";
import { printBrowserFigures, recordTimes } from "./journeys.js";

export interface BrowsePaintRun {
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  /** The first row's first poster finished loading. */
  firstPoster: number;
}

export interface BrowsePaintFigures {
  runs: BrowsePaintRun[];
  median: BrowsePaintRun;
}

/** Keep the paint entries the browser reports (LCP entries come only to an observer). */
function observePaints(): void {
  const w = window as unknown as { __paints: Record<string, number> };
  w.__paints = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__paints[entry.name || entry.entryType] = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__paints.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

async function oneRun(browser: Browser, baseURL: string): Promise<BrowsePaintRun> {
  const { context, page } = await openPage(browser, { baseURL });
  try {
    await signUpThrough(page.request, "paint");
    await context.addInitScript(observePaints);
    await context.addInitScript(recordTimes);
    await page.goto("/browse");
    const poster = page.getByRole("list", { name: "Popular" }).getByRole("img").first();
    await poster.waitFor();
    await page.waitForFunction(() => {
      const first = document.querySelector("ul img") as HTMLImageElement | null;
      return first?.dataset.loadedAt !== undefined;
    });
    await page.waitForLoadState("networkidle");
    // LCP is final once the page has been interacted with or hidden; read what was reported so far.
    return await page.evaluate(() => {
      const paints = (window as unknown as { __paints: Record<string, number> }).__paints;
      const first = document.querySelector("ul img") as HTMLImageElement | null;
      return {
        firstContentfulPaint: paints["first-contentful-paint"] ?? Number.NaN,
        largestContentfulPaint: paints.lcp ?? Number.NaN,
        firstPoster: Number(first?.dataset.loadedAt ?? Number.NaN),
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export async function measureBrowsePaint(browser: Browser, baseURL: string, runs = 10): Promise<BrowsePaintFigures> {
  await oneRun(browser, baseURL); // the server's first lists and art are drawn once; not counted
  const all: BrowsePaintRun[] = [];
  for (let run = 0; run < runs; run++) all.push(await oneRun(browser, baseURL));
  const of = (key: keyof BrowsePaintRun) => median(all.map((run) => run[key]));
  return {
    runs: all,
    median: {
      firstContentfulPaint: of("firstContentfulPaint"),
      largestContentfulPaint: of("largestContentfulPaint"),
      firstPoster: of("firstPoster"),
    },
  };
}

export function browsePaintRows(f: BrowsePaintFigures): [string, string][] {
  const ms = (n: number) => `${Math.round(n).toLocaleString("en")} ms`;
  const { median: m } = f;
  return [
    [
      `/browse signed in, fresh context, median of ${f.runs.length}: first paint, LCP, first row's poster loaded`,
      `FCP ${ms(m.firstContentfulPaint)}, LCP ${ms(m.largestContentfulPaint)}, poster ${ms(m.firstPoster)}`,
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 10);
  const server = await startServer();
  try {
    await printBrowserFigures(async (browser) => browsePaintRows(await measureBrowsePaint(browser, server.url, runs)));
  } finally {
    await server.stop();
  }
}
