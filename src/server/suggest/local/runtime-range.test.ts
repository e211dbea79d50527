import { describe } from "vitest";
import { facetReader, readsAs } from "./parse-test-kit.js";

const facets = facetReader();

describe("a range of lengths", () => {
  readsAs(facets, [
    // The unit said once, after the second number.
    ["something between 1.5 and 2 hours", ["runtime:90-120"]],
    ["una de entre 100 y 130 minutos", ["runtime:100-130"]],
    // Each end with its own unit, in any order of units.
    ["from 95 minutes to 2 hours", ["runtime:95-120"]],
    ["entre hora y media y dos horas", ["runtime:90-120"]],
    ["فيلم بين ساعة وساعتين ونص", ["runtime:60-150"]],
    // Minutes under an hour after hours add to them; years keep their own range.
    ["about two hours and 15 minutes", ["runtime:125-145"]],
    ["under 2 hours and 30 minutes", ["runtime:-150"]],
    ["a thriller between 1990 and 1995", ["genre:Thriller/Suspense", "years:1990-1995"]],
  ]);
});
