import { beforeAll, describe, expect, it } from "vitest";
import { Catalog } from "../../movies/catalog/catalog.js";
import type { Film } from "../../movies/catalog/film.js";
import { LocalSuggester } from "./local-suggester.js";
import { facetReader, readsAs } from "./parse-test-kit.js";

const facets = facetReader();

let engine: LocalSuggester;
beforeAll(() => {
  engine = new LocalSuggester(Catalog.load());
});
const films = (query: string): Film[] => engine.pick(query, {}).films.map((f) => f.film);

describe("concepts people say without a genre word", () => {
  readsAs(facets, "concepts");

  it("a period inside another narrows it: old films in black and white are from before 1960", () => {
    const found = films("my grandpa wants an old movie in black and white");
    expect(found).toHaveLength(5);
    for (const f of found) expect(f.year ?? 0).toBeLessThan(1960);
  });
});
