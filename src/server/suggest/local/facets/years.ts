import type { FacetModule } from "./module.js";
import { inRange, rangeKey } from "./range.js";

/** Years, either end open: decades in any form, ranges, comparisons ("before 1980"), "old", "recent". */
export const YEARS: FacetModule<"years"> = {
  readBy: ["numbers", "words"],
  group: "years",
  key: (f) => rangeKey("years", f.from, f.to),
  test:
    ({ from, to }) =>
    (f) =>
      inRange(f.year, from, to),
};
