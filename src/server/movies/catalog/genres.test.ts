import { beforeAll, describe, expect, it } from "vitest";
import { Catalog } from "./catalog.js";
import { catalogGenreRows, catalogGenres } from "./genres.js";

describe("catalogue genres", () => {
  let catalog: Catalog;
  beforeAll(() => {
    catalog = Catalog.load();
  });

  it("names every genre in every language, with ids fit for an address", () => {
    for (const language of ["EN", "AR", "spanish"] as const) {
      const genres = catalogGenres(language);
      expect(genres.length).toBeGreaterThanOrEqual(12);
      for (const g of genres) expect(g.id).toMatch(/^[a-z0-9-]+$/);
      expect(new Set(genres.map((g) => g.name)).size).toBe(genres.length);
    }
  });

  it.each(catalogGenres("EN").map((g) => [g.id] as const))(
    "%s: three rows of that genre, each ordered as named",
    (id) => {
      const found = catalogGenreRows(catalog.films, id, "EN");
      if (!found) throw new Error(`no rows for ${id}`);
      const { popular, acclaimed, newest } = found.rows;
      expect(popular.length).toBeGreaterThanOrEqual(5);
      const votes = popular.map((f) => f.imdbVotes ?? 0);
      expect(votes).toEqual([...votes].sort((a, b) => b - a));
      const dates = newest.map((f) => f.releaseDate ?? "");
      expect(dates).toEqual([...dates].sort().reverse());
      for (const film of [...popular, ...acclaimed, ...newest]) {
        expect(film.hasPoster).toBe(true);
      }
    },
  );

  it.each(catalogGenres("EN").map((g) => [g.id] as const))("%s: no film is in two of its rows", (id) => {
    const rows = Object.values(catalogGenreRows(catalog.films, id, "EN")?.rows ?? {});
    const ids = rows.flat().map((f) => f.id);
    expect(rows.flat().length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a genre's films to that genre (creative types included)", () => {
    const horror = catalogGenreRows(catalog.films, "horror", "EN");
    expect(horror?.rows.popular.every((f) => f.genre === "Horror")).toBe(true);
    const scifi = catalogGenreRows(catalog.films, "science-fiction", "AR");
    expect(scifi?.genre.name).toBe("خيال علمي");
    expect(scifi?.rows.acclaimed.every((f) => f.creativeType === "Science Fiction")).toBe(true);
  });
});
