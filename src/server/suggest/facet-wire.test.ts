import { describe, expect, it } from "vitest";
import { SuggestionEventSchema } from "../../contract/suggestions.js";
import { chipsOf } from "./facet-wire.js";
import { genre, years } from "./local/facets/make.js";

describe("the engine's facets as chips", () => {
  it("marks the chips of the groups the answer gave up, never an exclusion; what the wire cannot carry is set apart", () => {
    const fifties = years(1950, 1959);
    const { chips, unread } = chipsOf(
      [genre("Western"), fifties, { kind: "not", facet: fifties }, years(1200, 1300)],
      ["years"],
    );
    expect(chips).toEqual([
      { facet: { kind: "genre", value: "Western" } },
      { facet: { kind: "years", from: 1950, to: 1959 }, relaxed: true },
      { facet: { kind: "not", facet: { kind: "years", from: 1950, to: 1959 } } },
    ]);
    expect(unread).toEqual(["years:1200-1300"]);
    expect(SuggestionEventSchema.parse({ type: "understood", chips })).toEqual({ type: "understood", chips });
  });
});
