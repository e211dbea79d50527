/**
 * Cold start: the compiled server (`node .server/server/main.js`, what `npm start` runs once the
 * page and the server are built; built first here) spawned with its embedded defaults, timed to
 * its first `200` on `GET /api/health` (polled every 10 ms); the median of `runs` starts, one
 * after another, and the server's CPU time until then (user + system, from /proc: what a busy
 * machine does not inflate). With `tsx`: the sources compiled at run time (`npm run dev`, the tests), paired.
 *   npx tsx scripts/bench/cold-start.ts [runs=5] [tsx]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/e2e/harness.js";
// @ts-expect-error: a plain .mjs script without types
import { buildServer } from "../build-server.mjs";

const repoRoot = new URL("../../", import.meta.url).pathname;

const COMPILED = [".server/server/main.js"];
const AT_RUN_TIME = ["--import", "tsx", "src/server/main.ts"];

/** User + system CPU time of a process so far, ms (clock ticks of 10 ms). */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function coldStartMs(args: string[] = COMPILED): Promise<{ ms: number; cpuMs: number }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-cold-"));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { ms: performance.now() - started, cpuMs: cpuMs(child.pid) };
      if (performance.now() - started > 30_000) throw new Error("no 200 within 30 s");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function measureColdStart(
  runs = 5,
  tsx = false,
): Promise<{ runsMs: number[]; medianMs: number; medianCpuMs: number }> {
  if (!tsx) await buildServer();
  const runsMs: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const { ms, cpuMs } = await coldStartMs(tsx ? AT_RUN_TIME : COMPILED);
    runsMs.push(ms);
    cpu.push(cpuMs);
  }
  return { runsMs, medianMs: median(runsMs), medianCpuMs: median(cpu) };
}

/** The table rows of `npm run bench`. */
export function coldStartRows({
  runsMs,
  medianMs,
  medianCpuMs,
}: Awaited<ReturnType<typeof measureColdStart>>): [string, string][] {
  const runs = runsMs.map((r) => r.toFixed(0)).join(", ");
  return [
    ["cold start to the first 200", `median ${medianMs.toFixed(0)} ms (${runs}; target ≤ 1,500 ms)`],
    ["cold start, server CPU until the first 200", `median ${medianCpuMs.toFixed(0)} ms`],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { runsMs, medianMs, medianCpuMs } = await measureColdStart(
    Number(process.argv[2] ?? 5),
    process.argv[3] === "tsx",
  );
  console.log(
    `cold start to the first 200: median ${medianMs.toFixed(0)} ms (runs ${runsMs.map((r) => r.toFixed(0)).join(", ")}; target ≤ 1,500 ms); server CPU until then: median ${medianCpuMs.toFixed(0)} ms`,
  );
}
