/**
 * GPT Search as a user meets it: the compiled server (`node .server/server/main.js`, what
 * `npm start` runs; built first) over HTTP on loopback, one client asking one thing at a time as
 * Chromium asks (`accept-encoding: gzip, deflate, br, zstd`), a query never seen before each time,
 * and three `GET /api/health` on the same loop before each search. Prints the p50 of health and of
 * the answer's headers, its first and last `movies` lines and its end; first ÷ last row and
 * search ÷ health (issue 32: ≤ 0.6 and ≤ 5×); and the server's CPU time per search (its three
 * health checks included; every thread: the engine's worker, V8's compiler and collector).
 * Given several builds of the server (directories at `.server`'s depth, such as `.server-main`
 * built from another commit), they are measured in turns, a search each, so that a busy machine
 * weighs on each alike.
 *   npx tsx scripts/bench/search-over-http.ts [rounds=40] [serverDir…]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/e2e/harness.js";
// @ts-expect-error: a plain .mjs script without types
import { buildServer } from "../build-server.mjs";
import { cpuMs } from "./cold-start.js";
import { QUERIES, signedUpCookie } from "./search-kit.js";

const repoRoot = new URL("../../", import.meta.url).pathname;
/** What Chromium sends. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const WARM_UP = 20;
const HEALTH_PER_SEARCH = 3;

export interface SearchOverHttp {
  server: string;
  healthMs: number;
  headersMs: number;
  firstRowMs: number;
  lastRowMs: number;
  endMs: number;
  /** p50 of each search's first ÷ last row. */
  firstOverLast: number;
  /** End p50 ÷ health p50. */
  overHealth: number;
  /** The server's CPU time per search, its health checks included. */
  cpuMsPerSearch: number;
}

interface Running {
  dir: string;
  child: ChildProcess;
  url: string;
  cookie: string;
  dataDir: string;
}

async function start(dir: string): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-search-http-"));
  const child = spawn(process.execPath, [`${dir}/server/main.js`], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_SCALE: "10000",
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (const began = performance.now(); ; ) {
    if (child.exitCode !== null) throw new Error(`server ${dir} exited (${child.exitCode})`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (performance.now() - began > 30_000) throw new Error(`server ${dir}: no 200 within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const cookie = await signedUpCookie((path, init) => fetch(`${url}${path}`, init), url);
  return { dir, child, url, cookie, dataDir };
}

async function stop(server: Running): Promise<void> {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
  rmSync(server.dataDir, { recursive: true, force: true });
}

async function health(server: Running): Promise<number> {
  const began = performance.now();
  await (await fetch(`${server.url}/api/health`)).arrayBuffer();
  return performance.now() - began;
}

/** One search, read line by line as it arrives: when its headers, first and last rows and end came. */
async function search(server: Running, query: string) {
  const began = performance.now();
  const response = await fetch(`${server.url}/api/suggestions`, {
    method: "POST",
    headers: {
      cookie: server.cookie,
      origin: server.url,
      "content-type": "application/json",
      "accept-encoding": BROWSER_ENCODINGS,
    },
    body: JSON.stringify({ query, language: "EN" }),
  });
  const headers = performance.now() - began;
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no body");
  const decoder = new TextDecoder();
  let text = "";
  let first = Number.NaN;
  let last = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const lines = text.split("\n");
    text = lines.pop() ?? "";
    for (const line of lines) {
      if ((JSON.parse(line) as { type: string }).type !== "movies") continue;
      last = performance.now() - began;
      if (Number.isNaN(first)) first = last;
    }
  }
  return { headers, first, last, end: performance.now() - began };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

export async function measureSearchOverHttp(rounds = 40, dirs: string[] = [".server"]): Promise<SearchOverHttp[]> {
  if (dirs.includes(".server")) await buildServer();
  const servers: Running[] = [];
  try {
    for (const dir of dirs) servers.push(await start(dir));
    for (let i = 0; i < WARM_UP; i += 1) {
      for (const server of servers) {
        await health(server);
        await search(server, `warm ${QUERIES[i % QUERIES.length]} ${i}`);
      }
    }
    const healthMs = servers.map((): number[] => []);
    const searches = servers.map((): Awaited<ReturnType<typeof search>>[] => []);
    const cpuBefore = servers.map((s) => cpuMs(s.child.pid));
    for (let i = 0; i < rounds; i += 1) {
      // Each round in the other order: neither build always follows the other.
      const order = servers.map((_, n) => n);
      if (i % 2 === 1) order.reverse();
      for (const n of order) {
        const server = servers[n] as Running;
        for (let h = 0; h < HEALTH_PER_SEARCH; h += 1) healthMs[n]?.push(await health(server));
        searches[n]?.push(await search(server, `${QUERIES[i % QUERIES.length]} ${i}`));
      }
    }
    return servers.map((server, n) => {
      const done = searches[n] ?? [];
      const of = (pick: (s: (typeof done)[number]) => number) => median(done.map(pick));
      const healthP50 = median(healthMs[n] ?? []);
      return {
        server: server.dir,
        healthMs: healthP50,
        headersMs: of((s) => s.headers),
        firstRowMs: of((s) => s.first),
        lastRowMs: of((s) => s.last),
        endMs: of((s) => s.end),
        firstOverLast: of((s) => s.first / s.last),
        overHealth: of((s) => s.end) / healthP50,
        cpuMsPerSearch: (cpuMs(server.child.pid) - (cpuBefore[n] ?? 0)) / rounds,
      };
    });
  } finally {
    await Promise.all(servers.map(stop));
  }
}

export function describeSearchOverHttp(f: SearchOverHttp): string {
  return (
    `health ${f.healthMs.toFixed(2)} ms; search: headers ${f.headersMs.toFixed(2)}, first row ${f.firstRowMs.toFixed(2)}, ` +
    `last row ${f.lastRowMs.toFixed(2)}, end ${f.endMs.toFixed(2)} ms (p50); first ÷ last ${f.firstOverLast.toFixed(2)} ` +
    `(target ≤ 0.6), search ÷ health ${f.overHealth.toFixed(1)}× (target ≤ 5×); server CPU ${f.cpuMsPerSearch.toFixed(1)} ms a search`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [rounds, ...dirs] = process.argv.slice(2);
  const figures = await measureSearchOverHttp(Number(rounds ?? 40), dirs.length > 0 ? dirs : undefined);
  for (const f of figures) console.log(`${f.server}: ${describeSearchOverHttp(f)}`);
}
