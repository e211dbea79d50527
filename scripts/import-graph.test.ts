import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importCycles, importGraph } from "./import-graph.js";

const ROOT = join(import.meta.dirname, "..");

describe("import cycles", () => {
  it("none anywhere in src/ (server, contract and web), type-only imports counted, tests left out", () => {
    expect(importCycles(importGraph(ROOT, ["src"]))).toEqual([]);
  });
});

describe("importGraph and importCycles", () => {
  const dir = mkdtempSync(join(tmpdir(), "reelwise-graph-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  it("finds a cycle made only of `import type` and `export … from`, and ignores tests and packages", () => {
    write("a/film.ts", 'import type { Art } from "./art/canvas.js";\nexport type Film = { art: Art };\n');
    write("a/art/canvas.ts", 'export type { Film } from "../film.js";\nexport type Art = string;\n');
    write("a/art/index.ts", 'import { z } from "zod";\nexport * from "./canvas.js";\n');
    write("a/lone.ts", 'import { x } from "./lone.test.js";\nimport "./art";\n');
    write("a/lone.test.ts", 'import "./lone.js";\n');
    const graph = importGraph(dir, ["a"]);
    expect(graph.get(join("a", "lone.ts"))).toEqual([join("a", "art", "index.ts")]);
    expect(graph.has(join("a", "lone.test.ts"))).toBe(false);
    expect(importCycles(graph)).toEqual([[join("a", "art", "canvas.ts"), join("a", "film.ts")]]);
  });

  it("reports a file that imports itself, and each cycle once however many files it spans", () => {
    const graph = new Map([
      ["x", ["x"]],
      ["p", ["q"]],
      ["q", ["r"]],
      ["r", ["p", "s"]],
      ["s", []],
    ]);
    expect(importCycles(graph)).toEqual([["x"], ["p", "q", "r"]]);
  });
});
