import { describe, expect, it } from "vitest";
import { understoodStrings } from "./understood-strings";
import { tagText, understoodText } from "./understood-text";

describe("what the engine understood, in words", () => {
  it("joins the tags in one line in each language", () => {
    const tags = ["topic:heist", "years:1990-1999", "mood:feel-good"];
    expect(understoodText(tags, understoodStrings.EN)).toBe("heist · 1990s · feel-good");
    expect(understoodText(tags, understoodStrings.spanish)).toBe("atracos · años 90 · para sentirse bien");
    expect(understoodText(tags, understoodStrings.AR)).toBe("سرقة · عقد 1990 · مبهج");
  });

  it.each([
    ["years:-1979", "before 1980"],
    ["years:1980-", "since 1980"],
    ["years:1994-1994", "1994"],
    ["years:1990-1995", "1990–1995"],
    ["director:Steven Spielberg", "by Steven Spielberg"],
    ["like:The Matrix", "like The Matrix"],
    ["not:Horror", "no horror"],
    ["runtime:max-120", "under 120 min"],
    ["kind:Kids Fiction", "animated and kids"],
  ])("%s reads %s", (tag, text) => {
    expect(tagText(tag, understoodStrings.EN)).toBe(text);
  });

  it("says a tag it does not know by its value, never as a code, and each phrase once", () => {
    expect(tagText("genre:Film Noir", understoodStrings.EN)).toBe("Film Noir");
    expect(understoodText(["kind:Dramatization", "kind:Factual"], understoodStrings.EN)).toBe("true story");
  });
});
