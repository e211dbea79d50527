import { describe, expect, it } from "vitest";
import { searchKey, searchOf } from "./addressed-search";

const years = { kind: "years", from: 1990, to: 1999 } as const;

describe("a search read back from the address", () => {
  it("holds the query, the query it refines and the chips removed", () => {
    expect(searchOf(" older ", " comedies from the 90s ", [JSON.stringify(years)])).toEqual({
      query: "older",
      previous: "comedies from the 90s",
      without: [years],
    });
    expect(searchOf("westerns", "", [])).toEqual({ query: "westerns" });
  });

  it("drops what the contract refuses: a chip that is no facet, not JSON, or a query out of bounds", () => {
    expect(searchOf("westerns", "", ["{", '{"kind":"decade"}', "null", JSON.stringify(years)])).toEqual({
      query: "westerns",
      without: [years],
    });
    expect(searchOf("westerns", "x".repeat(301), [])).toEqual({ query: "westerns" });
    expect(searchOf("   ", "older", [])).toBeNull();
    expect(searchOf("x".repeat(301), "", [])).toBeNull();
  });

  it("gives one key per search, whatever the spacing of the address", () => {
    const a = searchOf("older", "comedies", [JSON.stringify(years)]);
    const b = searchOf(" older", "comedies ", [JSON.stringify({ to: 1999, from: 1990, kind: "years" })]);
    expect(a && b && searchKey(a)).toBe(b && searchKey(b));
    expect(a && searchKey(a)).not.toBe(searchKey({ query: "older" }));
  });
});
