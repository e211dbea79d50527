/**
 * `npm run bench`: every figure of docs/performance.md in one run, one after another (so they do not
 * compete for the CPU), each on its own fresh server. Prints a table and writes bench/results.json.
 * A figure that throws is reported and the others still run; the exit code is 0 only if all ran.
 *   npm run bench [-- <autocannon seconds, default 10; the abuse run lasts three times as long>]
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser, repoRoot, startServer } from "../../tests/e2e/harness.js";
import { type AbuseFigures, measureUnderAbuse } from "../../tests/stress/abuse-run.js";
import { browsePaintRows, measureBrowsePaint } from "./browse-paint.js";
import { formatWire, measureFirstLoad } from "./bundle.js";
import { coldStartRows, measureColdStart } from "./cold-start.js";
import { discoverRows, measureDiscover } from "./discover.js";
import { firstRowRows, measureFirstRow } from "./gpt-stream.js";
import { journeyRows, measureJourneys } from "./journeys.js";
import { lighthouseRows, measureLighthouse } from "./lighthouse.js";
import { type HostileFigures, type LocalSuggestFigures, measureHostile, measureLocalSuggest } from "./local-suggest.js";
import { measureMyList, myListRows } from "./my-list.js";
import { measureRequestCost, requestCostRows } from "./request-cost.js";
import { measureRequestCpu, requestCpuRows } from "./request-cpu.js";
import { measureSignInFlood, signInFloodRows } from "./sign-in-flood.js";
import { measureStrangers, type StrangersFigures, sharesText, tallyText } from "./strangers.js";
import { measureSuggestionBudget, suggestionLoadRows } from "./suggestion-load.js";
import { measureTaste, tasteRows } from "./taste.js";
import { measureThroughput, throughputRows } from "./throughput.js";

type Row = [figure: string, measured: string];

interface Figure {
  name: string;
  /** The raw figures (for results.json) and their table rows. */
  run: () => Promise<{ value: unknown; rows: Row[] }>;
}

function figure<T>(name: string, measure: () => Promise<T>, rows: (value: T) => Row[]): Figure {
  return {
    name,
    run: async () => {
      const value = await measure();
      return { value, rows: rows(value) };
    },
  };
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("en")} KB`;

/** A fresh server with the embedded defaults for `fn`, stopped after it. */
async function withServer<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const server = await startServer();
  try {
    return await fn(server.url);
  } finally {
    await server.stop();
  }
}

async function withBrowser<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchBrowser();
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

async function bundleFigures() {
  return withServer((url) =>
    withBrowser(async (browser) => ({
      home: await measureFirstLoad(browser, url, "/"),
      browse: await measureFirstLoad(browser, url, "/browse"),
    })),
  );
}

type Bundles = Awaited<ReturnType<typeof bundleFigures>>;

function bundleRows({ home, browse }: Bundles): Row[] {
  const weight = (load: Bundles["home"]) =>
    `${kb(load.raw)} raw, ${kb(load.gzip)} gzip, ${kb(load.brotli)} brotli (${load.files.length} files)`;
  const vendor = home.firebaseOrOpenAiCode || browse.firebaseOrOpenAiCode;
  return [
    ["first load of / (signed out, EN), bytes on the wire", formatWire(home)],
    ["first load of /browse (signed in, EN), bytes on the wire", formatWire(browse)],
    ["first-load JS+CSS for / (local mode)", weight(home)],
    ["first-load JS+CSS for /browse", weight(browse)],
    [
      "Firebase / OpenAI code in what local mode loads; requests to other hosts on /",
      `${vendor ? "FOUND" : "none"}; ${home.foreignRequests}`,
    ],
  ];
}

function localSuggestRows(f: LocalSuggestFigures): Row[] {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  const lowest = (group: Record<string, { precision: number }>) =>
    Object.entries(group).reduce((a, b) => (b[1].precision < a[1].precision ? b : a));
  const [kind, weakestKind] = lowest(f.evalTest.byKind);
  const languages = Object.entries(f.evalTest.byLanguage).map(([k, v]) => `${k} ${pct(v.precision)}`);
  return [
    [
      `local suggestions, ${f.queries} queries × ${f.runs / f.queries}`,
      `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, max ${ms(f.max)}; engine heap ${f.engineHeapMb.toFixed(1)} MB`,
    ],
    [
      `generated evaluation, test half (${f.evalTest.queries} queries; dev ${pct(f.evalDev.precision)})`,
      `${pct(f.evalTest.precision)}; lowest kind ${kind} ${pct(weakestKind.precision)}; ${languages.join(", ")}`,
    ],
  ];
}

function strangersRows(f: StrangersFigures | undefined): Row[] {
  if (!f) return [["strangers set (../shared/eval)", "not on this machine"]];
  const weakest = Object.entries(f.byKind).reduce((a, b) => (b[1].passed < a[1].passed ? b : a));
  const languages = Object.entries(f.byLanguage).map(([k, t]) => `${k} ${tallyText(t)}`);
  return [
    [
      `strangers set, local engine (${f.queries} queries, check.mjs)`,
      `${tallyText(f)}; weakest kind ${weakest[0]} ${tallyText(weakest[1])}; ${languages.join(", ")}`,
    ],
    ...Object.entries(f.byKind).map(([k, t]): Row => [`  strangers kind ${k}`, tallyText(t)]),
    ["strangers set, 10 most suggested films (share of answers; bar 5 %)", sharesText(f.topFilms)],
    ["generated evaluation, 10 most suggested films", sharesText(f.topFilmsGenerated)],
  ];
}

function hostileRows(h: HostileFigures): Row[] {
  const worst = (rows: [string, number][]) => rows.reduce((a, b) => (b[1] > a[1] ? b : a), ["-", 0]);
  const [searchLabel, searchMs] = worst(h.search);
  const [suggestLabel, suggestMs] = worst(h.suggest);
  return [
    [`hostile inputs (${h.inputs}), worst Catalog.search`, `${searchMs.toFixed(1)} ms (${searchLabel})`],
    [`hostile inputs (${h.inputs}), worst local suggestion`, `${suggestMs.toFixed(1)} ms (${suggestLabel})`],
  ];
}

function abuseRows(f: AbuseFigures): Row[] {
  const refused = Object.entries(f.hostile)
    .filter(([key]) => key.endsWith(" 429"))
    .reduce((sum, [, n]) => sum + n, 0);
  const total = Object.values(f.hostile).reduce((sum, n) => sum + n, 0);
  return [
    [
      "polite client p99 (health + cached list): idle → under abuse",
      `${f.idle.p99} ms → ${f.underAbuse.p99} ms (×${(f.underAbuse.p99 / Math.max(f.idle.p99, 0.1)).toFixed(2)}); refused ${f.politeRefused.length}`,
    ],
    [
      "hostile clients (4 addresses, 20 streams): requests, of them 429",
      `${total.toLocaleString("en")}, ${refused.toLocaleString("en")}; server RSS ${f.rss.before} → ${f.rss.after} MB`,
    ],
  ];
}

/** Build the web app first, so the figures are those of the code as it is now, never a stale dist/. */
function build(): void {
  process.stderr.write("building the web app (npx vite build)\n");
  const run = spawnSync("npx", ["vite", "build"], { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
  if (run.status !== 0) throw new Error(`vite build failed (exit ${run.status})`);
}

function printTable(rows: Row[]): void {
  const width = Math.max(...rows.map(([figure]) => figure.length));
  const line = (a: string, b: string) => `${a.padEnd(width)}  ${b}\n`;
  process.stdout.write(`\n${line("figure", "measured")}${line("-".repeat(width), "--------")}`);
  for (const [figure, measured] of rows) process.stdout.write(line(figure, measured));
}

async function main(): Promise<number> {
  const seconds = Number(process.argv[2] ?? 10);
  build();
  const figures: Figure[] = [
    figure("bundle", bundleFigures, bundleRows),
    figure("throughput", () => measureThroughput(seconds), throughputRows),
    figure("request-cpu", () => measureRequestCpu(), requestCpuRows),
    figure("request-cost", () => measureRequestCost(), requestCostRows),
    figure("cold-start", () => measureColdStart(), coldStartRows),
    figure("my-list", () => measureMyList(), myListRows),
    figure("journeys", () => withBrowser(measureJourneys), journeyRows),
    figure(
      "browse-paint",
      () => withServer((url) => withBrowser((browser) => measureBrowsePaint(browser, url))),
      browsePaintRows,
    ),
    figure("gpt-stream", () => withBrowser(measureFirstRow), firstRowRows),
    figure("local-suggest", async () => measureLocalSuggest(3), localSuggestRows),
    figure("strangers", async () => measureStrangers(), strangersRows),
    figure("hostile-inputs", () => measureHostile(3), hostileRows),
    figure("discover", () => measureDiscover(3), discoverRows),
    figure("taste", measureTaste, tasteRows),
    figure("abuse", () => measureUnderAbuse(10, 3 * seconds), abuseRows),
    figure("sign-in-flood", () => measureSignInFlood(), signInFloodRows),
    figure("suggestion-load", measureSuggestionBudget, suggestionLoadRows),
    figure("lighthouse", () => withServer(measureLighthouse), lighthouseRows),
  ];

  const results: Record<string, unknown> = {};
  const rows: Row[] = [];
  let failed = 0;
  for (const { name, run } of figures) {
    const started = performance.now();
    process.stderr.write(`▶ ${name}…\n`);
    try {
      const done = await run();
      results[name] = done.value;
      rows.push(...done.rows);
      process.stderr.write(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    } catch (error) {
      failed++;
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      results[name] = { error: message };
      rows.push([name, `FAILED: ${message.split("\n")[0]}`]);
      process.stderr.write(`  ${name} failed:\n${message}\n`);
    }
  }

  printTable(rows);
  const machine = { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model, memGiB: totalmem() / 2 ** 30 };
  const out = join(repoRoot, "bench", "results.json");
  mkdirSync(join(repoRoot, "bench"), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`);
  process.stdout.write(`\nwrote ${out}${failed ? `; ${failed} figure(s) failed` : ""}\n`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
