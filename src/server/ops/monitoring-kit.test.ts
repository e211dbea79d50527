import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { METRICS_TOKEN, opsApp, scrape } from "./ops-test-kit.js";

const deploy = (path: string) => new URL(`../../../deploy/${path}`, import.meta.url).pathname;
const read = (path: string) => readFileSync(deploy(path), "utf8");

const promtoolMissing = spawnSync("promtool", ["--version"], { stdio: "ignore" }).status !== 0;
if (promtoolMissing)
  process.stderr.write("skipped: promtool checks of deploy/prometheus: no promtool (apt-get install -y prometheus)\n");

/** Every series name a server exports: the `# TYPE` lines, with a histogram's `_bucket`, `_sum` and `_count`. */
async function exportedNames(): Promise<Set<string>> {
  const { app } = await opsApp({ METRICS_TOKEN });
  const names = new Set<string>();
  for (const [, name, type] of (await scrape(app)).matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (!name) continue;
    names.add(name);
    if (type === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(`${name}${suffix}`);
  }
  return names;
}

const referenced = (text: string) => new Set([...text.matchAll(/\breelwise_[a-z0-9_]+/g)].map((m) => m[0]));

const DashboardSchema = z.object({
  title: z.string(),
  panels: z.array(z.object({ title: z.string(), targets: z.array(z.object({ expr: z.string() })).min(1) })).min(8),
});

describe("the monitoring kit in deploy/", () => {
  it("alerts and the dashboard use only metrics the server exports", async () => {
    const names = await exportedNames();
    const dashboard = DashboardSchema.parse(JSON.parse(read("grafana/reelwise-dashboard.json")));
    const exprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join("\n");
    for (const [file, used] of [
      ["prometheus/alerts.yml", referenced(read("prometheus/alerts.yml"))],
      ["grafana/reelwise-dashboard.json", referenced(exprs)],
    ] as const) {
      expect(used.size, file).toBeGreaterThan(5);
      expect(
        [...used].filter((name) => !names.has(name)),
        file,
      ).toEqual([]);
    }
  });

  it("alerts cover errors, latency, readiness, budgets, event-loop lag and the stores", () => {
    const alerts = read("prometheus/alerts.yml");
    for (const metric of [
      'reelwise_http_requests_total{status=~"5.."}',
      "reelwise_http_request_duration_seconds_bucket",
      "reelwise_ready == 0",
      "reelwise_budget_refusals_total",
      "reelwise_nodejs_eventloop_lag_p99_seconds",
      "reelwise_store_up == 0",
    ]) {
      expect(alerts).toContain(metric);
    }
  });

  it.skipIf(promtoolMissing)("promtool accepts the scrape config and the rules, and the rules' own tests pass", () => {
    const run = (...args: string[]) => spawnSync("promtool", args, { cwd: deploy("prometheus"), encoding: "utf8" });
    for (const result of [
      // The token file exists only where Prometheus runs: check the syntax, then the rules it names.
      run("check", "config", "--syntax-only", "prometheus.yml"),
      run("check", "rules", "alerts.yml"),
      run("test", "rules", "alerts.test.yml"),
    ]) {
      expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    }
  });
});
