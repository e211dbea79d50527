import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { LANGUAGE_IDS } from "../../contract/language.js";
import { LIST_KINDS, MovieSchema } from "../../contract/movies.js";
import { Catalog } from "./catalog/catalog.js";
import type { Film } from "./catalog/film.js";
import { CatalogSource, movieOf } from "./catalog-source.js";
import { overviewOf } from "./overview/overview.js";

let catalog: Catalog;
let pulp: Film;
beforeAll(() => {
  catalog = Catalog.load();
  pulp = catalog.titleSearch("pulp fiction", undefined, 1)[0] as Film;
});

describe("CatalogSource", () => {
  it("is the catalog kind with the art routes as image base", () => {
    const source = new CatalogSource(catalog);
    expect(source.kind).toBe("catalog");
    expect(source.imageBaseUrl).toBe("/api/art");
  });

  it.each(LIST_KINDS)("list(%s) answers 20 contract Movies in the catalogue's order", async (kind) => {
    const result = await new CatalogSource(catalog).list(kind, "EN");
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).toHaveLength(20);
    for (const movie of result.value) z.strictObject(MovieSchema.shape).parse(movie);
    expect(result.value.map((m) => m.id)).toEqual(catalog.list(kind).map((f) => f.id));
  });

  it("maps a film to the TMDB-like shape: art paths, ISO date, IMDB rating, critics' score, runtime", () => {
    const movie = movieOf(pulp, "EN");
    expect(movie).toEqual({
      id: pulp.id,
      title: "Pulp Fiction",
      overview: overviewOf(pulp, "EN"),
      poster_path: pulp.hasPoster ? `/p/${pulp.id}.svg` : null,
      backdrop_path: `/b/${pulp.id}.svg`,
      release_date: "1994-10-14",
      vote_average: 8.9,
      critics_score: 94,
      runtime: null,
    });
    for (const drawn of catalog.films.filter((f) => !f.hasPoster)) {
      expect(movieOf(drawn, "EN").poster_path).toBe(`/p/${drawn.id}.svg`);
    }
    expect(movieOf({ ...pulp, title: "…" }, "EN").poster_path).toBeNull();
    const bare = { ...pulp, releaseDate: null, year: null, imdbRating: null, runtime: 154 };
    const parsed = z.strictObject(MovieSchema.shape).parse(movieOf(bare, "EN"));
    expect(parsed).not.toHaveProperty("release_date");
    expect(parsed).not.toHaveProperty("vote_average");
    expect(parsed.runtime).toBe(154);
  });

  it("search answers the catalogue's full-text hits, empty for no match", async () => {
    const source = new CatalogSource(catalog);
    const result = await source.search("godfather", "spanish");
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value[0]?.title).toBe("The Godfather");
    expect(result.value[0]?.overview).toMatch(/^Un|^Una/);
    expect(await source.search("zzqxqzzqx", "EN")).toEqual({ ok: true, value: [] });
    const aborted = await source.search("godfather", "EN", AbortSignal.abort());
    expect(aborted.ok).toBe(false);
  });

  it("has no trailers: videos is empty for a known film, not_found for an unknown id", async () => {
    const source = new CatalogSource(catalog);
    expect(await source.videos(pulp.id, "EN")).toEqual({ ok: true, value: [] });
    const unknown = await source.videos(1, "EN");
    expect(unknown.ok || unknown.error.code).toBe("not_found");
  });
});

describe("overviewOf", () => {
  it("writes the facts in natural English", () => {
    expect(overviewOf(pulp, "EN")).toBe(
      "A 1994 drama directed by Quentin Tarantino, rated 8.9 on IMDb and 94% on Rotten Tomatoes. " +
        "It earned $107.9 million in the US and $212.9 million worldwide. Rated R.",
    );
  });

  it("writes a different text per language, with that language's numbers", () => {
    const [en, ar, es] = LANGUAGE_IDS.map((l) => overviewOf(pulp, l));
    expect(new Set([en, ar, es]).size).toBe(3);
    expect(ar).toContain("فيلم درامي");
    expect(ar).toContain("١٩٩٤");
    expect(ar).toContain("٨٫٩");
    expect(es).toBe(
      "Un drama de 1994 dirigido por Quentin Tarantino, con una valoración de 8,9 en IMDb y un 94\u00a0% en Rotten Tomatoes. " +
        "Recaudó 107,9 millones de dólares en EE. UU. y 212,9 millones de dólares en todo el mundo. Clasificación R.",
    );
  });

  it("translates genres and agrees in gender in Spanish", () => {
    const comedy = { ...pulp, genre: "Comedy", source: "Based on Book/Short Story" };
    expect(overviewOf(comedy, "spanish")).toMatch(/^Una comedia de 1994 dirigida por .* Basada en un libro\./);
    expect(overviewOf({ ...comedy, genre: "Western" }, "spanish")).toMatch(/^Un wéstern .* Basado en un libro\./);
    expect(overviewOf({ ...comedy, genre: "Horror" }, "EN")).toMatch(/^A 1994 horror film/);
    expect(overviewOf({ ...comedy, genre: "Action" }, "AR")).toMatch(/^فيلم حركة/);
  });

  it("leaves unknown facts out gracefully", () => {
    const bare: Film = {
      ...pulp,
      year: null,
      genre: null,
      creativeType: null,
      source: null,
      director: null,
      mpaa: null,
      runtime: null,
      imdbRating: null,
      rottenTomatoes: null,
      usGross: null,
      worldwideGross: null,
    };
    expect(overviewOf(bare, "EN")).toBe("A film.");
    expect(overviewOf({ ...bare, genre: "Action", worldwideGross: 2_500_000 }, "EN")).toBe(
      "An action film. It earned $2.5 million worldwide.",
    );
    for (const film of catalog.films.slice(0, 400)) {
      for (const l of LANGUAGE_IDS) expect(overviewOf(film, l)).not.toMatch(/null|undefined|NaN|\$0\b|, \.|\.\./);
    }
  });
});
