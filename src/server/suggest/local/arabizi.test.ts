import { describe, expect, it } from "vitest";
import { fromArabizi } from "./arabizi.js";
import { Lexicon } from "./lexicon.js";
import { tokenise } from "./normalise.js";

describe("Arabic written in Latin letters and digits", () => {
  const lexicon = new Lexicon();
  const read = (query: string) => fromArabizi(tokenise(query), lexicon).map((t) => t.word);

  it("reads a query with a digit standing for a letter as Arabic script, vowels written or not", () => {
    expect(read("3ayez aflam ro3b")).toEqual(["عايز", "افلام", "رعب"]);
    expect(read("aflam 7ob")).toEqual(["افلام", "حب"]);
  });

  it("leaves a query with no such word alone, and numbers with a unit are not letters", () => {
    expect(read("aflam from the 90s")).toEqual(["aflam", "from", "the", "90s"]);
    expect(read("under 2hrs, rob")).toEqual(["under", "2", "hours", "rob"]);
  });
});
