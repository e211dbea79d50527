import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { biomeConfig, MESSAGES } from "./lint-rules.js";

const ROOT = join(import.meta.dirname, "..");
const BIOME = join(ROOT, "node_modules/.bin/biome");

/** The rules these tests are about (a probe's unused import also draws `noUnusedImports`). */
const IMPORT_RULES = ["lint/style/noRestrictedImports", "lint/suspicious/noImportCycles"];

interface Diagnostic {
  severity: string;
  message: string;
  category: string;
  location: { path: string };
}

/** `biome lint` of `paths` in `cwd`: its exit status and every diagnostic (the JSON reporter). */
function lint(cwd: string, args: string[]): { status: number | null; diagnostics: Diagnostic[] } {
  const run = spawnSync(BIOME, ["lint", "--reporter=json", "--max-diagnostics=none", ...args], {
    cwd,
    encoding: "utf8",
  });
  const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return { status: run.status, diagnostics: diagnostics.filter((d) => IMPORT_RULES.includes(d.category)) };
}

describe("biome.json", () => {
  it("is what scripts/lint-rules.ts generates from today's folders (run `npm run lint:rules` after adding one)", () => {
    expect(JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8"))).toEqual(biomeConfig(ROOT));
  });

  it("finds no import cycle in src/, type-only imports included", () => {
    const { diagnostics } = lint(ROOT, ["--only=suspicious/noImportCycles", "src"]);
    expect(diagnostics.map((d) => d.location.path)).toEqual([]);
  });
});

describe("a forbidden import fails `biome lint`", () => {
  // A copy of the project's config in a folder of its own, with files laid out as in src/.
  const dir = mkdtempSync(join(tmpdir(), "reelwise-lint-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const { $schema: _schema, vcs: _vcs, ...config } = biomeConfig(ROOT);
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  const probes: Record<string, { text: string; message?: string; category?: string }> = {
    // feature → feature, the one no hand-written block covered
    "src/web/features/my-list/probe.ts": {
      text: 'import { a } from "../browse/movies-api";',
      message: MESSAGES.feature,
    },
    "src/web/features/browse/probe.ts": {
      text: 'import { a } from "../../features/my-list/my-list-api";',
      message: MESSAGES.feature,
    },
    // route → a store implementation, found from the seam's factory
    "src/server/my-list/routes.ts": {
      text: 'import { createKyselyMyList } from "./kysely-my-list.js";',
      message: MESSAGES.implementation,
    },
    "src/server/movies/art-routes.ts": {
      text: 'import { TmdbSource } from "./tmdb-source.js";',
      message: MESSAGES.implementation,
    },
    "src/server/suggest/routes.ts": {
      text: 'import { LocalSuggester } from "./local/local-suggester.js";',
      message: MESSAGES.implementation,
    },
    // a web layer pointing upward
    "src/web/components/probe.ts": {
      text: 'import { useAppSelector } from "../store/hooks";',
      message: MESSAGES.layer,
    },
    "src/web/features/auth/probe.ts": {
      text: 'import { AppRouter } from "../../app/router";',
      message: MESSAGES.layer,
    },
    // server ↔ web, contract beyond zod
    "src/server/http/probe.ts": {
      text: 'import { AppRouter } from "../../web/app/router";',
      message: MESSAGES.serverToWeb,
    },
    "src/web/app/probe.ts": { text: 'import { createApp } from "../../server/app.js";', message: MESSAGES.webToServer },
    "src/contract/probe.ts": { text: 'import pino from "pino";', message: MESSAGES.contract },
    // a cycle made of type-only imports
    "src/server/cycle/a.ts": {
      text: 'import type { B } from "./b.js";\nexport type A = { b?: B };',
      category: "lint/suspicious/noImportCycles",
    },
    "src/server/cycle/b.ts": {
      text: 'import type { A } from "./a.js";\nexport type B = { a?: A };',
      category: "lint/suspicious/noImportCycles",
    },
    // allowed: app composes features, features use lower layers and packages, routes use seam types
    "src/web/app/clean.ts": { text: 'import { a } from "../features/browse/movies-api";' },
    "src/web/features/auth/clean.ts": {
      text: 'import { a } from "firebase/app";\nimport { b } from "../../components/spinner";\nimport { c } from "./strings";',
    },
    "src/server/movies/routes.ts": {
      text: 'import type { SourceError } from "./movie-source.js";\nimport type { Film } from "./catalog/film.js";',
    },
    "src/web/features/my-list/probe.test.ts": { text: 'import { a } from "../browse/movies-api";' },
  };
  for (const [path, { text }] of Object.entries(probes)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${text}\nexport const probe = 1;\n`);
  }

  it("for each rule kind, as an error naming the rule, and for none of the allowed imports", () => {
    const { status, diagnostics } = lint(dir, ["."]);
    expect(status).not.toBe(0);
    for (const [path, { message, category }] of Object.entries(probes)) {
      const found = diagnostics.filter((d) => d.location.path === path);
      if (!message && !category) {
        expect(found, path).toEqual([]);
        continue;
      }
      expect(found.length, path).toBeGreaterThan(0);
      for (const diagnostic of found) {
        expect(diagnostic.severity, path).toBe("error");
        if (category) expect(diagnostic.category, path).toBe(category);
        if (message) expect(diagnostic.message, path).toBe(message);
      }
    }
  });
});
