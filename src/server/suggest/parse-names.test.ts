import { describe, expect, it } from "vitest";
import { ANSWER_READ_MAX, createNameReader, NAME_MAX_LENGTH, parseNames, splitYear } from "./parse-names.js";

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

describe("parseNames: an untrusted answer", () => {
  it(`skips names over ${NAME_MAX_LENGTH} characters, keeps one of exactly ${NAME_MAX_LENGTH}`, () => {
    const longest = "A".repeat(NAME_MAX_LENGTH);
    expect(parseNames(`Heat, ${"x".repeat(1_000)}, Ronin`)).toEqual(["Heat", "Ronin"]);
    expect(parseNames(`${longest}, ${longest}B`)).toEqual([longest]);
  });

  it("drops control characters, zero-width characters and bidi overrides", () => {
    expect(parseNames("He\u0000at\u0007, \u200BRonin\u200D, \uFEFFSnatch")).toEqual(["Heat", "Ronin", "Snatch"]);
    expect(parseNames("\u202EtaeH\u202C, \u2066Inside Man\u2069")).toEqual(["taeH", "Inside Man"]);
    expect(parseNames('\u200B1. Heat, \u200E"Ronin"')).toEqual(["Heat", "Ronin"]);
  });

  it("skips names that are empty once invisible characters are gone, or have no letter or digit", () => {
    expect(parseNames("\u200B\u200C, \u0001\u202E, Heat")).toEqual(["Heat"]);
    expect(parseNames('**, --, "", Heat, 9')).toEqual(["Heat", "9"]);
  });

  it("keeps at most five names, trimmed", () => {
    expect(parseNames("  A ,B,  C,D , E,F,G  ")).toEqual(["A", "B", "C", "D", "E"]);
  });

  it(`reads only the first ${ANSWER_READ_MAX} characters of a huge answer`, () => {
    expect(parseNames(`Heat, ${"x".repeat(1024 * 1024)}`)).toEqual(["Heat"]);
    expect(parseNames(`${"a,".repeat(512 * 1024)}`)).toEqual(["a"]);
    expect(parseNames(`${" ".repeat(ANSWER_READ_MAX)}Heat`)).toEqual([]);
    expect(parseNames("*".repeat(1024 * 1024))).toEqual([]);
    expect(parseNames(`${"*".repeat(50)}Heat${"*".repeat(50)}`)).toEqual(["Heat"]);
  });
});

describe("createNameReader", () => {
  const read = (pieces: string[]) => {
    const reported: string[] = [];
    const reader = createNameReader((name, index) => {
      expect(index).toBe(reported.length);
      reported.push(name);
    });
    const after: number[] = [];
    for (const piece of pieces) {
      reader.add(piece);
      after.push(reported.length);
    }
    return { reported, after, final: reader.finish() };
  };

  it("reports a name at its delimiter, the last at the end, exactly as parseNames of the whole", () => {
    const pieces = ['1. "He', 'at" (1995),', " Ronin", "\n2) Up", "; Up; Alien", ""];
    const { reported, after, final } = read(pieces);
    expect(after).toEqual([0, 1, 1, 2, 3, 3]);
    expect(final).toEqual(parseNames(pieces.join("")));
    expect(reported).toEqual(final);
  });

  it("never reports a lead-in line, and stops at five", () => {
    const { reported } = read(["Here are five:\n", "A, B, C, D, E, F, G"]);
    expect(reported).toEqual(["A", "B", "C", "D", "E"]);
  });
});

describe("splitYear", () => {
  it.each([
    ["Heat (1995)", { title: "Heat", year: 1995 }],
    ["Se7en [1995]", { title: "Se7en", year: 1995 }],
    ["2001: A Space Odyssey (1968)", { title: "2001: A Space Odyssey", year: 1968 }],
    ["Blade Runner 2049", { title: "Blade Runner 2049" }],
    ["1917", { title: "1917" }],
    ["Heat (the 1995 one)", { title: "Heat (the 1995 one)" }],
  ])("%s", (name, expected) => {
    expect(splitYear(name)).toEqual(expected);
  });
});
