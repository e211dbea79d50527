import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES } from "../config.js";

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");

describe("the operator's documentation", () => {
  it("documents every variable the server reads in .env.example and in docs/operations.md's table", () => {
    const example = read(".env.example");
    const operations = read("docs/operations.md");
    // A row of the variables table starts with the variable's name in code.
    const tableRows = new Set([...operations.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
    expect(ENV_VARIABLES.length).toBeGreaterThan(20);
    const missing = ENV_VARIABLES.filter(
      (name) => !new RegExp(`^#? ?${name}=`, "m").test(example) || !tableRows.has(name),
    );
    expect(missing).toEqual([]);
    // And nothing documented that the server no longer reads.
    expect([...tableRows].filter((name) => name !== undefined && !ENV_VARIABLES.includes(name))).toEqual([]);
  });

  it("points to the README's limits table rather than keeping a second copy of the limits", () => {
    const operations = read("docs/operations.md");
    expect(read("README.md")).toMatch(/^## Limits$/m);
    expect(operations).toContain("](../README.md#limits)");
    expect(operations).not.toMatch(/^\| budget \| per \| allowance \|$/m);
  });
});
