import { beforeAll, describe, expect, it } from "vitest";
import { Catalog } from "../../movies/catalog/catalog.js";
import { LocalSuggester } from "./local-suggester.js";

let catalog: Catalog;
let engine: LocalSuggester;
beforeAll(() => {
  catalog = Catalog.load();
  engine = new LocalSuggester(catalog);
});

describe("LocalPick.gradable: the films a row can find other than allowed", () => {
  it.each([
    "funny 90s comedies",
    "scary movies but not gory",
    "space adventure without aliens",
    "like The Matrix but not violent",
    "no violence",
    "short films under 90 minutes",
    "westerns by Sergio Leone from the 2010s",
    "comedia de los 90",
    "أفلام رعب",
    "xyzzy",
  ])("%s: every film left out grades allowed, and each film is named once", (query) => {
    const pick = engine.pick(query);
    const fit = pick.understanding.rowFit;
    if (!fit) throw new Error("no row fit");
    const gradable = pick.gradable();
    expect(new Set(gradable).size).toBe(gradable.length);
    const named = new Set(gradable);
    const missed = catalog.films.filter((f) => !named.has(f.id) && fit.grade(f.id) !== "allowed");
    expect(missed.map((f) => f.title)).toEqual([]);
  });

  it("names only the films that matter for a selective query, not the catalogue", () => {
    expect(engine.pick("funny 90s comedies").gradable().length).toBeLessThan(catalog.films.length / 10);
  });
});
