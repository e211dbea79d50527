// `npm start`: build the SPA when dist/ is missing or older than its sources, compile the server
// (scripts/build-server.mjs) when .server/ is, then run the compiled server: no TypeScript
// compiled at run time.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, SERVER_OUT, SERVER_SOURCES } from "./build-server.mjs";
import { exitWith, runChild } from "./child-processes.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = join(root, "dist", "index.html");
// What the build reads: the page, the contract, and the build's own config and plugins.
const inputs = [
  "src/web",
  "src/contract",
  "vite.config.ts",
  "scripts/page-chunks.ts",
  "scripts/precompress.ts",
  "src/server/http/build-files.ts",
  "package-lock.json",
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...inputs.map(newestMtime))) {
  process.stdout.write("Building the web app…\n");
  const vite = join(root, "node_modules/vite/bin/vite.js");
  const built = await runChild(process.execPath, [vite, "build", "--logLevel", "warn"], { cwd: root });
  if (built !== 0) process.exit(built);
}

const serverMain = join(root, SERVER_OUT, "server", "main.js");
const serverBuiltAt = existsSync(serverMain) ? statSync(serverMain).mtimeMs : 0;
if (serverBuiltAt < Math.max(...[...SERVER_SOURCES, "package-lock.json"].map(newestMtime))) await buildServer();

runChild(process.execPath, [serverMain], {
  cwd: root,
  env: { NODE_ENV: "production", ...process.env },
}).then(exitWith);
