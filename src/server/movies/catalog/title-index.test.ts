import { beforeAll, describe, expect, it } from "vitest";
import { Catalog } from "./catalog.js";
import { withinEdits } from "./title-index.js";

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
    expect(found.length).toBeGreaterThan(5);
    for (const film of found) expect(film.title.toLowerCase().startsWith("s")).toBe(true);
    expect(found[0]?.title).not.toBe("S.W.A.T.");
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
