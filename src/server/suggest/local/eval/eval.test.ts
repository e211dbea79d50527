import { beforeAll, describe, expect, it } from "vitest";
import { Catalog, type Film } from "../../../movies/catalog.js";
import { LocalSuggester } from "../local-suggester.js";
import { type EvalFigures, type EvalQuery, generateEval, score } from "./generate.js";

/**
 * The generated evaluation (`generate.ts`). Only the test half is judged here, and only in
 * aggregate: precision ≥ 90 % overall and ≥ 80 % for every facet kind and every language.
 * Work against the dev half with `npx tsx scripts/suggest-eval.ts dev`.
 */
let queries: EvalQuery[];
let figures: EvalFigures;

beforeAll(() => {
  const catalog = Catalog.load();
  const engine = new LocalSuggester(catalog);
  queries = generateEval(catalog.films);
  figures = score(
    queries.filter((q) => q.half === "test"),
    (q) => engine.pick(q.query).films.map((f) => f.film as Film),
  );
});

describe("generated evaluation of the embedded engine", () => {
  it("has at least 600 queries in three languages, split into halves that share no query", () => {
    expect(queries.length).toBeGreaterThanOrEqual(600);
    expect(new Set(queries.map((q) => q.language))).toEqual(new Set(["EN", "AR", "spanish"]));
    const dev = new Set(queries.filter((q) => q.half === "dev").map((q) => q.query));
    expect(queries.filter((q) => q.half === "test").some((q) => dev.has(q.query))).toBe(false);
  });

  it("test half: ≥ 90 % overall, ≥ 80 % per facet kind and per language", () => {
    const weak = [
      ...Object.entries(figures.byKind).map(([k, v]) => [`kind ${k}`, v.precision] as const),
      ...Object.entries(figures.byLanguage).map(([k, v]) => [`language ${k}`, v.precision] as const),
    ].filter(([, p]) => p < 0.8);
    expect(figures.precision).toBeGreaterThanOrEqual(0.9);
    expect(weak).toEqual([]);
  });
});
