import { beforeAll, describe, expect, it } from "vitest";
import { Catalog } from "../../src/server/movies/catalog/catalog.js";
import { LocalSuggester } from "../../src/server/suggest/local/local-suggester.js";
import { type EvalFigures, type EvalQuery, evalPicks, generateEval, score } from "./generate.js";

/**
 * The generated evaluation (`generate.ts`). Only the test half is judged here, and only in
 * aggregate: precision ≥ 90 % overall and ≥ 80 % for every facet kind and every language.
 * Work against the dev half with `npx tsx scripts/suggest-eval.ts dev`.
 */
/**
 * Kinds measured below the bar, with the figure last measured: a known gap, not a waiver. The
 * test fails if such a kind falls further, and when it reaches the bar it must leave this list.
 * None today: box office (14 of 18 before) reached the bar through the rule for facets said as
 * an amount of a concept (`measure.ts`), not through words taken from the test half.
 */
const BELOW_BAR: Readonly<Record<string, number>> = {};

let queries: EvalQuery[];
let figures: EvalFigures;

beforeAll(() => {
  const catalog = Catalog.load();
  const engine = new LocalSuggester(catalog);
  queries = generateEval(catalog.films);
  figures = score(
    queries.filter((q) => q.half === "test"),
    evalPicks(engine),
  );
});

describe("generated evaluation of the embedded engine", () => {
  it("has at least 600 queries in three languages, split into halves that share no query", () => {
    expect(queries.length).toBeGreaterThanOrEqual(600);
    expect(new Set(queries.map((q) => q.language))).toEqual(new Set(["EN", "AR", "spanish"]));
    const dev = new Set(queries.filter((q) => q.half === "dev").map((q) => q.query));
    expect(queries.filter((q) => q.half === "test").some((q) => dev.has(q.query))).toBe(false);
  });

  it("test half: ≥ 90 % overall, ≥ 80 % per facet kind and per language (known gaps may only improve)", () => {
    const all = [
      ...Object.entries(figures.byKind).map(([k, v]) => [`kind ${k}`, v.precision] as const),
      ...Object.entries(figures.byLanguage).map(([k, v]) => [`language ${k}`, v.precision] as const),
    ];
    expect(figures.precision).toBeGreaterThanOrEqual(0.9);
    expect(all.filter(([name, p]) => p < 0.8 && !(name in BELOW_BAR))).toEqual([]);
    for (const [name, measured] of Object.entries(BELOW_BAR)) {
      const now = all.find(([n]) => n === name)?.[1] ?? 0;
      expect(now, `${name} fell below its last measure`).toBeGreaterThanOrEqual(measured);
      expect(now, `${name} reached the bar: take it off BELOW_BAR`).toBeLessThan(0.8);
    }
  });
});
