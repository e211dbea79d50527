/**
 * What a request costs:
 * - Over HTTP, as a user meets it (`search-over-http.ts`): the compiled server on loopback, a
 *   client loop of three health checks and a GPT Search (a query never seen before), as Chromium
 *   asks; the figures, first ÷ last row and search ÷ health, are these.
 * - In process, without the network: the whole app (`createApp` over `createServices`, embedded
 *   defaults) answering `app.fetch` one request at a time under tsx (where each post to the
 *   engine's worker also costs the loader's threads ~2 ms: not what the compiled server pays):
 *   `GET /api/health`, cached `GET /api/movies/popular` (signed in) and a streamed local GPT
 *   Search, p50 / p95 in ms; for the search, the time to its first row and to its last.
 * - The catalogue ×10 (32,000 synthetic films from the embedded one): "More like this"
 *   (`CatalogSource.similar`) and the suggestion pipeline (local engine + rows) p50 / p95.
 *   npx tsx scripts/bench/request-cost.ts [rounds=300] [http|app|tenfold]   (one part alone: for paired runs)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import type { LanguageId } from "../../src/contract/language.js";
import { createApp } from "../../src/server/app.js";
import { loadConfig } from "../../src/server/config.js";
import { Catalog } from "../../src/server/movies/catalog/catalog.js";
import type { Film } from "../../src/server/movies/catalog/film.js";
import { CatalogSource } from "../../src/server/movies/catalog-source.js";
import { createServices } from "../../src/server/services.js";
import { LocalSuggester } from "../../src/server/suggest/local/local-suggester.js";
import { startSuggestionStream } from "../../src/server/suggest/suggestion-stream.js";
import { QUERIES, signedUpCookie } from "./search-kit.js";
import { describeSearchOverHttp, measureSearchOverHttp, type SearchOverHttp } from "./search-over-http.js";

/** Searches before any is timed: their facets (`keyOf`) are none of `QUERIES`' (years, genres, topics, people, ratings). */
const WARM_UP = [
  "warm up",
  "musicals from the 60s",
  "crime films from the 2000s",
  "películas de ciencia ficción",
  "sad movies from the 70s",
  "movies by Steven Spielberg",
  "rated R action films",
  "historical epics",
];

export interface Spread {
  p50: number;
  p95: number;
}

export interface RequestCostFigures {
  rounds: number;
  /** GPT Search over HTTP against the compiled server (`search-over-http.ts`, rounds ÷ 5 searches). */
  overHttp: SearchOverHttp | undefined;
  healthMs: Spread;
  popularMs: Spread;
  suggestion: { firstRowMs: Spread; lastRowMs: Spread; firstOverLast: number; overHealth: number };
  /**
   * `pipelineCpuMs`: the process's CPU time per pipeline, which other work on the machine does not
   * inflate; `firstSightCpuMs`: the same for each query's first run (the engine meets its facets
   * for the first time: each is worked out over the catalogue once, then kept), not in the others.
   */
  tenfold: {
    films: number;
    similarMs: Spread;
    /** The same, CPU time: what a look-up costs when the machine is busy (wall time then counts waiting). */
    similarCpuMs: Spread;
    pipelineMs: Spread;
    pipelineCpuMs: Spread;
    firstSightCpuMs: Spread;
  };
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Read an NDJSON answer line by line: the time its first `movies` line arrived, and its end. */
async function readRows(response: Response, start: number): Promise<{ first: number; last: number }> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no body");
  const decoder = new TextDecoder();
  let text = "";
  let first = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(first) && text.includes('"type":"movies"')) first = performance.now() - start;
  }
  return { first, last: performance.now() - start };
}

/** The embedded catalogue `times` over: each copy's films with new ids and a numbered title. */
export function syntheticCatalog(base: readonly Film[], times: number): Catalog {
  const films: Film[] = [];
  for (let copy = 0; copy < times; copy += 1) {
    for (const film of base) {
      films.push(copy === 0 ? film : { ...film, id: film.id + copy * 2 ** 27, title: `${film.title} ${copy + 1}` });
    }
  }
  return new Catalog(films).warm();
}

async function measureApp(rounds: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-bench-cost-"));
  const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: "10000" });
  const services = await createServices(config, dataDir, pino({ level: "silent" }));
  try {
    const app = createApp(services.deps);
    const origin = "http://localhost";
    const cookie = await signedUpCookie(async (path, init) => app.request(`${origin}${path}`, init));
    const get = async (path: string) => (await app.request(`${origin}${path}`, { headers: { cookie } })).arrayBuffer();
    for (let i = 0; i < 50; i += 1) await Promise.all([get("/api/health"), get("/api/movies/popular?language=EN")]);
    const health: number[] = [];
    const popular: number[] = [];
    const first: number[] = [];
    const last: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      health.push(await timed(() => get("/api/health")));
      popular.push(await timed(() => get("/api/movies/popular?language=EN")));
      if (i % 3 !== 0) continue;
      const start = performance.now();
      const response = await app.request(`${origin}/api/suggestions`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ query: `${QUERIES[i % QUERIES.length]} ${i}`, language: "EN" }),
      });
      const rows = await readRows(response, start);
      first.push(rows.first);
      last.push(rows.last);
    }
    return { health: spread(health), popular: spread(popular), first: spread(first), last: spread(last) };
  } finally {
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureTenfold(rounds: number) {
  const log = pino({ level: "silent" });
  const catalog = syntheticCatalog(Catalog.load().films, 10);
  const movies = new CatalogSource(catalog);
  const suggester = new LocalSuggester(catalog, log);
  const language: LanguageId = "EN";
  const ids = catalog.films.filter((_, i) => i % 97 === 0).map((f) => f.id);
  const similar: number[] = [];
  const similarCpu: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const id = ids[i % ids.length] ?? 0;
    const used = process.cpuUsage();
    similar.push(await timed(() => movies.similar(id, language)));
    const { user, system } = process.cpuUsage(used);
    similarCpu.push((user + system) / 1000);
  }
  // As the route runs it: the understanding first, then the names (one pick), then the rows.
  const search = async (query: string) => {
    const understood = suggester.understand(query);
    const started = await startSuggestionStream(
      { movies },
      (onName, signal) => suggester.suggest(query, language, signal, onName),
      { language, understood, signal: new AbortController().signal },
    );
    if (!started.ok) throw new Error(started.error.code);
    await new Response(started.body).arrayBuffer();
  };
  const cpuOf = async (query: string) => {
    const used = process.cpuUsage();
    await search(query);
    const { user, system } = process.cpuUsage(used);
    return (user + system) / 1000;
  };
  // Warmed as a started server is: the engine's indexes are built by its first query, not timed,
  // and its code compiled by a few searches (a first search's CPU time was mostly the compiler's
  // threads), with facets none of QUERIES has, so that each query's first run still meets its own.
  for (const query of WARM_UP) await search(query);
  // Each query once, as a new server meets it: reported apart (its facets are worked out then kept).
  const firstSight: number[] = [];
  for (const query of QUERIES) firstSight.push(await cpuOf(query));
  const pipeline: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < Math.max(10, rounds / 5); i += 1) {
    const query = QUERIES[i % QUERIES.length] ?? "";
    const used = process.cpuUsage();
    pipeline.push(await timed(() => search(query)));
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  return {
    films: catalog.films.length,
    similarMs: spread(similar),
    similarCpuMs: spread(similarCpu),
    pipelineMs: spread(pipeline),
    pipelineCpuMs: spread(cpu),
    firstSightCpuMs: spread(firstSight),
  };
}

const NOT_RUN: Spread = { p50: Number.NaN, p95: Number.NaN };

export async function measureRequestCost(rounds = 300, part?: "http" | "app" | "tenfold"): Promise<RequestCostFigures> {
  const [overHttp] = part === undefined || part === "http" ? await measureSearchOverHttp(Math.max(20, rounds / 5)) : [];
  const app =
    part === "tenfold" || part === "http"
      ? { health: NOT_RUN, popular: NOT_RUN, first: NOT_RUN, last: NOT_RUN }
      : await measureApp(rounds);
  const tenfold =
    part === "app" || part === "http"
      ? {
          films: 0,
          similarMs: NOT_RUN,
          similarCpuMs: NOT_RUN,
          pipelineMs: NOT_RUN,
          pipelineCpuMs: NOT_RUN,
          firstSightCpuMs: NOT_RUN,
        }
      : await measureTenfold(rounds);
  return {
    rounds,
    overHttp,
    healthMs: app.health,
    popularMs: app.popular,
    suggestion: {
      firstRowMs: app.first,
      lastRowMs: app.last,
      firstOverLast: app.first.p50 / app.last.p50,
      overHealth: app.last.p50 / app.health.p50,
    },
    tenfold,
  };
}

const ms = (s: Spread) => `p50 ${s.p50.toFixed(3)} ms, p95 ${s.p95.toFixed(3)} ms`;

/** The table rows of `npm run bench`. */
export function requestCostRows(f: RequestCostFigures): [string, string][] {
  const { suggestion, tenfold } = f;
  return [
    [
      "over HTTP, compiled server: GPT Search (local engine) and health",
      f.overHttp ? describeSearchOverHttp(f.overHttp) : "not run",
    ],
    ["in process: GET /api/health; cached popular list", `${ms(f.healthMs)}; ${ms(f.popularMs)}`],
    [
      "in process: GPT Search (local engine), first row; last row",
      `${ms(suggestion.firstRowMs)}; ${ms(suggestion.lastRowMs)} (first ÷ last ${suggestion.firstOverLast.toFixed(2)}; the issue's figures are over HTTP)`,
    ],
    [`catalogue ×10 (${tenfold.films} films): "More like this"`, `${ms(tenfold.similarMs)} (target p95 ≤ 10 ms)`],
    [`catalogue ×10: "More like this", CPU`, ms(tenfold.similarCpuMs)],
    [`catalogue ×10: suggestion pipeline`, `${ms(tenfold.pipelineMs)} (target p95 ≤ 50 ms)`],
    [`catalogue ×10: suggestion pipeline, CPU`, `${ms(tenfold.pipelineCpuMs)} (target p95 ≤ 50 ms)`],
    [`catalogue ×10: suggestion pipeline, CPU, each query's first run`, ms(tenfold.firstSightCpuMs)],
  ];
}

export function printRequestCost(f: RequestCostFigures): void {
  if (f.overHttp) console.log(`over HTTP, compiled server: ${describeSearchOverHttp(f.overHttp)}`);
  if (!Number.isNaN(f.healthMs.p50)) printInProcess(f);
  if (f.tenfold.films > 0) printTenfold(f);
}

function printInProcess(f: RequestCostFigures): void {
  console.log(`request cost in process (${f.rounds} rounds, one request at a time)`);
  console.log(`  GET /api/health            ${ms(f.healthMs)}`);
  console.log(`  GET /api/movies/popular    ${ms(f.popularMs)}`);
  console.log(`  GPT Search, first row      ${ms(f.suggestion.firstRowMs)}`);
  console.log(`  GPT Search, last row       ${ms(f.suggestion.lastRowMs)}`);
  console.log(
    `  first ÷ last row (p50) ${f.suggestion.firstOverLast.toFixed(2)}; search ÷ health (p50) ${f.suggestion.overHealth.toFixed(1)}× (in process; the issue's figures are over HTTP, above)`,
  );
}

function printTenfold(f: RequestCostFigures): void {
  console.log(`catalogue ×10 (${f.tenfold.films} films)`);
  console.log(`  "More like this"           ${ms(f.tenfold.similarMs)} (target p95 ≤ 10 ms)`);
  console.log(`  "More like this", CPU      ${ms(f.tenfold.similarCpuMs)}`);
  console.log(`  suggestion pipeline        ${ms(f.tenfold.pipelineMs)} (target p95 ≤ 50 ms)`);
  console.log(`  suggestion pipeline, CPU   ${ms(f.tenfold.pipelineCpuMs)} (target p95 ≤ 50 ms)`);
  console.log(`  … each query's first run   ${ms(f.tenfold.firstSightCpuMs)} (CPU)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const part = process.argv[3];
  if (part !== undefined && part !== "http" && part !== "app" && part !== "tenfold") {
    throw new Error("part: http, app or tenfold");
  }
  printRequestCost(await measureRequestCost(Number(process.argv[2] ?? 300), part));
}
