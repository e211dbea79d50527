/**
 * GPT Search streamed: Enter in the search box → the first row's first poster loaded, in TMDB mode
 * (the fake TMDB answering every API call after `TMDB_DELAY_MS`) with a fake model that streams its
 * first name at `FIRST_NAME_MS` and its last at `LAST_NAME_MS`. Target: no more than the first
 * name + one upstream round trip + 100 ms. Timed inside the page (event time stamps); the median
 * over five queries, each answered with new names so no cache helps.
 *   npx tsx scripts/bench/gpt-stream.ts
 */
import type { Browser, Page } from "playwright-core";
import { openPage, signUpThrough, startServer } from "../../tests/e2e/harness.js";
import { startFakeOpenAi } from "../../tests/fakes/openai.js";
import { startFakeTmdb } from "../../tests/fakes/tmdb.js";
import { POSTER_SVG, printBrowserFigures, recordTimes, TMDB_DELAY_MS } from "./journeys.js";

export const FIRST_NAME_MS = 300;
export const LAST_NAME_MS = 2_000;
const NAMES = 5;
/** Runs; each names five of the fake TMDB's searchable titles ("Top Rated Sample N"; sample 4 has no poster). */
const RUNS = [1, 2, 3, 5, 6];

export interface FirstRowFigures {
  firstNameMs: number;
  lastNameMs: number;
  tmdbDelayMs: number;
  targetMs: number;
  runsMs: number[];
  medianMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Names the fake TMDB finds, different for each run. */
function contentFor(run: number): string {
  return Array.from({ length: NAMES }, (_, i) => `Top Rated Sample ${run + (i === 0 ? 0 : 10 + i)} (2026)`).join(", ");
}

/** Enter → the first row's first poster loaded, in the page's clock. */
async function timedFirstRow(page: Page, query: string): Promise<number> {
  const input = page.getByRole("textbox", { name: "Describe what you feel like watching" });
  await input.fill(query);
  await page.evaluate(() => {
    const w = window as unknown as { __enterAt?: number };
    w.__enterAt = undefined;
    document.addEventListener("keydown", (e) => {
      if (e.key === "Enter") w.__enterAt ??= e.timeStamp;
    });
  });
  await input.press("Enter");
  const poster = page.getByRole("main").getByRole("region").first().getByRole("img").first();
  const handle = await (await poster.elementHandle({ timeout: 30_000 }))?.asElement();
  if (!handle) throw new Error("no poster in the first row");
  await page.waitForFunction((img) => (img as HTMLImageElement).dataset.loadedAt !== undefined, handle, {
    timeout: 30_000,
  });
  return page.evaluate(
    (img) =>
      Number((img as HTMLImageElement).dataset.loadedAt) -
      ((window as unknown as { __enterAt: number }).__enterAt ?? 0),
    handle,
  );
}

export async function measureFirstRow(browser: Browser): Promise<FirstRowFigures> {
  const gap = (LAST_NAME_MS - FIRST_NAME_MS) / (NAMES - 1);
  const model = await startFakeOpenAi({
    stream: { delaysMs: [FIRST_NAME_MS, ...Array.from({ length: NAMES - 1 }, () => gap)] },
  });
  const tmdb = await startFakeTmdb({ delayMs: TMDB_DELAY_MS });
  tmdb.route("GET /img/:size/:file", { headers: { "content-type": "image/svg+xml" }, body: POSTER_SVG });
  const server = await startServer({
    env: {
      OPENAI_API_KEY: model.key,
      OPENAI_BASE_URL: model.baseUrl,
      TMDB_TOKEN: tmdb.token,
      TMDB_API_URL: tmdb.url,
      TMDB_IMAGE_URL: `${tmdb.url}/img`,
    },
  });
  const { context, page } = await openPage(browser, { baseURL: server.url });
  try {
    await page.addInitScript(recordTimes);
    await signUpThrough(page.request, "stream");
    const runsMs: number[] = [];
    for (const run of RUNS) {
      model.setContent(contentFor(run));
      // A fresh GPT view (no query in the address) for each run, as a person's first search.
      await page.goto("/browse?view=gpt");
      runsMs.push(await timedFirstRow(page, `streamed search ${run}`));
    }
    return {
      firstNameMs: FIRST_NAME_MS,
      lastNameMs: LAST_NAME_MS,
      tmdbDelayMs: TMDB_DELAY_MS,
      targetMs: FIRST_NAME_MS + TMDB_DELAY_MS + 100,
      runsMs,
      medianMs: median(runsMs),
    };
  } finally {
    await context.close();
    await server.stop();
    await tmdb.close();
    await model.close();
  }
}

/** `[figure, measured]` rows for the summary table. */
export function firstRowRows(f: FirstRowFigures): [string, string][] {
  const ms = (n: number) => `${Math.round(n).toLocaleString("en")} ms`;
  return [
    [
      `GPT search Enter → first row's poster, names streamed at ${f.firstNameMs}…${f.lastNameMs} ms, TMDB ${f.tmdbDelayMs} ms`,
      `median ${ms(f.medianMs)} (target ≤ ${ms(f.targetMs)}; runs ${f.runsMs.map(ms).join(", ")})`,
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await printBrowserFigures(async (browser) => firstRowRows(await measureFirstRow(browser)));
}
