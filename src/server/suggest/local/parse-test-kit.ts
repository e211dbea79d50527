import { readFileSync } from "node:fs";
import { beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { Catalog } from "../../movies/catalog/catalog.js";
import { keyOf } from "./facets/index.js";
import { FilmIndex } from "./film-index.js";
import { Lexicon } from "./lexicon.js";
import { tokenise } from "./normalise.js";
import { parse, type Term } from "./parse.js";

/**
 * A test file's reader of queries as the engine reads them: the catalogue's film index and the
 * vocabulary are built once, before the file's tests, and every query is tokenised and parsed.
 */
export function queryReader(): (query: string) => Term[] {
  let index: FilmIndex;
  let lexicon: Lexicon;
  beforeAll(() => {
    index = new FilmIndex(Catalog.load());
    lexicon = new Lexicon();
  });
  return (query) => parse(tokenise(query), lexicon, index);
}

/** A test file's reader of queries as the keys of the facets they ask for ("-" before an exclusion). */
export function facetReader(): (query: string) => string[] {
  const read = queryReader();
  return (query) =>
    read(query).flatMap((t) => (t.type === "facet" ? [`${t.negated ? "-" : ""}${keyOf(t.facet)}`] : []));
}

/**
 * A reading table's cases, kept as data in `readings/<table>.json`: each query, the keys it reads as, and why
 * (the capability the case shows). A case of another shape fails the file loudly rather than running less.
 */
const Readings = z.array(
  z.strictObject({ query: z.string().min(1), reads: z.array(z.string().min(1)), why: z.string().min(1) }),
);

/** One test a case of `readings/<table>.json`: `reader` reads the query as exactly what the case expects. */
export function readsAs(reader: (query: string) => string[], table: string): void {
  const cases = Readings.parse(JSON.parse(readFileSync(new URL(`readings/${table}.json`, import.meta.url), "utf8")));
  for (const { query, reads } of cases) {
    it(`${query} → ${JSON.stringify(reads)}`, () => {
      expect(reader(query)).toEqual(reads);
    });
  }
}
