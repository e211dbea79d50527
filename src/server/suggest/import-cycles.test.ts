import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * `suggest/` reads as one pipeline with data flowing one way: no module imports one that (through
 * others) imports it back. Imports are read with TypeScript's own pre-processor; a cycle is a
 * strongly connected group of two or more modules, or a module importing itself.
 */
const ROOT = dirname(new URL(import.meta.url).pathname);

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map((f) => f.fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => resolve(dirname(file), name.replace(/\.js$/, ".ts")))
    .filter((path) => known.has(path));
}

/** Tarjan's strongly connected components, keeping those that are cycles. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node) as number, order.get(next) as number));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      group.push(top);
      if (top === node) break;
    }
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.map((f) => relative(ROOT, f)).sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe("the suggest/ modules", () => {
  it("import each other in one direction only: no cycles", () => {
    const files = modules(ROOT);
    const known = new Set(files);
    const graph = new Map(files.map((f) => [f, importsOf(f, known)]));
    expect([...graph.values()].flat().length).toBeGreaterThan(20);
    expect(cycles(graph)).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const graph = new Map([
      [`${ROOT}/a.ts`, [`${ROOT}/b.ts`]],
      [`${ROOT}/b.ts`, [`${ROOT}/c.ts`]],
      [`${ROOT}/c.ts`, [`${ROOT}/a.ts`]],
      [`${ROOT}/d.ts`, [`${ROOT}/a.ts`]],
    ]);
    expect(cycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });
});
