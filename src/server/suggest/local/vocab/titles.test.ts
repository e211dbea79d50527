import { describe, expect, it } from "vitest";
import { Catalog } from "../../../movies/catalog/catalog.js";
import { TRANSLATED_TITLES } from "./titles.js";

describe("translated titles", () => {
  // A misspelt catalogue title would leave its translations silently unread.
  it("name only films the catalogue holds", () => {
    const titles = new Set(Catalog.load().films.map((f) => f.title));
    expect(Object.keys(TRANSLATED_TITLES).filter((t) => !titles.has(t))).toEqual([]);
  });
});
