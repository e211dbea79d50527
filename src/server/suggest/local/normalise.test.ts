import { describe, expect, it } from "vitest";
import { fold, phraseKey, tokenise } from "./normalise.js";

describe("normalise: one form per word, whatever the spelling", () => {
  it("folds case, accents and Arabic letter forms", () => {
    expect(fold("Películas ÉPICAS")).toBe("peliculas epicas");
    expect(fold("أفلام إثارة آخر")).toBe("افلام اثارة اخر");
  });

  it("marks where a clause pauses", () => {
    expect(tokenise("a comedy, but nothing romantic").map((t) => t.pause)).toEqual([false, true, false, false, false]);
  });

  it.each([
    ["comedies", "comedy", "en"],
    ["comedias", "comedia", "es"],
    ["familiares", "familiar", "es"],
    ["obras", "obra", "es"],
    ["الكوميديا", "كوميديا", "ar"],
    ["مسرحيات", "مسرحية", "ar"],
    ["والرعب", "رعب", "ar"],
    ["للأطفال", "اطفال", "ar"],
  ] as const)("%s and %s share a stem", (a, b, language) => {
    expect(phraseKey(a, language)).toBe(phraseKey(b, language));
  });
});
