import { describe, expect, it } from "vitest";
import { understand, type Vocabulary } from "./lexicon.js";

const vocab: Vocabulary = {
  directorsByName: new Map([
    ["steven spielberg", "Steven Spielberg"],
    ["ridley scott", "Ridley Scott"],
    ["tony scott", "Tony Scott"],
    ["oliver stone", "Oliver Stone"],
  ]),
  directorsBySurname: new Map([
    ["spielberg", ["Steven Spielberg"]],
    ["scott", ["Ridley Scott", "Tony Scott"]],
    ["stone", ["Oliver Stone"]],
  ]),
  commonTitleWords: new Set(["stone", "the"]),
  latestYear: 2010,
};

describe("understand", () => {
  it("reads everyday genre words, plurals included", () => {
    expect([...(understand("funny movies", vocab).genres ?? [])].sort()).toEqual([
      "Black Comedy",
      "Comedy",
      "Romantic Comedy",
    ]);
    expect([...(understand("scary", vocab).genres ?? [])]).toEqual(["Horror"]);
    expect([...(understand("westerns", vocab).genres ?? [])]).toEqual(["Western"]);
    expect([...(understand("documentaries", vocab).genres ?? [])]).toEqual(["Documentary"]);
    expect([...(understand("sci-fi", vocab).creativeTypes ?? [])]).toEqual(["Science Fiction"]);
  });

  it("reads a few Spanish and Arabic words, accents and letter forms aside", () => {
    expect([...(understand("películas de terror", vocab).genres ?? [])]).toEqual(["Horror"]);
    expect([...(understand("una comedia", vocab).genres ?? [])]).toContain("Comedy");
    expect([...(understand("أفلام رعب", vocab).genres ?? [])]).toEqual(["Horror"]);
    expect([...(understand("كوميديا عائلية", vocab).mpaa ?? [])].sort()).toEqual(["G", "PG"]);
    expect(understand("أفلام رعب", vocab).text).toBe("");
  });

  it.each([
    ["90s thrillers", { min: 1990, max: 1999 }],
    ["1980s", { min: 1980, max: 1989 }],
    ["the '70s", { min: 1970, max: 1979 }],
    ["80's horror", { min: 1980, max: 1989 }],
    ["eighties", { min: 1980, max: 1989 }],
    ["from 1994", { min: 1994, max: 1994 }],
    ["movies 1994", { min: 1994, max: 1994 }],
    ["between 1970 and 1975", { min: 1970, max: 1975 }],
    ["1990-1995", { min: 1990, max: 1995 }],
    ["before 1960", { max: 1959 }],
    ["after 2000", { min: 2001 }],
    ["since 2005", { min: 2005 }],
    ["80s and 90s", { min: 1980, max: 1999 }],
    ["terror de los 90", { min: 1990, max: 1999 }],
    ["أفلام التسعينات", { min: 1990, max: 1999 }],
    ["recent", { min: 2008, max: 2010 }],
    ["old westerns", { max: 1979 }],
  ])("years in %j", (query, range) => {
    expect(understand(query, vocab).years).toEqual(range);
  });

  it("finds directors by surname, by full name, and after 'by' even when the word is common", () => {
    expect(understand("best Spielberg films", vocab).directors).toEqual(["Steven Spielberg"]);
    expect(understand("spielberg's movies", vocab).directors).toEqual(["Steven Spielberg"]);
    expect(understand("films by Ridley Scott", vocab).directors).toEqual(["Ridley Scott"]);
    expect(understand("scott", vocab).directors).toEqual(["Ridley Scott", "Tony Scott"]);
    expect(understand("stone age", vocab).directors).toBeNull();
    expect(understand("movies by stone", vocab).directors).toEqual(["Oliver Stone"]);
  });

  it("reads quality, audience and runtime words", () => {
    const q = understand("best short movies for kids", vocab);
    expect(q.quality).toBe("best");
    expect(q.runtime).toEqual({ max: 95 });
    expect([...(q.mpaa ?? [])]).toEqual(["G", "PG"]);
    expect(understand("underrated gems", vocab).quality).toBe("underrated");
    expect(understand("long epic", vocab).runtime).toEqual({ min: 150 });
  });

  it("keeps what it did not understand, minus stop words, for full-text search", () => {
    const q = understand("I want a movie about the godfather please", vocab);
    expect(q.text).toBe("godfather");
    expect(q.understood).toEqual([]);
    expect(understand("heist movies", vocab).text).toBe("");
    expect([...(understand("heist movies", vocab).topics ?? [])]).toEqual(["heist"]);
  });

  it("records what it understood, and nothing else", () => {
    expect(understand("scary movies from the 80s", vocab).understood).toEqual(["years:80s", "genres:scary"]);
    expect(understand("asdf", vocab).understood).toEqual([]);
  });

  it("records a repeated word once, and keeps a repeated unknown word once", () => {
    const q = understand("scary scary scary godfather godfather", vocab);
    expect(q.understood).toEqual(["genres:scary"]);
    expect(q.text).toBe("godfather");
  });
});

describe("understand: moods, occasions and negations", () => {
  it.each([
    ["feel-good movies", "feel-good"],
    ["a tearjerker", "tearjerker"],
    ["something mind-bending", "mind-bending"],
    ["date night", "date-night"],
    ["movies for a rainy sunday", "rainy-day"],
    ["family movie night", "family-night"],
    ["película para sentirse bien", "feel-good"],
    ["فيلم حزين", "tearjerker"],
  ])("%s → mood %s", (query, mood) => {
    expect(understand(query, vocab).moods).toEqual([mood]);
  });

  it("a feel-good mood rules horror out for good", () => {
    expect([...(understand("feel good", vocab).excludedGenres ?? [])]).toContain("Horror");
  });

  it.each([
    ["thrillers, no horror", ["Horror"]],
    ["nothing scary", ["Horror"]],
    ["comedia sin terror", ["Horror"]],
    ["كوميديا بدون رعب", ["Horror"]],
  ])("%s asks a genre away", (query, genres) => {
    const intent = understand(query, vocab);
    expect([...(intent.excludedGenres ?? [])]).toEqual(genres);
    expect(intent.genres?.has("Horror") ?? false).toBe(false);
  });

  it("'not too long' caps the length at two hours; a plain 'no' is left alone", () => {
    expect(understand("action, not too long", vocab).runtime).toEqual({ max: 120 });
    expect(understand("no country for old men", vocab).excludedGenres).toBeNull();
  });

  it("awards and martial arts are what the films are, not title words", () => {
    expect(understand("films that won lots of Oscars", vocab).quality).toBe("best");
    expect(understand("films that won lots of Oscars", vocab).text).toBe("");
    expect([...(understand("kung fu", vocab).topics ?? [])]).toEqual(["martial-arts"]);
  });

  it("animals are subjects in every language; 'of all time' is how good", () => {
    expect([...(understand("películas de perros", vocab).topics ?? [])]).toEqual(["dogs"]);
    expect([...(understand("أفلام عن الخيول", vocab).topics ?? [])]).toEqual(["horses"]);
    expect([...(understand("shark movies", vocab).topics ?? [])]).toEqual(["sharks"]);
    expect(understand("greatest films of all time", vocab)).toMatchObject({ quality: "best", text: "" });
  });
});
