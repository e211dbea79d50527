import type { FacetModule } from "./module.js";
import { inRange, rangeKey } from "./range.js";

/** A Rotten Tomatoes score range ("over 90 % on Rotten Tomatoes"): a number beside "%" or the critics. */
export const CRITICS_SCORE: FacetModule<"critics-score"> = {
  readBy: ["numbers"],
  group: "critics",
  key: (f) => rangeKey("critics", f.min, f.max),
  test:
    ({ min, max }) =>
    (f) =>
      inRange(f.rottenTomatoes, min, max),
  ordering: () => ({ rank: 6, by: "bayes" }),
};
