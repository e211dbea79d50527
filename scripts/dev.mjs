// `npm run dev`: the API server in watch mode on API_PORT (3001) and Vite with HMR on PORT (3000),
// proxying /api to the server. Offline defaults unless .env says otherwise.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", join(root, "src/server/main.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, [join(root, "node_modules/vite/bin/vite.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    if (!code) return;
    stop();
    process.exit(code);
  });
}
