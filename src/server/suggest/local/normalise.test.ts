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

  // Words that share a stem, by language.
  const SAME_STEM = {
    en: [["comedies", "comedy"]],
    es: [
      ["comedias", "comedia"],
      ["familiares", "familiar"],
      ["obras", "obra"],
    ],
    ar: [
      ["الكوميديا", "كوميديا"],
      ["مسرحيات", "مسرحية"],
      ["والرعب", "رعب"],
      ["للأطفال", "اطفال"],
    ],
  } as const;
  const languages = Object.keys(SAME_STEM) as (keyof typeof SAME_STEM)[];
  it.each(languages.flatMap((language) => SAME_STEM[language].map(([a, b]) => [a, b, language] as const)))(
    "%s and %s share a stem",
    (a, b, language) => {
      expect(phraseKey(a, language)).toBe(phraseKey(b, language));
    },
  );
});
