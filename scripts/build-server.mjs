// Compile the server ahead of time: each file of src/server and src/contract to JavaScript in
// .server/ (tests and test kits left out), one file per file, so relative paths (the catalogue,
// dist/) resolve from the same depth as in src/. esbuild strips the types; `tsc` checks them.
//   node scripts/build-server.mjs
import { readdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_SOURCES = ["src/server", "src/contract"];
export const SERVER_OUT = ".server";
const SKIP = /(\.test\.ts|-test-kit\.ts|\.d\.ts)$/;

function sourcesIn(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesIn(path);
    return entry.name.endsWith(".ts") && !SKIP.test(entry.name) ? [path] : [];
  });
}

export async function buildServer() {
  // Imported here: `npm start` loads this file to check the build, and needs esbuild only to build.
  const { build } = await import("esbuild");
  rmSync(join(root, SERVER_OUT), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_SOURCES.flatMap(sourcesIn),
    outbase: "src",
    outdir: SERVER_OUT,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  process.stdout.write(`built the server into ${relative(process.cwd(), join(root, SERVER_OUT)) || "."}\n`);
}
