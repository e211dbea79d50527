import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, repoRoot } from "./harness";

/** Build the SPA once for the whole e2e run (the server serves dist/), and check Chromium is there. */
export default function setup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  if (process.env.E2E_SKIP_BUILD === "1" && existsSync(`${repoRoot}dist/index.html`)) return;
  execFileSync(process.execPath, [`${repoRoot}node_modules/vite/bin/vite.js`, "build", "--logLevel", "warn"], {
    cwd: repoRoot,
    stdio: "inherit",
  });
}
