import { describe, expect, it } from "vitest";
import { keyOf } from "./facets/index.js";
import { Lexicon } from "./lexicon.js";
import { tokenise } from "./normalise.js";
import { NearWords, oneSlip } from "./typos.js";

describe("vocabulary words however they are typed", () => {
  it("one slip: a letter changed (six letters or more), added, dropped, or swapped with the next", () => {
    expect(oneSlip("thriler", "thriller")).toBe(true);
    expect(oneSlip("commedy", "comedy")).toBe(true);
    expect(oneSlip("documnetary", "documentary")).toBe(true);
    expect(oneSlip("westarn", "western")).toBe(true);
    expect(oneSlip("shoot", "short")).toBe(false);
    expect(oneSlip("comedy", "comedy")).toBe(false);
    expect(oneSlip("cmoedyy", "comedy")).toBe(false);
  });

  it("corrects only to the one close word that shares the first letter", () => {
    const near = new NearWords(["comedy", "romance", "western", "drama"]);
    expect(near.nearest("comdey")).toBe("comedy");
    expect(near.nearest("romanse")).toBe("romance");
    expect(near.nearest("omedy")).toBeUndefined();
    expect(near.nearest("dram")).toBeUndefined();
  });

  it("a four-letter word only for a doubled letter typed once, and only to a table word", () => {
    const near = new NearWords(["funny", "happy", "comedy", "drama"]);
    expect(near.nearest("funy")).toBe("funny");
    expect(near.nearest("hapy")).toBe("happy");
    expect(near.nearest("dram")).toBeUndefined();
    expect(near.nearest("fund")).toBeUndefined();
    expect(near.nearest("fun")).toBeUndefined();
  });

  it("a slip reaches the facet its table word asks for, in each language", () => {
    const lexicon = new Lexicon();
    const facets = (word: string) =>
      tokenise(word).flatMap((t) => lexicon.slipRoles(t).flatMap((r) => (r.role === "facet" ? [keyOf(r.facet)] : [])));
    expect(facets("documentray")).toEqual(["genre:Documentary"]);
    expect(facets("westrens")).toEqual(["genre:Western"]);
    expect(facets("comedai")).toContain("genre:Comedy");
    expect(facets("shoot")).toEqual([]);
  });
});
