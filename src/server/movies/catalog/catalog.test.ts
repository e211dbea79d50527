import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildCatalog, isoDate, OUTPUT_FILE, SOURCE_FILE, serialise } from "../../../../scripts/build-catalog.js";
import { LIST_KINDS } from "../../../contract/movies.js";
import { Catalog, LIST_SIZE } from "./catalog.js";
import type { Film } from "./film.js";
import { THRESHOLDS } from "./thresholds.js";

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
    expect(catalog.titleSearch("gone with the wind", undefined, 1)[0]?.year).toBe(1939);
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
    const from = `${Number(latest.slice(0, 4)) - THRESHOLDS.popularYears}${latest.slice(4)}`;
    const recent = catalog.films.filter((f) => (f.releaseDate ?? "") >= from);
    for (const f of popular) expect((f.releaseDate ?? "") >= from).toBe(true);
    expect(votes[0]).toBe(Math.max(...recent.map((f) => f.imdbVotes ?? 0)));
    const top = catalog.list("top-rated");
    const ratings = top.map((f) => f.imdbRating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const f of top) expect(f.imdbVotes).toBeGreaterThanOrEqual(THRESHOLDS.wellKnownVotes);
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

describe("title search and lookup", () => {
  it("accents, case and typos in long words do not matter; a word being typed matches its start", () => {
    expect(catalog.titleSearch("jurasic park")[0]?.title).toBe("Jurassic Park");
    expect(catalog.titleSearch("shawsh")[0]?.title).toBe("The Shawshank Redemption");
    expect(catalog.titleSearch("AMÉLIE poulain")[0]?.title).toBe("Le Fabuleux destin d'Amélie Poulain");
  });

  it("respects the limit, is deterministic, and answers nothing for blank text", () => {
    expect(catalog.titleSearch("the", undefined, 5)).toHaveLength(5);
    expect(titles(catalog.titleSearch("love"))).toEqual(titles(Catalog.load().titleSearch("love")));
    expect(catalog.titleSearch("   ")).toEqual([]);
  });

  it("hostile texts of any length answer like their first words", () => {
    expect(catalog.titleSearch("godfather ".repeat(100_000))[0]?.title).toBe("The Godfather");
    expect(catalog.titleSearch("the man of ".repeat(400))).toEqual(catalog.titleSearch("the man of ".repeat(27)));
  });

  it("byId finds every film and nothing else", () => {
    for (const f of catalog.films.slice(0, 50)) expect(catalog.byId(f.id)).toBe(f);
    expect(catalog.byId(1)).toBeUndefined();
  });
});
