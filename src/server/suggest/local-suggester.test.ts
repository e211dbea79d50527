import { beforeAll, describe, expect, it } from "vitest";
import { QUERY_MAX_LENGTH } from "../../contract/suggestions.js";
import { Catalog } from "../movies/catalog.js";
import type { EngineFilm } from "./film-index.js";
import { LocalSuggester } from "./local-suggester.js";

let catalog: Catalog;
let engine: LocalSuggester;

beforeAll(() => {
  catalog = Catalog.load();
  engine = new LocalSuggester(catalog);
});

const films = (query: string): EngineFilm[] => engine.pick(query).films.map((f) => f.film);
const COMEDIES = ["Comedy", "Romantic Comedy", "Black Comedy"];
const KIDS = ["G", "PG"];
const inYears = (min: number, max: number) => (f: EngineFilm) => (f.year ?? 0) >= min && (f.year ?? 0) <= max;

/** Query → a fact every returned film must have. */
const EVERY: [string, (f: EngineFilm) => boolean][] = [
  ["funny animated movies for kids", (f) => COMEDIES.includes(f.genre ?? "") && KIDS.includes(f.mpaa ?? "")],
  ["90s thrillers", (f) => f.genre === "Thriller/Suspense" && inYears(1990, 1999)(f)],
  ["best Spielberg films", (f) => f.director === "Steven Spielberg"],
  ["scary movies from the 80s", (f) => f.genre === "Horror" && inYears(1980, 1989)(f)],
  ["short comedies", (f) => COMEDIES.includes(f.genre ?? "") && (f.runtime ?? 999) <= 95],
  ["long epic dramas", (f) => f.genre === "Drama" && (f.runtime ?? 0) >= 150],
  ["westerns", (f) => f.genre === "Western"],
  ["sci-fi from the 1980s", (f) => f.creativeType === "Science Fiction" && inYears(1980, 1989)(f)],
  ["space movies", (f) => f.creativeType === "Science Fiction"],
  ["family movies", (f) => KIDS.includes(f.mpaa ?? "")],
  ["musicals", (f) => f.genre === "Musical" || f.genre === "Concert/Performance"],
  ["documentaries", (f) => f.genre === "Documentary"],
  ["superhero movies", (f) => f.creativeType === "Super Hero"],
  ["action movies from 2008", (f) => f.genre === "Action" && f.year === 2008],
  ["movies by Martin Scorsese", (f) => f.director === "Martin Scorsese"],
  ["Tarantino", (f) => f.director === "Quentin Tarantino"],
  ["best movies of the 90s", (f) => inYears(1990, 1999)(f) && (f.imdbVotes ?? 0) >= 20_000],
  ["underrated dramas", (f) => f.genre === "Drama" && (f.imdbRating ?? 0) >= 7 && (f.imdbVotes ?? 0) < 40_000],
  ["películas de terror de los 90", (f) => f.genre === "Horror" && inYears(1990, 1999)(f)],
  ["comedias para niños", (f) => COMEDIES.includes(f.genre ?? "") && KIDS.includes(f.mpaa ?? "")],
  ["أفلام رعب", (f) => f.genre === "Horror"],
  ["كوميديا", (f) => COMEDIES.includes(f.genre ?? "")],
  ["recent action", (f) => f.genre === "Action" && (f.year ?? 0) >= engineLatest() - 2],
  ["zombie movies", (f) => /zombie|dead|28|legend|resident/i.test(f.title)],
  ["horror movies before 1980", (f) => f.genre === "Horror" && (f.year ?? 9999) < 1980],
];

function engineLatest(): number {
  return Math.max(...films("recent").map((f) => f.year ?? 0));
}

describe("LocalSuggester: what a query means", () => {
  it.each(EVERY)("%s → five distinct films that all fit", (query, fits) => {
    const picked = films(query);
    expect(picked).toHaveLength(5);
    expect(new Set(picked.map((f) => f.title.toLowerCase())).size).toBe(5);
    for (const f of picked) expect({ title: f.title, fits: fits(f) }).toEqual({ title: f.title, fits: true });
  });

  it("best Spielberg films are his best-rated, widely seen ones", () => {
    const picked = films("best Spielberg films");
    const his = catalog.films.filter(
      (f) => f.director === "Steven Spielberg" && (f.imdbVotes ?? 0) >= 20_000 && f.hasPoster,
    );
    const top = Math.max(...his.map((f) => f.imdbRating ?? 0));
    expect(picked[0]?.imdbRating).toBe(top);
  });

  it("godfather → The Godfather among the five", () => {
    expect(films("godfather").map((f) => f.title)).toContain("The Godfather");
  });

  it.each([
    ["star wars", /^Star Wars/],
    ["batman", /Batman/],
    ["harry potter", /^Harry Potter/],
    ["pirates of the caribbean", /Pirates of the Caribbean|Pirates/],
  ])("%s → its films first (words found together in titles)", (query, title) => {
    const picked = films(query);
    expect(picked.slice(0, 3).every((f) => title.test(f.title))).toBe(true);
  });

  it("a typo still finds the film; gibberish finds nothing by accident", () => {
    expect(films("jurasic park")[0]?.title).toBe("Jurassic Park");
    expect(engine.pick("wplk zxqv").films.some((f) => /walk/i.test(f.film.title))).toBe(false);
  });

  it("a query naming a film puts it first, then films like it", () => {
    const picked = films("movies like the godfather");
    expect(picked[0]?.title).toBe("The Godfather");
    expect(picked).toHaveLength(5);
  });

  it("heist → films about heists", () => {
    const titles = films("heist movies").map((f) => f.title);
    expect(
      titles.some((t) => /Ocean's|Italian Job|Inside Man|Reservoir Dogs|Snatch|Usual Suspects|Sting|Inception/.test(t)),
    ).toBe(true);
  });

  it("westerns by a director with few westerns go on with other westerns", () => {
    const picked = films("westerns by Sergio Leone");
    expect(picked.every((f) => f.director === "Sergio Leone" || f.genre === "Western")).toBe(true);
  });

  it("understanding nothing answers the best-rated widely seen films, not nothing", () => {
    const picked = engine.pick("zxqv wplk");
    expect(picked.intent.understood).toEqual([]);
    expect(picked.films).toHaveLength(5);
    for (const f of picked.films) expect(f.votes).toBeGreaterThan(100_000);
    expect(engine.pick("asdfgh qwerty").films.map((f) => f.film.id)).toEqual(picked.films.map((f) => f.film.id));
  });

  it("prefers films with posters", () => {
    for (const query of ["westerns", "90s thrillers", "funny animated movies for kids"]) {
      expect(films(query).every((f) => f.hasPoster !== false)).toBe(true);
    }
  });

  it("every suggested title is found by the catalogue's search", () => {
    for (const query of ["heist movies", "best Spielberg films", "أفلام رعب", "comedias para niños"]) {
      for (const f of films(query)) expect(catalog.search(f.title, 20).map((h) => h.id)).toContain(f.id);
    }
  });

  it("is deterministic: the same query, the same five, in the same order", () => {
    for (const query of ["scary movies from the 80s", "godfather", "heist", "zxqv"]) {
      const again = new LocalSuggester(catalog);
      expect(again.pick(query).films.map((f) => f.film.id)).toEqual(engine.pick(query).films.map((f) => f.film.id));
    }
  });

  it("suggest() answers the titles; an aborted signal answers aborted", async () => {
    const result = await engine.suggest("westerns", "EN", new AbortController().signal);
    const named = films("westerns").map((f) => (f.year === null ? f.title : `${f.title} (${f.year})`));
    expect(result).toEqual({ ok: true, value: named });
    const controller = new AbortController();
    controller.abort();
    expect(await engine.suggest("westerns", "EN", controller.signal)).toMatchObject({
      ok: false,
      error: { code: "aborted" },
    });
  });
});

describe("LocalSuggester: hostile queries", () => {
  const ids = (query: string) => engine.pick(query).films.map((f) => f.film.id);

  it(`reads only the first ${QUERY_MAX_LENGTH} characters, however long the query`, () => {
    const head = "the man of ".repeat(40).slice(0, QUERY_MAX_LENGTH);
    expect(ids(`${head}${"westerns ".repeat(100_000)}`)).toEqual(ids(head));
    expect(ids("godfather ".repeat(100_000))).toContain(catalog.search("godfather", 1)[0]?.id);
  });

  it.each([
    ["one-letter words", "s ".repeat(150)],
    ["repeated title words", "the man of ".repeat(28)],
    ["a repeated title", "star wars ".repeat(30)],
    ["mixed scripts", "رعب horror الرعب terror 恐怖 ужас ".repeat(10)],
  ])("%s still answer five distinct films, each thing understood once", (_name, query) => {
    const picked = engine.pick(query);
    expect(new Set(picked.films.map((f) => f.key)).size).toBe(5);
    expect(new Set(picked.intent.understood).size).toBe(picked.intent.understood.length);
    expect(new Set(picked.intent.text.split(" ")).size).toBe(picked.intent.text.split(" ").length);
  });
});
