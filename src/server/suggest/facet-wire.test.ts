import { describe, expect, it } from "vitest";
import { FacetSchema } from "../../contract/facets.js";
import { SuggestionEventSchema } from "../../contract/suggestions.js";
import { chipsOf, facetOfTag, tagOfFacet } from "./facet-wire.js";

describe("the engine's facet tags on the wire", () => {
  it.each([
    ["genre:Western", { kind: "genre", value: "Western" }],
    ["kind:Science Fiction", { kind: "story", value: "Science Fiction" }],
    ["source:book", { kind: "source", value: "book" }],
    ["mood:feel-good", { kind: "mood", value: "feel-good" }],
    ["topic:heist", { kind: "topic", value: "heist" }],
    ["acclaim:gem", { kind: "acclaim", value: "gem" }],
    ["boxoffice:flop", { kind: "box-office", value: "flop" }],
    ["popularity:obscure", { kind: "popularity", value: "obscure" }],
    ["critics:loved", { kind: "critics", value: "loved" }],
    ["viewers:disliked", { kind: "viewers", value: "disliked" }],
    ["critics:90-", { kind: "critics-score", min: 90 }],
    ["viewers:-6.5", { kind: "viewers-score", max: 6.5 }],
    ["gross:300000001-", { kind: "gross", min: 300000001 }],
    ["runtime:75-105", { kind: "runtime", min: 75, max: 105 }],
    ["years:1950-1959", { kind: "years", from: 1950, to: 1959 }],
    ["years:-1979", { kind: "years", to: 1979 }],
    ["years:2000-", { kind: "years", from: 2000 }],
    ["audience:G..PG", { kind: "rating", min: "G", max: "PG" }],
    ["audience:..PG-13", { kind: "rating", max: "PG-13" }],
    ["audience:R", { kind: "rating", min: "R", max: "R" }],
    ["director:Alfred Hitchcock", { kind: "person", name: "Alfred Hitchcock" }],
    ["studio:Disney", { kind: "studio", name: "Disney" }],
    ["like:The Matrix", { kind: "like", title: "The Matrix" }],
    ["title:Heat", { kind: "title", title: "Heat" }],
    ["not:topic:romance", { kind: "not", facet: { kind: "topic", value: "romance" } }],
    ["not:audience:R..", { kind: "not", facet: { kind: "rating", min: "R" } }],
  ])("%s is one typed facet the contract accepts, and reads back as the same tag", (tag, facet) => {
    expect(facetOfTag(tag)).toEqual(facet);
    expect(FacetSchema.parse(facet)).toEqual(facet);
    expect(tagOfFacet(FacetSchema.parse(facet))).toBe(tag);
  });

  it.each(["", "genre", "genre:", "years:abc", "audience:XXX", "nonsense:1", "not:not:genre:Drama", "runtime:-"])(
    "%j is no facet (left out, never sent half-read)",
    (tag) => {
      expect(facetOfTag(tag)).toBeUndefined();
    },
  );

  it("marks the chips of the kinds the answer gave up, never an exclusion; what it cannot read is set apart", () => {
    const { chips, unread } = chipsOf(["genre:Western", "years:1950-1959", "not:years:1950-1959", "oops"], ["years"]);
    expect(chips).toEqual([
      { facet: { kind: "genre", value: "Western" } },
      { facet: { kind: "years", from: 1950, to: 1959 }, relaxed: true },
      { facet: { kind: "not", facet: { kind: "years", from: 1950, to: 1959 } } },
    ]);
    expect(unread).toEqual(["oops"]);
    expect(SuggestionEventSchema.parse({ type: "understood", chips })).toEqual({ type: "understood", chips });
  });
});
