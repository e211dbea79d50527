/**
 * Cold start: `node --import tsx src/server/main.ts` (what `npm start` runs once the page is built)
 * spawned with its embedded defaults, timed to its first `200` on `GET /api/health` (polled every
 * 10 ms); the median of `runs` starts, one after another.
 *   npx tsx scripts/bench/cold-start.ts [runs=5]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/e2e/harness.js";

const repoRoot = new URL("../../", import.meta.url).pathname;

export async function coldStartMs(): Promise<number> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "reelwise-cold-"));
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
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
      if (ok) return performance.now() - started;
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

export async function measureColdStart(runs = 5): Promise<{ runsMs: number[]; medianMs: number }> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i += 1) runsMs.push(await coldStartMs());
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { runsMs, medianMs: sorted[Math.floor(runs / 2)] ?? Number.NaN };
}

/** The table rows of `npm run bench`. */
export function coldStartRows({ runsMs, medianMs }: Awaited<ReturnType<typeof measureColdStart>>): [string, string][] {
  const runs = runsMs.map((r) => r.toFixed(0)).join(", ");
  return [["cold start to the first 200", `median ${medianMs.toFixed(0)} ms (${runs}; target ≤ 1,500 ms)`]];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { runsMs, medianMs } = await measureColdStart(Number(process.argv[2] ?? 5));
  console.log(
    `cold start to the first 200: median ${medianMs.toFixed(0)} ms (runs ${runsMs.map((r) => r.toFixed(0)).join(", ")}; target ≤ 1,500 ms)`,
  );
}
