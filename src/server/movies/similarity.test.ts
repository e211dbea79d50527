import { beforeAll, describe, expect, it } from "vitest";
import { Catalog } from "./catalog/catalog.js";
import type { Film } from "./catalog/film.js";
import { likeness, SIMILAR_LIMIT, similarFilms } from "./similarity.js";

/** Well-known films across genres, decades and audiences. */
const WELL_KNOWN = [
  "The Matrix",
  "Toy Story",
  "Pulp Fiction",
  "Titanic",
  "The Shining",
  "Jurassic Park",
  "Finding Nemo",
  "The Dark Knight",
  "Forrest Gump",
  "Gladiator",
  "Inception",
  "The Silence of the Lambs",
  "Shrek",
  "Braveheart",
  "Fargo",
  "Alien",
  "The Lord of the Rings: The Fellowship of the Ring",
  "Goodfellas",
  "Ocean's Eleven",
  "Groundhog Day",
];

describe("similarFilms on the catalogue's facts", () => {
  let catalog: Catalog;
  const film = (title: string): Film => {
    const found = catalog.films.find((f) => f.title === title);
    if (!found) throw new Error(`${title} is not in the catalogue`);
    return found;
  };
  beforeAll(() => {
    catalog = Catalog.load();
  });

  it.each(WELL_KNOWN)("%s: at least 8 of the first 12 share its genre or creative type, never itself", (title) => {
    const target = film(title);
    const twelve = similarFilms(target, catalog.films).slice(0, 12);
    expect(twelve).toHaveLength(12);
    expect(twelve.map((f) => f.id)).not.toContain(target.id);
    const sharing = twelve.filter(
      (f) =>
        (target.genre !== null && f.genre === target.genre) ||
        (target.creativeType !== null && f.creativeType === target.creativeType),
    );
    expect(sharing.length).toBeGreaterThanOrEqual(8);
  });

  it("keeps a family film among family films", () => {
    const twelve = similarFilms(film("Toy Story"), catalog.films).slice(0, 12);
    const adult = twelve.filter((f) => f.mpaa === "R" || f.mpaa === "NC-17");
    expect(adult.length).toBeLessThanOrEqual(1);
  });

  it("answers only films a row can show (with a poster)", () => {
    expect(similarFilms(film("Inception"), catalog.films).every((f) => f.hasPoster)).toBe(true);
  });

  it("ranks exactly as scoring every film by likeness and sorting them all would", () => {
    const everyFilm = (target: Film, films = catalog.films) =>
      films
        .filter((f) => f.id !== target.id && f.hasPoster && f.title !== target.title)
        .map((f) => ({ film: f, score: likeness(target, f) }))
        .sort((a, b) => b.score - a.score || (b.film.imdbVotes ?? 0) - (a.film.imdbVotes ?? 0) || a.film.id - b.film.id)
        .slice(0, SIMILAR_LIMIT)
        .map((s) => s.film.id);
    const targets = catalog.films.filter((_, i) => i % 40 === 0);
    expect(targets.length).toBeGreaterThan(50);
    for (const target of targets) {
      expect(similarFilms(target, catalog.films).map((f) => f.id)).toEqual(everyFilm(target));
    }
    // Many films with the same facts (three copies of the catalogue): ties everywhere, same answer.
    const copies = [0, 1, 2].flatMap((copy) =>
      catalog.films.map((f) => (copy === 0 ? f : { ...f, id: f.id + copy * 2 ** 27, title: `${f.title} ${copy}` })),
    );
    for (const target of copies.filter((_, i) => i % 400 === 0)) {
      expect(similarFilms(target, copies).map((f) => f.id)).toEqual(everyFilm(target, copies));
    }
  });

  it("answers the same films when asked again (they are kept), whatever the caller did to its answer", () => {
    const target = film("Fargo");
    const first = similarFilms(target, catalog.films);
    const ids = first.map((f) => f.id);
    first.splice(0, first.length);
    expect(similarFilms(target, catalog.films).map((f) => f.id)).toEqual(ids);
    expect(similarFilms(target, catalog.films, 5).map((f) => f.id)).toEqual(ids.slice(0, 5));
  });
});
