import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildCatalog, isoDate, OUTPUT_FILE, SOURCE_FILE, serialise } from "../../../scripts/build-catalog.js";
import { LIST_KINDS } from "../../contract/movies.js";
import {
  Catalog,
  type Film,
  LIST_SIZE,
  POPULAR_YEARS,
  SEARCH_TERMS_MAX,
  SEARCH_TEXT_MAX,
  searchTermsOf,
  TOP_RATED_MIN_VOTES,
} from "./catalog.js";

let catalog: Catalog;
beforeAll(() => {
  catalog = Catalog.load();
});

const titles = (films: readonly Film[]) => films.map((f) => f.title);

describe("catalogue file", () => {
  it("holds ~3,200 films with unique positive ids, titles and sane dates", () => {
    expect(catalog.films.length).toBeGreaterThan(3_100);
    expect(new Set(catalog.films.map((f) => f.id)).size).toBe(catalog.films.length);
    for (const f of catalog.films) {
      expect(Number.isInteger(f.id) && f.id > 0 && f.id <= 2_147_483_647).toBe(true);
      expect(f.title.length).toBeGreaterThan(0);
      if (f.releaseDate) expect(f.releaseDate).toMatch(/^(19|20)\d\d-\d\d-\d\d$/);
      expect(f.year === null || (f.year >= 1900 && f.year <= 2012)).toBe(true);
    }
  });

  it("is what the build script makes from vega-datasets, byte for byte (deterministic)", () => {
    const raw = JSON.parse(readFileSync(SOURCE_FILE, "utf8"));
    const once = serialise(buildCatalog(raw));
    expect(serialise(buildCatalog([...raw].reverse()))).toBe(once);
    expect(readFileSync(OUTPUT_FILE, "utf8")).toBe(once);
    expect(Buffer.byteLength(once)).toBeLessThan(1_000_000);
  });

  it("fixes the data: 2-digit-year centuries, numeric titles, mojibake, 'X, The', dropped untitled", () => {
    expect(isoDate("Dec 15 2039")).toBe("1939-12-15");
    expect(isoDate("Jun 12 1998")).toBe("1998-06-12");
    expect(catalog.search("gone with the wind", 1)[0]?.year).toBe(1939);
    expect(catalog.films.some((f) => f.title === "300")).toBe(true);
    expect(catalog.films.some((f) => f.title === "Le Fabuleux destin d'Amélie Poulain")).toBe(true);
    expect(catalog.films.some((f) => f.title === "The Charge of the Light Brigade")).toBe(true);
    const records = [
      { Title: null, "Release Date": "Jan 01 2000" },
      { Title: "A", "Release Date": "Jan 01 2000" },
    ];
    expect(buildCatalog([...records, records[1] as object] as Record<string, unknown>[])).toHaveLength(1);
  });

  it("leaves about 3 % of films without a poster", () => {
    const share = catalog.films.filter((f) => !f.hasPoster).length / catalog.films.length;
    expect(share).toBeGreaterThan(0.015);
    expect(share).toBeLessThan(0.05);
  });
});

describe("lists", () => {
  it.each(LIST_KINDS)("%s has 20 distinct films", (kind) => {
    const list = catalog.list(kind);
    expect(list).toHaveLength(LIST_SIZE);
    expect(new Set(list.map((f) => f.id)).size).toBe(LIST_SIZE);
  });

  it("Upcoming is the 20 newest releases of the catalogue; Now Playing the 20 before them", () => {
    const now = catalog.list("upcoming");
    const next = catalog.list("now-playing");
    const dates = [...now, ...next].map((f) => f.releaseDate ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = catalog.films
      .map((f) => f.releaseDate ?? "")
      .sort()
      .at(-1);
    expect(now[0]?.releaseDate).toBe(newest);
    const last = next.at(-1)?.releaseDate ?? "";
    expect(catalog.films.filter((f) => (f.releaseDate ?? "") > last).length).toBeLessThanOrEqual(2 * LIST_SIZE);
  });

  it("Popular is by IMDB votes among the last 5 years' films; Top Rated by rating with a votes floor", () => {
    const popular = catalog.list("popular");
    const votes = popular.map((f) => f.imdbVotes ?? 0);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    const latest =
      catalog.films
        .map((f) => f.releaseDate ?? "")
        .sort()
        .at(-1) ?? "";
    const from = `${Number(latest.slice(0, 4)) - POPULAR_YEARS}${latest.slice(4)}`;
    const recent = catalog.films.filter((f) => (f.releaseDate ?? "") >= from);
    for (const f of popular) expect((f.releaseDate ?? "") >= from).toBe(true);
    expect(votes[0]).toBe(Math.max(...recent.map((f) => f.imdbVotes ?? 0)));
    const top = catalog.list("top-rated");
    const ratings = top.map((f) => f.imdbRating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const f of top) expect(f.imdbVotes).toBeGreaterThanOrEqual(TOP_RATED_MIN_VOTES);
    expect(titles(top)).toContain("The Godfather");
  });

  it("the four lists differ from one another", () => {
    const keys = LIST_KINDS.map((k) => titles(catalog.list(k)).join("|"));
    expect(new Set(keys).size).toBe(4);
    const recent = new Set(catalog.list("now-playing").map((f) => f.id));
    expect(catalog.list("upcoming").some((f) => recent.has(f.id))).toBe(false);
  });

  it.each(LIST_KINDS.flatMap((a, i) => LIST_KINDS.slice(i + 1).map((b) => [a, b] as const)))(
    "%s and %s share at most 2 of their first 12 films",
    (a, b) => {
      const first = new Set(
        catalog
          .list(a)
          .slice(0, 12)
          .map((f) => f.id),
      );
      const shared = catalog
        .list(b)
        .slice(0, 12)
        .filter((f) => first.has(f.id));
      expect(shared.length).toBeLessThanOrEqual(2);
    },
  );
});

describe("search", () => {
  it('"godfather" finds The Godfather first', () => {
    expect(titles(catalog.search("godfather")).slice(0, 3)).toEqual([
      "The Godfather",
      "The Godfather: Part II",
      "The Godfather: Part III",
    ]);
  });

  it('"spielberg" returns his films', () => {
    const hits = catalog.search("spielberg");
    expect(hits.length).toBeGreaterThanOrEqual(10);
    for (const f of hits.slice(0, 10)) expect(f.director).toBe("Steven Spielberg");
    expect(titles(hits)).toContain("Jurassic Park");
  });

  it('"jurasic park" (typo) finds Jurassic Park first; prefixes and accents match too', () => {
    expect(catalog.search("jurasic park")[0]?.title).toBe("Jurassic Park");
    expect(catalog.search("shawsh")[0]?.title).toBe("The Shawshank Redemption");
    expect(catalog.search("amelie")[0]?.title).toBe("Le Fabuleux destin d'Amélie Poulain");
  });

  it("respects the limit, is deterministic, and answers nothing for blank text", () => {
    expect(catalog.search("the", 5)).toHaveLength(5);
    expect(titles(catalog.search("love", 20))).toEqual(titles(Catalog.load().search("love", 20)));
    expect(catalog.search("   ")).toEqual([]);
    expect(catalog.search("zzqxqzzqx")).toEqual([]);
  });

  it("byId finds every film and nothing else", () => {
    for (const f of catalog.films.slice(0, 50)) expect(catalog.byId(f.id)).toBe(f);
    expect(catalog.byId(1)).toBeUndefined();
  });
});

describe("searchTermsOf: what a search looks up", () => {
  const terms = (text: string) => searchTermsOf(text).map((t) => t.term);

  it("normalises as the index does: lower case, accents off, split on spaces and punctuation", () => {
    expect(terms("Amélie, POULAIN!")).toEqual(["amelie", "poulain"]);
    expect(terms("  \n\t ")).toEqual([]);
  });

  it("prefixes only from 3 letters; typos only from 5 letters (two from 8)", () => {
    expect(searchTermsOf("s ab man park jurasic godfather")).toEqual([
      { term: "s", prefix: false, fuzzy: false },
      { term: "ab", prefix: false, fuzzy: false },
      { term: "man", prefix: true, fuzzy: false },
      { term: "park", prefix: true, fuzzy: false },
      { term: "jurasic", prefix: true, fuzzy: 1 },
      { term: "godfather", prefix: true, fuzzy: 2 },
    ]);
    expect(searchTermsOf("رعب")).toEqual([{ term: "رعب", prefix: true, fuzzy: false }]);
  });

  it("drops duplicates, and stop words unless nothing else is left (then whole words only)", () => {
    expect(terms("s s s s s")).toEqual(["s"]);
    expect(terms("the man of the man of the man")).toEqual(["man"]);
    expect(searchTermsOf("the of the")).toEqual([
      { term: "the", prefix: false, fuzzy: false },
      { term: "of", prefix: false, fuzzy: false },
    ]);
  });

  it(`keeps at most ${SEARCH_TERMS_MAX} words and reads only the first ${SEARCH_TEXT_MAX} characters`, () => {
    const many = Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ");
    expect(terms(many)).toEqual(["word0", "word1", "word2", "word3", "word4", "word5", "word6", "word7"]);
    expect(terms(`${"x ".repeat(SEARCH_TEXT_MAX)}godfather`)).toEqual(["x"]);
    expect(terms(`${"q".repeat(4_000)} heat`)).toEqual([]);
    expect(terms(`${"q".repeat(41)} heat`)).toEqual(["heat"]);
  });

  it("hostile texts of any length answer like their first words", () => {
    expect(catalog.search("godfather ".repeat(100_000))[0]?.title).toBe("The Godfather");
    expect(catalog.search("s ".repeat(500_000))).toEqual(catalog.search("s"));
    expect(catalog.search("the man of ".repeat(400))).toEqual(catalog.search("man"));
  });
});
