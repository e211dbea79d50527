// `npm run dev`: the API server in watch mode on API_PORT (3001) and Vite with HMR on PORT (3000),
// proxying /api to the server. Offline defaults unless .env says otherwise. A stop signal reaches
// both; when one ends on its own, the other is stopped and this script exits with its status.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { exitWith, runChild } from "./child-processes.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const apiPort = process.env.API_PORT ?? "3001";
runChild(process.execPath, ["--import", "tsx", "--watch", join(root, "src/server/main.ts")], {
  cwd: root,
  env: { ...process.env, PORT: apiPort },
}).then(exitWith);
runChild(process.execPath, [join(root, "node_modules/vite/bin/vite.js")], {
  cwd: root,
  env: { ...process.env, API_PORT: apiPort },
}).then(exitWith);
