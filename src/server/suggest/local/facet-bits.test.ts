import { beforeAll, describe, expect, it } from "vitest";
import { Catalog } from "../../movies/catalog/catalog.js";
import { indexedTest, meetsEvery, placesOf, placesToVisit } from "./facet-bits.js";
import { keyOf, testOf } from "./facets/index.js";
import { acclaim, genre, person, rating, story, studio, topic, years } from "./facets/make.js";
import { FilmIndex } from "./film-index.js";

let index: FilmIndex;

beforeAll(() => {
  index = new FilmIndex(Catalog.load());
});

const FACETS = [
  genre("Western"),
  // A genre of a family (its genres together), a kind of story, a studio of several distributors.
  genre("Drama"),
  story("Kids Fiction"),
  studio("Warner"),
  studio("Walt Disney Pictures"),
  topic("war"),
  years(1980, 1989),
  // Either end open.
  years(undefined, 1959),
  years(2010),
  person("Sergio Leone"),
  rating(undefined, "PG"),
  acclaim("best"),
];

/** The popularity ordering, its places, and the kept tests for westerns, the 80s and the 90s. */
function westernsAndDecades() {
  const order = index.ordered("popularity");
  const western = indexedTest(index, genre("Western"));
  const eighties = indexedTest(index, years(1980, 1989));
  const nineties = indexedTest(index, years(1990, 1999));
  if (!western || !eighties || !nineties) throw new Error("no test");
  return { order, places: placesOf(order), western, eighties, nineties };
}

describe("facet tests kept per index", () => {
  it("answer every film as the facet's own test does", () => {
    for (const facet of FACETS) {
      const key = keyOf(facet);
      const kept = indexedTest(index, facet);
      const own = testOf(facet);
      expect(kept, key).toBeDefined();
      const differ = index.features.filter((f) => kept?.(f) !== own?.(f));
      expect(differ, key).toEqual([]);
      expect(kept?.answers.filter((a) => a === 1).length, key).toBe(index.features.filter((f) => own?.(f)).length);
      expect(kept?.hits, key).toBe(index.features.filter((f) => own?.(f)).length);
      expect(kept?.hits, key).toBeGreaterThan(0);
    }
  });

  it("are kept by a facet's identity: an equal facet built apart (a chip sent back) reads the same answers", () => {
    const sent = JSON.parse(JSON.stringify({ kind: "years", to: 1989, from: 1980 }));
    expect(indexedTest(index, sent)).toBe(indexedTest(index, years(1980, 1989)));
  });

  it("know no test for a facet the registry has none for", () => {
    expect(indexedTest(index, topic("not-a-topic"))).toBeUndefined();
  });

  it("still answer rightly after many other facets pushed the first one out", () => {
    for (let year = 1900; year < 2200; year += 1) indexedTest(index, years(year, year));
    const western = indexedTest(index, genre("Western"));
    expect(index.features.filter((f) => western?.(f)).map((f) => f.film.id)).toEqual(
      index.features.filter((f) => f.film.genre === "Western").map((f) => f.film.id),
    );
  });

  it("find, by a film's place along an ordering, the films that meet one test of every group", () => {
    const { order, places, western, eighties, nineties } = westernsAndDecades();
    const groups = [[western], [eighties, nineties]];
    const found = order.filter((_, place) => meetsEvery(groups, places[place] ?? -1));
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(
      order.filter((f) => f.film.genre === "Western" && (f.year ?? 0) >= 1980 && (f.year ?? 0) <= 1999),
    );
  });

  it("visit, along an ordering, only the places of the group fewest films meet: every film that meets all groups, in order", () => {
    const { order, places, western, eighties, nineties } = westernsAndDecades();
    for (const groups of [
      [[western], [eighties, nineties]],
      [[eighties, nineties]],
      [[eighties, nineties], [eighties]],
    ]) {
      const visit = [...(placesToVisit(groups, order) ?? [])];
      const fewest = Math.min(...groups.map((g) => g.reduce((n, t) => n + t.hits, 0)));
      expect(visit.length).toBeLessThanOrEqual(fewest);
      expect(visit).toEqual([...new Set(visit)].sort((a, b) => a - b));
      expect(visit.filter((place) => meetsEvery(groups, places[place] ?? -1)).map((place) => order[place])).toEqual(
        order.filter((_, place) => meetsEvery(groups, places[place] ?? -1)),
      );
    }
    expect(placesToVisit([], order)).toBeUndefined();
  });
});
