import { beforeAll, expect, it } from "vitest";
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

/** One test a query of `cases`: `reader` reads the query as exactly what the case expects. */
export function readsAs<T>(reader: (query: string) => T, cases: [query: string, expected: T][]): void {
  it.each(cases)("%s → %j", (query, expected) => {
    expect(reader(query)).toEqual(expected);
  });
}
