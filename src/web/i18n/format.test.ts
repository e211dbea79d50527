import { describe, expect, it } from "vitest";
import { formatDigits, formatLocale, formatNumber, formatYear, plural } from "./format";

const WESTERN = /[0-9]/;
const ARABIC_INDIC = /^[\u0660-\u0669٫٬]+$/;

describe("one digit system per language", () => {
  it("writes Arabic numbers, years and counts in Arabic-Indic digits, as the Arabic dictionary does", () => {
    expect(formatNumber("AR", 7.5, { maximumFractionDigits: 1 })).toMatch(ARABIC_INDIC);
    expect(formatYear("AR", "1999-03-31")).toBe("١٩٩٩");
    expect(formatDigits(formatLocale("AR"), "1980")).toBe("١٩٨٠");
    const seconds = plural("AR", { other: "بعد {count} ثانية" }, 12);
    expect(seconds).not.toMatch(WESTERN);
    expect(seconds).toContain("١٢");
  });

  it("keeps Western digits in English and Spanish, and years without grouping", () => {
    expect(formatYear("EN", "1999-03-31")).toBe("1999");
    expect(formatDigits(formatLocale("spanish"), "2010")).toBe("2010");
    expect(formatNumber("EN", 10)).toBe("10");
  });

  it("leaves what is not a run of digits as it is", () => {
    expect(formatDigits(formatLocale("AR"), "PG-13")).toBe("PG-13");
  });
});
