import { describe, expect, it } from "vitest";
import { parseNames } from "./parse-names.js";

describe("parseNames", () => {
  it.each([
    [
      "a plain comma list",
      "Heat, Ronin, The Italian Job, Inside Man, Ocean's Eleven",
      ["Heat", "Ronin", "The Italian Job", "Inside Man", "Ocean's Eleven"],
    ],
    ["a numbered list on lines", "1. Heat\n2. Ronin\n3. Inside Man", ["Heat", "Ronin", "Inside Man"]],
    ["numbering with ) and (n)", "1) Heat, (2) Ronin, #3 Inside Man", ["Heat", "Ronin", "Inside Man"]],
    ["bullets", "- Heat\n* Ronin\n• Inside Man", ["Heat", "Ronin", "Inside Man"]],
    [
      "straight and curly quotes, guillemets",
      `"Heat", 'Ronin', “Inside Man”, ‘Snatch’, «Amélie»`,
      ["Heat", "Ronin", "Inside Man", "Snatch", "Amélie"],
    ],
    ["markdown emphasis", "**Heat**, *Ronin*, `Snatch`", ["Heat", "Ronin", "Snatch"]],
    ["a trailing period", "Heat, Ronin, Inside Man.", ["Heat", "Ronin", "Inside Man"]],
    ["a period inside a quoted title", `"Heat.", Ronin`, ["Heat", "Ronin"]],
    ["an ellipsis is kept", "And Then There Were None..., Heat", ["And Then There Were None...", "Heat"]],
    ["a lead-in line", "Here are five heist movies:\n1. Heat\n2. Ronin", ["Heat", "Ronin"]],
    ["empties and spaces", " , Heat,, ,Ronin , ", ["Heat", "Ronin"]],
    ["case-insensitive duplicates", "Heat, HEAT, heat, Ronin", ["Heat", "Ronin"]],
    ["more than five", "A, B, C, D, E, F, G", ["A", "B", "C", "D", "E"]],
    [
      "titles with numbers",
      "2001: A Space Odyssey, 10 Things I Hate About You, 12 Angry Men",
      ["2001: A Space Odyssey", "10 Things I Hate About You", "12 Angry Men"],
    ],
    ["semicolons", "Heat; Ronin", ["Heat", "Ronin"]],
    ["inner whitespace collapsed", "The   Italian\tJob", ["The Italian Job"]],
    ["the Arabic comma", "العراب، حرارة، الحرامي", ["العراب", "حرارة", "الحرامي"]],
    ["full-width commas", "英雄，卧虎藏龙", ["英雄", "卧虎藏龙"]],
  ])("%s", (_name, content, expected) => {
    expect(parseNames(content)).toEqual(expected);
  });

  it("splits a title that itself has a comma (documented: a comma always separates)", () => {
    expect(parseNames("Crouching Tiger, Hidden Dragon")).toEqual(["Crouching Tiger", "Hidden Dragon"]);
  });

  it.each([[""], ["   "], [null], [undefined], [", , ."]])("answers [] for %j", (content) => {
    expect(parseNames(content)).toEqual([]);
  });
});
