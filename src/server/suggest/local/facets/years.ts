import type { FacetModule } from "./module.js";
import { inRange, ranged } from "./range.js";

/** Years, either end open: decades in any form, ranges, comparisons ("before 1980"), "old", "recent". */
export const YEARS: FacetModule<"years"> = {
  readBy: ["numbers", "words"],
  group: "years",
  ...ranged<"years">(
    "years",
    (y) => [y.from, y.to],
    (f) => f.year,
  ),
  filmsIn: (y, index) => index.withYear((year) => inRange(year, y.from, y.to)),
};
