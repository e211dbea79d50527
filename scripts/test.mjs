// `npm test`: typecheck, lint, unit + integration tests, then end-to-end tests in Chromium.
// Ends with one line `N passed, N failed` summing every suite (each check counts as one).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => join(root, "node_modules", ".bin", name);
const only = process.argv[2]; // optional: "unit", "stress" or "e2e"
const reports = mkdtempSync(join(tmpdir(), "reelwise-test-"));
let passed = 0;
let failed = 0;
let skipped = 0;

function check(name, command, args) {
  process.stdout.write(`\n▶ ${name}\n`);
  const run = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (run.status === 0) passed += 1;
  else failed += 1;
}

function vitest(project) {
  const out = join(reports, `${project}.json`);
  process.stdout.write(`\n▶ vitest ${project}\n`);
  const run = spawnSync(
    bin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    { cwd: root, stdio: "inherit", env: { ...process.env, E2E_SKIP_BUILD: "" } },
  );
  try {
    const report = JSON.parse(readFileSync(out, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // A suite that failed to load (syntax error, failing hook) has no test counted: count it.
    failed += report.testResults.filter(
      (suite) => suite.status === "failed" && suite.assertionResults.length === 0,
    ).length;
  } catch {
    failed += 1; // no report at all: the run itself broke
  }
  if (run.status !== 0 && failed === 0) failed += 1;
}

if (!only) {
  check("typecheck", bin("tsc"), ["--noEmit"]);
  check("lint", bin("biome"), ["check", "."]);
}
if (!only || only === "unit") vitest("unit");
if (!only || only === "stress") vitest("stress");
if (!only || only === "e2e") vitest("e2e");

process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
process.exit(failed === 0 ? 0 : 1);
