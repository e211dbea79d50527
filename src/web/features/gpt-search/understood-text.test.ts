import { describe, expect, it } from "vitest";
import type { Facet } from "../../../contract/facets";
import { LANGUAGE_IDS } from "../../../contract/language";
import { sortFilterStrings } from "../../components/sort-filter-strings";
import { formatDigits, formatLocale, interpolate } from "../../i18n/format";
import { understoodStrings } from "./understood-strings";
import { facetText, reasonText } from "./understood-text";

const [EN, AR, ES] = [formatLocale("EN"), formatLocale("AR"), formatLocale("spanish")];
const line = (facets: Facet[], t: (typeof understoodStrings)["EN"], locale: string) =>
  facets.map((f) => facetText(f, t, locale)).join(" · ");

describe("what the engine understood, in words", () => {
  it("says each facet in each language", () => {
    const facets: Facet[] = [
      { kind: "topic", value: "heist" },
      { kind: "years", from: 1990, to: 1999 },
      { kind: "mood", value: "feel-good" },
    ];
    expect(line(facets, understoodStrings.EN, EN)).toBe("heist · 1990s · feel-good");
    expect(line(facets, understoodStrings.spanish, ES)).toBe("atracos · años 1990 · para sentirse bien");
    expect(line(facets, understoodStrings.AR, AR)).toBe("سرقة · عقد ١٩٩٠ · مبهج");
  });

  it("writes every number in the language's one digit system", () => {
    const facets: Facet[] = [
      { kind: "years", from: 1980 },
      { kind: "runtime", min: 75, max: 105 },
      { kind: "years", to: 1979 },
    ];
    expect(line(facets, understoodStrings.AR, AR)).not.toMatch(/[0-9]/);
    expect(line(facets, understoodStrings.EN, EN)).toBe("since 1980 · 75–105 min · before 1980");
    expect(reasonText(["decade:2010", "critics:92", "minutes:118"], understoodStrings.AR, AR)).not.toMatch(/[0-9]/);
  });

  it("names every decade by its first year in full in Spanish: años 1980, años 2000, años 2010", () => {
    expect(facetText({ kind: "years", from: 2010, to: 2019 }, understoodStrings.spanish, ES)).toBe("años 2010");
    expect(facetText({ kind: "years", from: 2000, to: 2009 }, understoodStrings.spanish, ES)).toBe("años 2000");
    expect(facetText({ kind: "years", from: 1980, to: 1989 }, understoodStrings.spanish, ES)).toBe("años 1980");
    expect(facetText({ kind: "years", from: 1910, to: 1919 }, understoodStrings.spanish, ES)).toBe("años 1910");
    expect(reasonText(["decade:2010"], understoodStrings.EN, EN)).toBe("2010s");
  });

  it.each(LANGUAGE_IDS)("%s: a decade reads as the sort-and-filter bar's Decade menu names it", (language) => {
    const locale = formatLocale(language);
    for (let from = 1910; from <= 2020; from += 10) {
      const chip = facetText({ kind: "years", from, to: from + 9 }, understoodStrings[language], locale);
      const option = interpolate(sortFilterStrings[language].decadeName, {
        decade: formatDigits(locale, String(from)),
      });
      // The menu's option starts with a capital ("Años 1990"); the chip sits mid-line ("años 1990").
      expect(chip.toLocaleLowerCase(locale)).toBe(option.toLocaleLowerCase(locale));
    }
  });

  it.each<[Facet, string]>([
    [{ kind: "years", to: 1979 }, "before 1980"],
    [{ kind: "years", from: 1980 }, "since 1980"],
    [{ kind: "years", from: 1994, to: 1994 }, "1994"],
    [{ kind: "years", from: 1990, to: 1995 }, "1990–1995"],
    [{ kind: "person", name: "Steven Spielberg" }, "by Steven Spielberg"],
    [{ kind: "studio", name: "Disney" }, "from Disney"],
    [{ kind: "critics-score", min: 91 }, "91 %+ with critics"],
    [{ kind: "viewers-score", max: 6 }, "IMDb 6 or less"],
    [{ kind: "gross", min: 300000001 }, "over US$ 300 M"],
    [{ kind: "critics", value: "loved" }, "critics loved it"],
    [{ kind: "like", title: "The Matrix" }, "like The Matrix"],
    [{ kind: "story", value: "Kids Fiction" }, "animated and kids"],
    [{ kind: "source", value: "book" }, "from a book"],
    [{ kind: "rating", max: "PG-13" }, "PG-13 at most"],
    [{ kind: "rating", min: "R" }, "R or above"],
    [{ kind: "rating", min: "G", max: "G" }, "rated G"],
    [{ kind: "rating", min: "Not Rated", max: "Not Rated" }, "not rated"],
    [{ kind: "mood", value: "popcorn" }, "popcorn"],
    [{ kind: "runtime", max: 90 }, "under 90 min"],
    [{ kind: "runtime", min: 120 }, "over 120 min"],
    [{ kind: "not", facet: { kind: "topic", value: "romance" } }, "no romance"],
    [{ kind: "not", facet: { kind: "genre", value: "Action" } }, "no action"],
    [{ kind: "not", facet: { kind: "rating", min: "R" } }, "no R or above"],
    [{ kind: "box-office", value: "hit" }, "box-office hit"],
    [{ kind: "title", title: "Up" }, "Up"],
  ])("%j reads %s", (facet, text) => {
    expect(facetText(facet, understoodStrings.EN, EN)).toBe(text);
  });

  it("says a value it does not know yet as itself, never as a code", () => {
    expect(facetText({ kind: "genre", value: "Film Noir" }, understoodStrings.EN, EN)).toBe("Film Noir");
    expect(facetText({ kind: "mood", value: "cosy" }, understoodStrings.AR, AR)).toBe("cosy");
  });
});

describe("reasons for the facet engine", () => {
  it("a reason reads as short facts, translated, numbers in the reader's locale", () => {
    const reason = ["decade:1990", "topic:heist", "critics:92"];
    expect(reasonText(reason, understoodStrings.EN, "en")).toBe("1990s · heist · 92 % with critics");
    expect(reasonText(reason, understoodStrings.spanish, "es")).toBe("años 1990 · atracos · 92 % con la crítica");
    expect(reasonText(["decade:2000", "rating:7.8"], understoodStrings.EN, "en")).toBe("2000s · ★ 7.8");
    expect(reasonText(["mpaa:PG", "gross:312"], understoodStrings.EN, "en")).toBe("rated PG · US$ 312 M");
    // A model's pick: genres already named in the reader's language by the movie source.
    expect(reasonText(["decade:1990", "genres:Acción, Drama"], understoodStrings.spanish, "es")).toBe(
      "años 1990 · Acción, Drama",
    );
    // A pick that fits the account's taste says which film it is like, in each language.
    expect(reasonText(["liked:Alien", "decade:1990"], understoodStrings.EN, "en")).toBe(
      "Because you liked Alien · 1990s",
    );
    expect(reasonText(["liked:Alien"], understoodStrings.spanish, "es")).toBe("Porque te gustó Alien");
    expect(reasonText(["liked:Alien"], understoodStrings.AR, "ar")).toBe("لأنك أحببت Alien");
    // A limit on a fact the catalogue lacks says so.
    expect(reasonText(["mpaa:unknown", "minutes:unknown"], understoodStrings.EN, "en")).toBe(
      "rating unknown · length unknown",
    );
    expect(reasonText(["mpaa:unknown"], understoodStrings.AR, "ar")).toBe("التصنيف العمري غير معروف");
    expect(reasonText(["unmatched"], understoodStrings.spanish, "es")).toBe("sugerida, pero no está en la filmoteca");
  });
});
