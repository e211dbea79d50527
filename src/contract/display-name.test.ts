import { describe, expect, it } from "vitest";
import { UsernameSchema } from "./requests.js";

const accepted = (name: string) => UsernameSchema.safeParse(name).success;

/** The display-name rule the sign-up and rename forms and the server's schemas all apply. */
describe("UsernameSchema: readable names, no disguises", () => {
  it.each([
    "Ada",
    "ada lovelace",
    "R2",
    "José Ñúñez",
    "Ærøskøbing",
    "سارة",
    "Сергей",
    "Σωτήρης",
    "山田太郎",
    "Tiếng Việt",
    "Admin Smith",
    "Support Squad",
    "Reelwise fan",
    "Ли",
  ])("accepts %s", (name) => {
    expect(accepted(name)).toBe(true);
  });

  it.each([
    ["a Hangul filler alone", "\u3164"],
    ["a braille blank alone", "\u2800"],
    ["a Hangul choseong filler alone", "\u115f"],
    ["fillers around a letter", "\u3164A\u3164"],
    ["a zero-width space", "Ad\u200ba"],
    ["marks alone", "\u0301\u0301"],
    ["forty combining marks", `a${"\u0301".repeat(40)}`.slice(0, 40)],
    ["three marks on one letter", "Za\u0301\u0302\u0303"],
    ["a direction override", "\u202eAda"],
    ["punctuation only", "..."],
    ["a Cyrillic Ѕ in Support", "Ѕupport Team"],
    ["a Cyrillic о in Reelwise", "Reelwisе"],
    ["Greek letters in admin", "αdmin"],
    ["a digit for a letter", "supp0rt"],
    ["marks on reserved letters", "ŕeelwise"],
    ["fullwidth letters with a Cyrillic О", "\uff33UPP\u041eRT"],
  ])("refuses %s", (_what, name) => {
    expect(accepted(name)).toBe(false);
  });

  it("allows two marks on one base character", () => {
    expect(accepted("Ea\u0301\u0302")).toBe(true);
  });
});
