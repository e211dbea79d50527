/**
 * My List latency on the real server (embedded defaults, SQLite): 150 adds one after another, then
 * 100 reads of the 150-film list, for one signed-in user (within its budget of 300 a minute).
 *   npx tsx scripts/bench/my-list.ts
 */
import { startServer } from "../../tests/e2e/harness.js";
import { addFilm, listedIds } from "../../tests/stress/my-list-client.js";
import { signUpCookie } from "./throughput.js";

export interface MyListFigures {
  adds: number;
  reads: number;
  addP50Ms: number;
  addP95Ms: number;
  readP50Ms: number;
  readP95Ms: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

async function timed(times: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work(i);
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b);
}

export async function measureMyList(adds = 150, reads = 100): Promise<MyListFigures> {
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  try {
    const cookie = await signUpCookie(server.url);
    const addTimes = await timed(adds, async (i) => {
      const status = await addFilm(server.url, cookie, i + 1);
      if (status !== 200) throw new Error(`PUT /api/my-list answered ${status}`);
    });
    const readTimes = await timed(reads, () => listedIds(server.url, cookie));
    return {
      adds,
      reads,
      addP50Ms: percentile(addTimes, 50),
      addP95Ms: percentile(addTimes, 95),
      readP50Ms: percentile(readTimes, 50),
      readP95Ms: percentile(readTimes, 95),
    };
  } finally {
    await server.stop();
  }
}

export function myListRows(f: MyListFigures): [string, string][] {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return [
    [
      `PUT /api/my-list/:id, ${f.adds} in a row (SQLite, fsync on commit)`,
      `p50 ${ms(f.addP50Ms)}, p95 ${ms(f.addP95Ms)}`,
    ],
    [`GET /api/my-list of ${f.adds} films, ${f.reads} in a row`, `p50 ${ms(f.readP50Ms)}, p95 ${ms(f.readP95Ms)}`],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [figure, measured] of myListRows(await measureMyList())) process.stdout.write(`${figure}: ${measured}\n`);
}
