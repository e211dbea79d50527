import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/e2e/harness.js";
import { waitFor } from "../tests/fakes/wait.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "reelwise-start-cmd-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every live process in a process group (the npm command started in its own group). */
function processesIn(group: number): string[] {
  try {
    return execFileSync("ps", ["-o", "pid=,args=", "-g", String(group)], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.trim() !== "");
  } catch {
    return []; // ps exits 1 when the group is empty
  }
}

/** Poll `url` until it answers 2xx: the command is up. */
function answers(url: string, timeoutMs: number): Promise<void> {
  const ok = () =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  return waitFor(ok, { timeoutMs, intervalMs: 250, message: `${url} answering` });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Run `npm run <script>` in its own process group, wait for `url`, SIGTERM npm, and report what is left. */
async function stopWithSigterm(script: string, url: string, env: Record<string, string>) {
  const npm = spawn("npm", ["run", "--silent", script], {
    cwd: ROOT,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
  });
  const group = npm.pid ?? 0;
  const exit = exited(npm);
  try {
    await answers(url, 60_000);
    expect(processesIn(group).length).toBeGreaterThanOrEqual(3); // npm, the script, its children
    process.kill(npm.pid ?? 0, "SIGTERM");
    const code = await exit;
    // Whatever is still running after 15 s is reported as `left` (and fails the test).
    await waitFor(() => processesIn(group).length === 0, { timeoutMs: 15_000, intervalMs: 200 }).catch(() => undefined);
    return { code, left: processesIn(group) };
  } finally {
    if (processesIn(group).length > 0) process.kill(-group, "SIGKILL");
  }
}

describe("npm start and npm run dev stop with their children", () => {
  it("SIGTERM to `npm start` stops the script and the server, with the server's exit code", async () => {
    const port = await freePort();
    const { code, left } = await stopWithSigterm("start", `http://127.0.0.1:${port}/api/health`, {
      PORT: String(port),
    });
    expect(left).toEqual([]);
    expect(code).toBe(0); // the server drained and exited 0
  }, 120_000);

  it("SIGTERM to `npm run dev` stops Vite and the watched server", async () => {
    const [port, apiPort] = [await freePort(), await freePort()];
    const { left } = await stopWithSigterm("dev", `http://127.0.0.1:${port}/api/health`, {
      PORT: String(port),
      API_PORT: String(apiPort),
    });
    expect(left).toEqual([]);
  }, 120_000);
});

describe("the server `npm start` runs, compiled ahead of time", () => {
  // Runs after the `npm start` test above, which built `.server/` when it was missing or stale.
  it("answers GPT Search from the local engine's worker thread (the compiled worker, not the tsx shim)", async () => {
    const compiled = `${ROOT}.server/server/suggest/local-pool/pooled-suggester.js`;
    const { PooledSuggester } = await import(/* @vite-ignore */ compiled);
    const engine = new PooledSuggester({});
    try {
      const answer = await engine.suggest("feel-good heist movies from the 90s", "EN", AbortSignal.timeout(30_000));
      expect(answer.ok).toBe(true);
      expect(answer.value).toHaveLength(5);
    } finally {
      await engine.close();
    }
  }, 60_000);
});
