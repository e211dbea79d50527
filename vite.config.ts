import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pageChunks } from "./scripts/page-chunks.ts";
import { precompress } from "./scripts/precompress.ts";

const serverPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ command }) => {
  // The build is what ships, also when a test runner (NODE_ENV=test) starts it: React's production
  // build and JSX runtime, never the development ones.
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    root: "src/web",
    publicDir: "public",
    plugins: [react(), tailwindcss(), pageChunks(), precompress()],
    build: {
      outDir: "../../dist",
      emptyOutDir: true,
      target: "es2022",
      sourcemap: false,
      reportCompressedSize: false,
      // The server reads it, with pageChunks()'s page map, to preload a lazy page's chunk from that page's HTML.
      manifest: true,
      // No modulepreload polyfill (~250 B in the first chunk): every browser the page targets
      // (es2022) but Safari < 17 and Firefox < 115 preloads modules itself; those still load every
      // chunk, only without the early preload.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Everything the first page imports statically stays in one file, even when lazy pages
          // share it: by default the bundler splits shared code into extra chunks, and every extra
          // request on the first load costs a round trip and ~1 KB of headers.
          codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
        },
      },
    },
    server: {
      port: Number(process.env.PORT ?? 3000),
      proxy: { "/api": `http://127.0.0.1:${serverPort}` },
    },
  };
});
