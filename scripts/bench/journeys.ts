/**
 * Two journeys in Chromium, timed inside the page (event time stamps, no polling in the figure):
 *  (a) Sign In click → the first row's first poster loaded, TMDB mode against the fake TMDB answering
 *      every API call after 150 ms: cold (first sign-in after the server started) and warm (a second
 *      browser context), with the upstream API calls each one caused;
 *  (b) GPT Search: Enter in the search box → 5 result rows shown, the fake OpenAI model answering
 *      after 300 ms; the median over 5 different queries and its overhead over the model.
 *   npx tsx scripts/bench/journeys.ts
 */
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newAccount, openPage, signUpThrough, startServer } from "../../tests/e2e/harness.js";
import { startFakeOpenAi } from "../../tests/fakes/openai.js";
import { startFakeTmdb } from "../../tests/fakes/tmdb.js";

export const TMDB_DELAY_MS = 150;
export const MODEL_DELAY_MS = 300;
const QUERIES = [
  "feel-good heist movies from the 90s",
  "slow-burn space thrillers",
  "funny animated movies for kids",
  "best Spielberg films",
  "gritty crime dramas set in Los Angeles",
];
export const POSTER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="750"><rect width="500" height="750" fill="#345"/></svg>';

export interface SignInRun {
  ms: number;
  /** Requests that reached the fake TMDB's API (`/3/…`) during the run; posters not counted. */
  upstreamCalls: number;
}

export interface JourneyFigures {
  signIn: { tmdbDelayMs: number; cold: SignInRun; warm: SignInRun };
  gptSearch: { modelDelayMs: number; runsMs: number[]; medianMs: number; overheadMs: number; modelCalls: number };
}

type Account = ReturnType<typeof newAccount>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Record, in the page's own clock, the latest click and when each image finished loading. */
export function recordTimes(): void {
  const w = window as unknown as { __clickAt?: number };
  document.addEventListener("click", (event) => (w.__clickAt = event.timeStamp), { capture: true });
  document.addEventListener(
    "load",
    (event) => {
      if (event.target instanceof HTMLImageElement) event.target.dataset.loadedAt = String(event.timeStamp);
    },
    { capture: true },
  );
}

/** Sign up through the form (as a person does) with the movie API blocked, so the server's cache stays cold. */
async function signUpInBrowser(browser: Browser, baseURL: string, account: Account): Promise<void> {
  const { context, page } = await openPage(browser, { baseURL });
  await page.route("**/api/movies/**", (route) => route.abort());
  await page.goto("/");
  await page.getByRole("link", { name: "New To Reelwise? Sign Up Now." }).click();
  await page.getByRole("heading", { name: "Sign Up" }).waitFor();
  await page.getByLabel("Username", { exact: true }).fill(account.username);
  await page.getByLabel("Email address", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/browse");
  await context.close();
}

/** A fresh context: the sign-in form, then Sign In; ms from the click to the first row's first poster loaded. */
async function timedSignIn(browser: Browser, baseURL: string, account: Account): Promise<number> {
  const { context, page } = await openPage(browser, { baseURL });
  try {
    await page.addInitScript(recordTimes);
    await page.goto("/");
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    await page.getByLabel("Email address", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const poster = page.getByRole("main").getByRole("list", { name: "Now Playing", exact: true }).getByRole("img");
    await poster.first().waitFor({ timeout: 30_000 });
    const handle = await poster.first().elementHandle();
    await page.waitForFunction((img) => (img as HTMLImageElement).dataset.loadedAt !== undefined, handle, {
      timeout: 30_000,
    });
    return await page.evaluate(
      (img) =>
        Number((img as HTMLImageElement).dataset.loadedAt) -
        ((window as unknown as { __clickAt?: number }).__clickAt ?? Number.NaN),
      handle,
    );
  } finally {
    await context.close();
  }
}

export async function measureSignIn(browser: Browser): Promise<JourneyFigures["signIn"]> {
  const tmdb = await startFakeTmdb({ delayMs: TMDB_DELAY_MS });
  tmdb.route("GET /img/:size/:file", { headers: { "content-type": "image/svg+xml" }, body: POSTER_SVG });
  const server = await startServer({
    env: { TMDB_TOKEN: tmdb.token, TMDB_API_URL: tmdb.url, TMDB_IMAGE_URL: `${tmdb.url}/img` },
  });
  try {
    const account = newAccount("journey");
    await signUpInBrowser(browser, server.url, account);
    const before = tmdb.callsTo("/3/");
    if (before !== 0) throw new Error(`the fake TMDB saw ${before} API calls before the first sign-in`);
    const coldMs = await timedSignIn(browser, server.url, account);
    const afterCold = tmdb.callsTo("/3/");
    const warmMs = await timedSignIn(browser, server.url, account);
    return {
      tmdbDelayMs: TMDB_DELAY_MS,
      cold: { ms: coldMs, upstreamCalls: afterCold },
      warm: { ms: warmMs, upstreamCalls: tmdb.callsTo("/3/") - afterCold },
    };
  } finally {
    await server.stop();
    await tmdb.close();
  }
}

/** Arm a watcher for the next Enter, then resolve (later, via `__rowsAfterEnter`) with ms until 5 new rows show. */
function armRowWatch(): void {
  const main = document.querySelector("main");
  if (!main) throw new Error("no <main>");
  const old = new Set(main.querySelectorAll("section"));
  const w = window as unknown as { __rowsAfterEnter?: Promise<number> };
  w.__rowsAfterEnter = new Promise<number>((resolve) => {
    let enterAt: number | undefined;
    document.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && enterAt === undefined) enterAt = event.timeStamp;
    });
    const observer = new MutationObserver(() => {
      const rows = [...main.querySelectorAll("section")].filter((s) => !old.has(s) && s.getClientRects().length > 0);
      if (enterAt === undefined || rows.length < 5) return;
      observer.disconnect();
      resolve(performance.now() - enterAt);
    });
    observer.observe(main, { childList: true, subtree: true });
  });
}

async function timedSearch(page: Page, query: string): Promise<number> {
  const input = page.getByRole("textbox", { name: "Describe what you feel like watching" });
  await input.fill(query);
  await page.evaluate(armRowWatch);
  await input.press("Enter");
  return page.evaluate(() => (window as unknown as { __rowsAfterEnter: Promise<number> }).__rowsAfterEnter);
}

export async function measureGptSearch(browser: Browser): Promise<JourneyFigures["gptSearch"]> {
  const model = await startFakeOpenAi({ delayMs: MODEL_DELAY_MS });
  const server = await startServer({ env: { OPENAI_API_KEY: model.key, OPENAI_BASE_URL: model.baseUrl } });
  const { context, page } = await openPage(browser, { baseURL: server.url });
  try {
    await signUpThrough(page.request, "gpt");
    await page.goto("/browse");
    await page.getByRole("button", { name: "GPT Search" }).click();
    await page.getByRole("textbox", { name: "Describe what you feel like watching" }).waitFor();
    const runsMs: number[] = [];
    // Different queries: the server caches the names a query was answered with.
    for (const query of QUERIES) runsMs.push(await timedSearch(page, query));
    const medianMs = median(runsMs);
    return {
      modelDelayMs: MODEL_DELAY_MS,
      runsMs,
      medianMs,
      overheadMs: medianMs - MODEL_DELAY_MS,
      modelCalls: model.calls,
    };
  } finally {
    await context.close();
    await server.stop();
    await model.close();
  }
}

export async function measureJourneys(browser: Browser): Promise<JourneyFigures> {
  return { signIn: await measureSignIn(browser), gptSearch: await measureGptSearch(browser) };
}

/** `[figure, measured]` rows for the summary table. */
export function journeyRows(f: JourneyFigures): [string, string][] {
  const ms = (n: number) => `${Math.round(n).toLocaleString("en")} ms`;
  const { cold, warm } = f.signIn;
  const g = f.gptSearch;
  return [
    [
      `Sign In click → first row's poster loaded, fake TMDB at ${f.signIn.tmdbDelayMs} ms a call`,
      `cold ${ms(cold.ms)} (${cold.upstreamCalls} upstream calls), warm ${ms(warm.ms)} (${warm.upstreamCalls})`,
    ],
    [
      `GPT search Enter → 5 rows, model answering after ${g.modelDelayMs} ms`,
      `median ${ms(g.medianMs)}: ${ms(g.overheadMs)} over the model (runs ${g.runsMs.map(ms).join(", ")}; ${g.modelCalls} model calls)`,
    ],
  ];
}

/** A browser benchmark run on its own (`tsx scripts/bench/x.ts`): its figures, one line each. */
export async function printBrowserFigures(rows: (browser: Browser) => Promise<[string, string][]>): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const [figure, measured] of await rows(browser)) process.stdout.write(`${figure}: ${measured}\n`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await printBrowserFigures(async (browser) => journeyRows(await measureJourneys(browser)));
}
