import { build, type Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * What the server loads before it can answer: every module reached from `main.ts` through static
 * imports (a dynamic `import()` runs only when its code path does). esbuild resolves the graph as
 * the compiled server does; packages stay external, so each is named by its import path.
 */
const ROOT = new URL("../../", import.meta.url).pathname;
const ENTRY = "src/server/main.ts";

/** The upstream clients of configured services: never loaded by the embedded defaults. */
const LAZY_UPSTREAMS = ["ioredis", "pg", "firebase-admin", "nodemailer", "openai"];

const packageOf = (path: string) =>
  path
    .split("/")
    .slice(0, path.startsWith("@") ? 2 : 1)
    .join("/");

function staticallyLoaded(metafile: Metafile): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind !== "import-statement" && imported.kind !== "require-call") continue;
      if (imported.external) packages.add(packageOf(imported.path));
      else visit(imported.path);
    }
  };
  visit(ENTRY);
  return { modules, packages };
}

describe("start-up imports", () => {
  let loaded: ReturnType<typeof staticallyLoaded>;
  beforeAll(async () => {
    const { metafile } = await build({
      absWorkingDir: ROOT,
      entryPoints: [ENTRY],
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    loaded = staticallyLoaded(metafile);
  });

  it("loads no upstream client until its service is configured", () => {
    expect(loaded.packages.has("better-sqlite3")).toBe(true); // the graph is read: the embedded database is there
    expect(LAZY_UPSTREAMS.filter((name) => loaded.packages.has(name))).toEqual([]);
  });

  it("loads the model suggester, Firebase auth, SMTP mail and the Redis cache only through their factories", () => {
    const lazy = ["openai-suggester.ts", "firebase-auth.ts", "smtp-mailer.ts", "redis-cache.ts"];
    expect([...loaded.modules].filter((file) => lazy.some((name) => file.endsWith(`/${name}`)))).toEqual([]);
  });
});
