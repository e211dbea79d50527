import { beforeAll, describe, expect, it } from "vitest";
import { Catalog } from "./catalog.js";
import { filmOf } from "./film.js";
import { wordsOf } from "./text.js";
import { TitleIndex, titlePlace, withinEdits } from "./title-index.js";

let catalog: Catalog;
beforeAll(() => {
  catalog = Catalog.load();
});
const titles = (text: string, year?: number) => catalog.titleSearch(text, year).map((f) => f.title);

describe("Catalog.titleSearch: the film the words name, then only titles holding every word", () => {
  it.each([
    ["WALL-E", ["WALL-E"]],
    ["Reservoir Dogs", ["Reservoir Dogs"]],
    ["The Usual Suspects", ["The Usual Suspects"]],
  ])("%s finds itself and nothing that merely resembles it", (name, expected) => {
    expect(titles(name)).toEqual(expected);
  });

  it("puts the exact title first, then the titles holding its words", () => {
    expect(titles("The Godfather").slice(0, 3)).toEqual([
      "The Godfather",
      "The Godfather: Part II",
      "The Godfather: Part III",
    ]);
  });

  it("with a year, the film of that year leads among same-named films", () => {
    const named = catalog.films.filter((f) => f.title === "Hamlet");
    const years = named.map((f) => f.year);
    expect(new Set(years).size).toBeGreaterThan(1);
    for (const film of named) expect(catalog.titleSearch("Hamlet", film.year ?? undefined)[0]?.id).toBe(film.id);
  });

  it("for one letter, answers titles that start with it, the shortest and best known first", () => {
    const found = catalog.titleSearch("s");
    expect(found.length).toBe(20);
    for (const film of found) expect(film.title.toLowerCase().startsWith("s")).toBe(true);
    expect(found.map((f) => f.title)).not.toContain("S.W.A.T.");
    // One-word titles lead: a title of initials ranks after them.
    expect(found[0]?.title.split(/\s+/)).toHaveLength(1);
  });

  it("forgives a typo only in long words, and a word still being typed at the end", () => {
    expect(titles("jurasic park")[0]).toBe("Jurassic Park");
    expect(titles("godfath")[0]).toBe("The Godfather");
    expect(titles("jaws")[0]).toBe("Jaws");
    expect(titles("jows")).toEqual([]);
  });

  it("puts titles that start with the words being typed before titles that merely hold them", () => {
    const found = titles("king");
    const firstOther = found.findIndex((t) => !/^king/i.test(t));
    expect(firstOther).toBeGreaterThan(0);
    expect(found.slice(firstOther).every((t) => !/^king/i.test(t))).toBe(true);
    expect(found).toContain("The Lion King");
    expect(titles("the dark kn")[0]).toBe("The Dark Knight");
  });

  it("two letters already find titles with a word that starts with them", () => {
    const found = titles("in");
    expect(found.length).toBeGreaterThan(3);
    expect(found.some((t) => t === "Inception")).toBe(true);
    expect(titles("incep")[0]).toBe("Inception");
  });

  it("answers nothing, honestly, when no title holds the words", () => {
    expect(titles("zzqxv wqkj")).toEqual([]);
    expect(titles("   ")).toEqual([]);
    expect(titles("kung fu")).toEqual(["Kung Fu Hustle"]);
  });

  it("names a film by its whole folded title, also without its leading article, and by nothing less", () => {
    const named = (key: string) => catalog.titles.named(key).map((f) => f.title);
    expect(named("the godfather")).toEqual(["The Godfather"]);
    expect(named("godfather")).toEqual(["The Godfather"]);
    expect(named("le fabuleux destin d amelie poulain")).toEqual(["Le Fabuleux destin d'Amélie Poulain"]);
    expect(named("godfather part")).toEqual([]);
    expect(new Set(named("hamlet")).size).toBe(1);
    expect(named("hamlet").length).toBeGreaterThan(1);
  });

  it("edits are counted exactly", () => {
    expect(withinEdits("jurasic", "jurassic", 1)).toBe(true);
    expect(withinEdits("kitten", "sitting", 2)).toBe(false);
    expect(withinEdits("kitten", "sitting", 3)).toBe(true);
  });
});

describe("TitleIndex ranks where a title holds the query: from its start, from a later word, elsewhere", () => {
  /** A small index of made-up films, `votes` apart so that being well known alone would order them otherwise. */
  const indexOf = (...titles: [string, number][]) =>
    new TitleIndex(titles.map(([title, votes], i) => filmOf({ id: i + 1, title, imdbVotes: votes })));
  const ranked = (index: TitleIndex, text: string) => index.search(text).map((f) => f.title);

  it("a title starting with the letter, then one with a word starting it, whatever is better known", () => {
    const index = indexOf(
      ["S.W.A.T.", 90_000],
      ["Ocean's Eleven", 80_000],
      ["The Shining", 70_000],
      ["Seven Samurai", 2_000],
      ["Snatch", 1_000],
      ["Heat", 100_000],
    );
    // Title start first (the fewest other words first: initials are four words), then a later word.
    expect(ranked(index, "s")).toEqual(["Snatch", "Seven Samurai", "S.W.A.T.", "The Shining", "Ocean's Eleven"]);
    expect(ranked(index, "sh")).toEqual(["The Shining"]);
  });

  it("holds for several words, the last still being typed; other orders and typos come last", () => {
    const index = indexOf(["A King and a Lion", 50_000], ["The Lion King", 40_000], ["Lion Kids", 10]);
    expect(ranked(index, "lion ki")).toEqual(["Lion Kids", "The Lion King", "A King and a Lion"]);
    expect(ranked(index, "lion king")).toEqual(["The Lion King", "A King and a Lion"]);
  });

  it("the exact title leads every place", () => {
    const index = indexOf(["Alien Nation", 90_000], ["Alien", 1_000], ["Aliens", 50_000]);
    expect(ranked(index, "alien")).toEqual(["Alien", "Aliens", "Alien Nation"]);
  });

  it("titlePlace reads the words in order", () => {
    expect(titlePlace(wordsOf("Star Wars"), wordsOf("star w"))).toBe(0);
    expect(titlePlace(wordsOf("The Lion King"), wordsOf("lion k"))).toBe(1);
    expect(titlePlace(wordsOf("Star Trek: The Wrath of Khan"), wordsOf("star w"))).toBe(2);
    expect(titlePlace(wordsOf("Up"), wordsOf("up in the air"))).toBe(2);
  });
});
