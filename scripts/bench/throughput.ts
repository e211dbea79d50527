/**
 * Server throughput: autocannon (50 connections) against `GET /api/health` and against the cached,
 * signed-in `GET /api/movies/popular`, on the real server with its embedded defaults; plus the
 * server's RSS idle and after the load.
 *   npx tsx scripts/bench/throughput.ts [seconds=10]
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { newAccount, startServer } from "../../tests/e2e/harness.js";

export interface LoadFigures {
  path: string;
  reqPerSec: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus socket errors and timeouts: should be 0. */
  failures: number;
}

export interface ThroughputFigures {
  connections: number;
  durationSec: number;
  health: LoadFigures;
  popular: LoadFigures;
  /** popular req/s ÷ health req/s. */
  ratio: number;
  rssIdleMb: number;
  rssAfterMb: number;
}

/** The resident set size of a process in MB, from /proc/<pid>/status. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  const kb = Number(line?.match(/(\d+)\s*kB/)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for process ${pid}`);
  return kb / 1024;
}

/** Create an account through the API, as a same-origin page would; resolve with its `Cookie` header. */
export async function signUpCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(newAccount("bench")),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter(Boolean)
    .join("; ");
  if (!cookie) throw new Error("sign-up set no cookie");
  return cookie;
}

async function load(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    path: new URL(url).pathname,
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export async function measureThroughput(durationSec = 10, connections = 50): Promise<ThroughputFigures> {
  // One account sends every request: its list budget (300 a minute) is scaled out of the way, so the
  // figure is the cost of serving a cached list, not of answering 429.
  const server = await startServer({ env: { RATE_LIMIT_SCALE: "10000" } });
  try {
    const pid = server.process.pid;
    if (pid === undefined) throw new Error("server has no pid");
    const cookie = await signUpCookie(server.url);
    const popularUrl = `${server.url}/api/movies/popular?language=EN`;
    const first = await fetch(popularUrl, { headers: { cookie } }); // fills the server's cache
    if (!first.ok) throw new Error(`GET /api/movies/popular answered ${first.status}`);
    await first.arrayBuffer();
    const rssIdleMb = rssMb(pid);
    const health = await load(`${server.url}/api/health`, connections, durationSec);
    const popular = await load(popularUrl, connections, durationSec, { cookie });
    return {
      connections,
      durationSec,
      health,
      popular,
      ratio: popular.reqPerSec / health.reqPerSec,
      rssIdleMb,
      rssAfterMb: rssMb(pid),
    };
  } finally {
    await server.stop();
  }
}

/** `[figure, measured]` rows for the summary table. */
export function throughputRows(f: ThroughputFigures): [string, string][] {
  const load = (l: LoadFigures) =>
    `${Math.round(l.reqPerSec).toLocaleString("en")} req/s, p99 ${l.p99Ms} ms${l.failures ? `, ${l.failures} failed` : ""}`;
  const setup = `autocannon, ${f.connections} connections, ${f.durationSec} s`;
  return [
    [`GET /api/health (${setup})`, load(f.health)],
    ["cached GET /api/movies/popular, signed in", `${load(f.popular)}; ${(f.ratio * 100).toFixed(0)} % of health`],
    ["server RSS", `${f.rssIdleMb.toFixed(0)} MB idle, ${f.rssAfterMb.toFixed(0)} MB after the load runs`],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureThroughput(Number(process.argv[2] ?? 10));
  for (const [figure, measured] of throughputRows(figures)) process.stdout.write(`${figure}: ${measured}\n`);
}
