import { describe, expect, it } from "vitest";
import { err } from "../../contract/errors.js";
import type { Movie } from "../../contract/movies.js";
import { Catalog } from "../movies/catalog/catalog.js";
import type { Film } from "../movies/catalog/film.js";
import { CatalogSource } from "../movies/catalog-source.js";
import type { MovieSource } from "../movies/movie-source.js";
import { fillRow, headOf, reasonOf } from "./row-fill.js";

const movie = (id: number, title: string, release_date?: string, vote_average?: number): Movie => ({
  id,
  title,
  overview: "",
  poster_path: null,
  ...(release_date && { release_date }),
  ...(vote_average !== undefined && { vote_average }),
});

describe("a suggestion row's head", () => {
  const hits = [
    movie(1, "Knocked Up", "2007-06-01"),
    movie(2, "Up", "2009-05-29"),
    movie(3, "Up", "1984-01-01"),
    movie(4, "Step Up", "2006-08-11"),
  ];

  it("is the suggested film itself: same title, and the same year when known", () => {
    expect(headOf(hits, "Up", 2009)?.id).toBe(2);
    expect(headOf(hits, "Up", 1984)?.id).toBe(3);
    expect(headOf(hits, "up", undefined)?.id).toBe(2);
  });

  it("is never a film that only shares a word with it", () => {
    expect(headOf(hits, "Alien", 1979)).toBeUndefined();
    expect(headOf([movie(5, "Monsters vs. Aliens", "2009-03-27")], "Alien", 1979)).toBeUndefined();
  });

  it("gives a model's pick a reason from the film found: its decade and rating", () => {
    expect(reasonOf(movie(6, "Heat", "1995-12-15", 7.94))).toEqual(["decade:1990", "rating:7.9"]);
    expect(reasonOf(movie(7, "Unknown"))).toEqual([]);
  });
});

describe("a suggestion row from the engine's film id", () => {
  const film = (id: number, title: string, releaseDate: string, genre: string): Film => ({
    id,
    title,
    releaseDate,
    year: Number(releaseDate.slice(0, 4)),
    genre,
    creativeType: "Contemporary Fiction",
    source: "Original Screenplay",
    director: null,
    mpaa: "R",
    runtime: 120,
    imdbRating: 7,
    imdbVotes: 1000,
    rottenTomatoes: 80,
    usGross: null,
    worldwideGross: null,
    distributor: null,
    hasPoster: true,
  });
  // Two films of one title and year: a title search cannot tell which one the engine picked.
  const catalog = new Catalog([
    film(11, "Heat", "1995-03-01", "Drama"),
    film(12, "Heat", "1995-12-15", "Action"),
    film(13, "Ronin", "1998-09-25", "Action"),
    film(14, "Thief", "1981-03-27", "Action"),
  ]);
  const catalogSource = new CatalogSource(catalog);
  /** The catalogue, with title search down: what is filled comes from ids alone. */
  const noSearch = new Proxy(catalogSource, {
    get(target, key) {
      if (key === "search") return async () => err({ code: "upstream_unavailable", message: "search is down" });
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as MovieSource;
  const row = {
    title: "Heat",
    year: 1995,
    language: "EN" as const,
    signal: new AbortController().signal,
    log: undefined,
  };

  it("starts from that very film, without a title search", async () => {
    const filled = await fillRow({ movies: noSearch }, { ...row, id: 12 });
    expect(filled.movies[0]?.id).toBe(12);
    expect(filled.movies.length).toBeGreaterThan(1);
    expect((await fillRow({ movies: catalogSource }, { ...row, id: 11 })).movies[0]?.id).toBe(11);
  });

  it("searches by title when the id names another film or none", async () => {
    expect((await fillRow({ movies: catalogSource }, { ...row, id: 13 })).movies[0]?.title).toBe("Heat");
    expect((await fillRow({ movies: catalogSource }, { ...row, id: 99 })).movies[0]?.title).toBe("Heat");
    expect((await fillRow({ movies: noSearch }, { ...row, id: 13 })).movies).toEqual([]);
  });
});
