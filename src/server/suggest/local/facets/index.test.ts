import { describe, expect, it } from "vitest";
import { FacetSchema, type Facet as WireFacet } from "../../../../contract/facets.js";
import { Catalog } from "../../../movies/catalog/catalog.js";
import { FilmIndex } from "../film-index.js";
import { FACET_MODULES, type FacetKind, keyOf, RELAX_ORDER, testOf } from "./index.js";
import * as make from "./make.js";

describe("the facet registry", () => {
  it("every kind has its module: how it is read, what it gives way with, its key, and a test unless it names a film", () => {
    for (const [kind, module] of Object.entries(FACET_MODULES)) {
      expect(module.readBy.length, kind).toBeGreaterThan(0);
      expect([...RELAX_ORDER, "film"], kind).toContain(module.group);
    }
    const index = new FilmIndex(Catalog.load());
    const somewhere = (facet: Parameters<typeof testOf>[0]) => {
      const test = testOf(facet);
      return test !== undefined && index.features.some(test);
    };
    const samples: Record<Exclude<FacetKind, "like" | "title">, Parameters<typeof testOf>[0]> = {
      genre: make.genre("Western"),
      "same-genre": make.sameGenre("Comedy"),
      story: make.story("Science Fiction"),
      source: make.source("book"),
      mood: make.mood("feel-good"),
      topic: make.topic("heist"),
      acclaim: make.acclaim("gem"),
      "box-office": make.boxOffice("flop"),
      popularity: make.popularity("obscure"),
      critics: make.critics("loved"),
      viewers: make.viewers("disliked"),
      person: make.person("Alfred Hitchcock"),
      studio: make.studio("Fox"),
      years: make.years(1950, 1959),
      rating: make.rating("R", "R"),
      runtime: make.runtime(undefined, 90),
      "critics-score": make.criticsScore(90),
      "viewers-score": make.viewersScore(8.1),
      gross: make.gross(300_000_001),
    };
    for (const [kind, facet] of Object.entries(samples)) expect(somewhere(facet), kind).toBe(true);
  });

  it.each([
    ["genre:Western", make.genre("Western"), { kind: "genre", value: "Western" }],
    ["kind:Science Fiction", make.story("Science Fiction"), { kind: "story", value: "Science Fiction" }],
    ["boxoffice:flop", make.boxOffice("flop"), { kind: "box-office", value: "flop" }],
    ["critics:90-", make.criticsScore(90), { kind: "critics-score", min: 90 }],
    ["viewers:-6.5", make.viewersScore(undefined, 6.5), { kind: "viewers-score", max: 6.5 }],
    ["runtime:75-105", make.runtime(75, 105), { kind: "runtime", min: 75, max: 105 }],
    ["years:-1979", make.years(undefined, 1979), { kind: "years", to: 1979 }],
    ["years:2000-", make.years(2000), { kind: "years", from: 2000 }],
    ["audience:..PG-13", make.rating(undefined, "PG-13"), { kind: "rating", max: "PG-13" }],
    ["audience:R", make.rating("R", "R"), { kind: "rating", min: "R", max: "R" }],
    ["director:Alfred Hitchcock", make.person("Alfred Hitchcock"), { kind: "person", name: "Alfred Hitchcock" }],
    ["like:The Matrix", make.like("The Matrix"), { kind: "like", title: "The Matrix" }],
  ] as const)("%s: built once, the wire's own facet, one key", (key, facet, wire) => {
    expect(facet).toEqual(wire);
    expect(FacetSchema.parse(facet)).toEqual(wire);
    expect(keyOf(facet)).toBe(key);
  });

  it("an exclusion's key is its facet's, marked", () => {
    const not: WireFacet = { kind: "not", facet: make.rating("R") };
    expect(keyOf(not)).toBe("not:audience:R..");
  });

  it("a facet naming nothing the catalogue knows has no test (an old page's chip)", () => {
    expect(testOf(make.mood("no-such-mood"))).toBeUndefined();
    expect(testOf(make.source("no-such-source"))).toBeUndefined();
  });
});
