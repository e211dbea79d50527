/**
 * The server's CPU per request, over HTTP: the real server (embedded defaults) and a hello-world
 * Node server each answer `rounds` sequential keep-alive requests, and their processes' CPU time
 * (/proc/<pid>/stat) is divided by the count. CPU time, not wall time: it holds on a busy machine
 * where throughput figures swing. `GET /api/health` and the cached, signed-in
 * `GET /api/movies/popular`, each against hello-world's `{"ok":true}`.
 *   npx tsx scripts/bench/request-cpu.ts [rounds=3000]
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { freePort, startServer } from "../../tests/e2e/harness.js";
import { signUpCookie } from "./throughput.js";

export interface RequestCpuFigures {
  rounds: number;
  helloUs: number;
  healthUs: number;
  popularUs: number;
  /** hello-world's CPU per request ÷ ours: the share of hello-world's requests per second on one core. */
  healthShare: number;
  popularShare: number;
}

const TICK_US = 1_000_000 / 100;

/** User + system CPU time of a process so far, in µs (clock ticks of 10 ms). */
function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

/** The server's CPU per request for `rounds` sequential GETs of `url`. */
async function cpuPerRequest(pid: number, url: string, rounds: number, headers: Record<string, string> = {}) {
  for (let i = 0; i < 200; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  const before = cpuUs(pid);
  for (let i = 0; i < rounds; i += 1) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  return (cpuUs(pid) - before) / rounds;
}

async function startHelloWorld(): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const code = `require("node:http").createServer((q,s)=>{s.setHeader("content-type","application/json");s.end('{"ok":true}')}).listen(${port},"127.0.0.1",()=>console.log("up"))`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout.once("data", resolve));
  if (child.pid === undefined) throw new Error("hello-world has no pid");
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => child.kill() };
}

export async function measureRequestCpu(rounds = 3000): Promise<RequestCpuFigures> {
  const hello = await startHelloWorld();
  const server = await startServer({ env: { RATE_LIMIT_SCALE: "10000" } });
  try {
    const pid = server.process.pid;
    if (pid === undefined) throw new Error("server has no pid");
    const cookie = await signUpCookie(server.url);
    const helloUs = await cpuPerRequest(hello.pid, hello.url, rounds);
    const healthUs = await cpuPerRequest(pid, `${server.url}/api/health`, rounds);
    const popularUs = await cpuPerRequest(pid, `${server.url}/api/movies/popular?language=EN`, rounds, { cookie });
    return { rounds, helloUs, healthUs, popularUs, healthShare: helloUs / healthUs, popularShare: helloUs / popularUs };
  } finally {
    hello.stop();
    await server.stop();
  }
}

/** The table rows of `npm run bench`. */
export function requestCpuRows(f: RequestCpuFigures): [string, string][] {
  const pct = (share: number) => `${Math.round(share * 100)} %`;
  return [
    [
      "server CPU per request over HTTP: health; cached popular list",
      `${f.healthUs.toFixed(0)} µs (${pct(f.healthShare)} of hello-world's rate, target ≥ 40 %); ${f.popularUs.toFixed(0)} µs (${pct(f.popularShare)}, target ≥ 30 %)`,
    ],
  ];
}

export function printRequestCpu(f: RequestCpuFigures): void {
  const pct = (share: number) => `${Math.round(share * 100)} %`;
  console.log(`server CPU per request (${f.rounds} sequential requests each)`);
  console.log(`  hello-world Node server     ${f.helloUs.toFixed(0)} µs`);
  console.log(
    `  GET /api/health             ${f.healthUs.toFixed(0)} µs (${pct(f.healthShare)} of hello-world's rate; target ≥ 40 %)`,
  );
  console.log(`  GET /api/movies/popular     ${f.popularUs.toFixed(0)} µs (${pct(f.popularShare)}; target ≥ 30 %)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printRequestCpu(await measureRequestCpu(Number(process.argv[2] ?? 3000)));
}
