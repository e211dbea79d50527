import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

/** compose.yaml's grace period, in seconds: what `docker compose` waits before killing a server. */
const grace = /^\s*stop_grace_period:\s*(\d+)s\s*$/m.exec(readFileSync(join(ROOT, "compose.yaml"), "utf8"))?.[1];

/** What scripts/podman-compose.sh hands podman-compose, one argument each (printf stands in for it). */
function argsFor(...args: string[]): string[] {
  const run = spawnSync("bash", [join(ROOT, "scripts/podman-compose.sh"), ...args], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", PODMAN_COMPOSE: "printf %s\\n" },
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return run.stdout.split("\n").filter((line) => line !== "");
}

describe("scripts/podman-compose.sh: compose.yaml's stop_grace_period under podman-compose", () => {
  it("reads a grace period longer than podman-compose's own 10 s", () => {
    expect(Number(grace)).toBeGreaterThan(10);
  });

  it("up: containers carry it as podman's stop timeout, and a recreate waits as long", () => {
    expect(argsFor("up", "-d")).toEqual([`--podman-run-args=--stop-timeout=${grace}`, "up", "-t", `${grace}`, "-d"]);
  });

  it("down, stop and restart wait the grace period, after podman-compose's own options", () => {
    for (const command of ["down", "stop", "restart"]) {
      expect(argsFor("-p", "reelwise", "-f", "compose.yaml", command, "app1")).toEqual([
        "-p",
        "reelwise",
        "-f",
        "compose.yaml",
        command,
        "-t",
        `${grace}`,
        "app1",
      ]);
    }
  });

  it("an explicit timeout wins; other commands pass through unchanged", () => {
    expect(argsFor("stop", "-t", "3", "app2")).toEqual(["stop", "-t", "3", "app2"]);
    expect(argsFor("down", "--timeout=3")).toEqual(["down", "--timeout=3"]);
    expect(argsFor("logs", "-f", "app1")).toEqual(["logs", "-f", "app1"]);
  });
});
