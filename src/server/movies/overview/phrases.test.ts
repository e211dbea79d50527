import { describe, expect, it } from "vitest";
import { LANGUAGE_IDS } from "../../../contract/language.js";
import { OVERVIEW_PHRASES } from "./phrases.js";

/** Every leaf phrase of a dictionary by its dotted path. */
function leaves(value: unknown, path = ""): [string, unknown][] {
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();

describe("overview phrases", () => {
  const english = new Map(leaves(OVERVIEW_PHRASES.EN));

  for (const id of LANGUAGE_IDS) {
    it(`${id}: every key of EN, none empty, the same placeholders`, () => {
      const translated = new Map(leaves(OVERVIEW_PHRASES[id]));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, value] of english) {
        const other = translated.get(path);
        expect(typeof other, `${id} ${path}`).toBe("string");
        expect(String(other).trim(), `${id} ${path}`).not.toBe("");
        expect(placeholders(String(other)), `${id} ${path}`).toEqual(placeholders(String(value)));
      }
    });
  }

  it("(the placeholder check reads every {name})", () => {
    expect(placeholders("Rated {certificate}, {minutes} minutes.")).toEqual(["certificate", "minutes"]);
  });
});
