import { describe, expect, it } from "vitest";
import { formatLocale } from "../../i18n/format";
import { understoodStrings } from "./understood-strings";
import { reasonText, tagText, understoodText } from "./understood-text";

const [EN, AR, ES] = [formatLocale("EN"), formatLocale("AR"), formatLocale("spanish")];

describe("what the engine understood, in words", () => {
  it("joins the tags in one line in each language", () => {
    const tags = ["topic:heist", "years:1990-1999", "mood:feel-good"];
    expect(understoodText(tags, understoodStrings.EN, EN)).toBe("heist · 1990s · feel-good");
    expect(understoodText(tags, understoodStrings.spanish, ES)).toBe("atracos · años 90 · para sentirse bien");
    expect(understoodText(tags, understoodStrings.AR, AR)).toBe("سرقة · عقد ١٩٩٠ · مبهج");
  });

  it("writes every number of a line in the language's one digit system", () => {
    const tags = ["years:1980-", "runtime:75-105", "years:-1979"];
    expect(understoodText(tags, understoodStrings.AR, AR)).not.toMatch(/[0-9]/);
    expect(understoodText(tags, understoodStrings.EN, EN)).toBe("since 1980 · 75–105 min · before 1980");
    expect(reasonText(["decade:2010", "critics:92", "minutes:118"], understoodStrings.AR, AR)).not.toMatch(/[0-9]/);
  });

  it("names the decades of this century in full in Spanish: años 2000, años 2010", () => {
    expect(understoodText(["years:2010-2019"], understoodStrings.spanish, ES)).toBe("años 2010");
    expect(understoodText(["years:2000-2009"], understoodStrings.spanish, ES)).toBe("años 2000");
    expect(understoodText(["years:1980-1989"], understoodStrings.spanish, ES)).toBe("años 80");
    expect(reasonText(["decade:2010"], understoodStrings.EN, EN)).toBe("2010s");
  });

  it.each([
    ["years:-1979", "before 1980"],
    ["years:1980-", "since 1980"],
    ["years:1994-1994", "1994"],
    ["years:1990-1995", "1990–1995"],
    ["director:Steven Spielberg", "by Steven Spielberg"],
    ["studio:Disney", "from Disney"],
    ["critics:91-", "91 %+ with critics"],
    ["viewers:-6", "IMDb 6 or less"],
    ["gross:300000001-", "over US$ 300 M"],
    ["critics:loved", "critics loved it"],
    ["like:The Matrix", "like The Matrix"],
    ["not:Horror", "no horror"],
    ["runtime:max-120", "under 120 min"],
    ["kind:Kids Fiction", "animated and kids"],
    // The facet engine's chips.
    ["source:book", "from a book"],
    ["audience:..PG-13", "PG-13 at most"],
    ["audience:R..", "R or above"],
    ["audience:G", "rated G"],
    ["runtime:-90", "under 90 min"],
    ["runtime:120-", "over 120 min"],
    ["not:topic:romance", "no romance"],
    ["not:genre:Action", "no action"],
    ["boxoffice:hit", "box-office hit"],
    ["title:Up", "Up"],
  ])("%s reads %s", (tag, text) => {
    expect(tagText(tag, understoodStrings.EN, EN)).toBe(text);
  });

  it("says a tag it does not know by its value, never as a code, and each phrase once", () => {
    expect(tagText("genre:Film Noir", understoodStrings.EN, EN)).toBe("Film Noir");
    expect(understoodText(["kind:Dramatization", "kind:Factual"], understoodStrings.EN, EN)).toBe("true story");
  });
});

describe("reasons for the facet engine", () => {
  it("a reason reads as short facts, translated, numbers in the reader's locale", () => {
    const reason = ["decade:1990", "topic:heist", "critics:92"];
    expect(reasonText(reason, understoodStrings.EN, "en")).toBe("1990s · heist · 92 % with critics");
    expect(reasonText(reason, understoodStrings.spanish, "es")).toBe("años 90 · atracos · 92 % con la crítica");
    expect(reasonText(["decade:2000", "rating:7.8"], understoodStrings.EN, "en")).toBe("2000s · ★ 7.8");
    expect(reasonText(["mpaa:PG", "gross:312"], understoodStrings.EN, "en")).toBe("rated PG · US$ 312 M");
    // A model's pick: genres already named in the reader's language by the movie source.
    expect(reasonText(["decade:1990", "genres:Acción, Drama"], understoodStrings.spanish, "es")).toBe(
      "años 90 · Acción, Drama",
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
  it("names a rating and those above it, excluded", () => {
    expect(tagText("not:audience:R..", understoodStrings.EN, EN)).toBe("no R or above");
  });
});
