import type { FacetModule } from "./module.js";
import { minMax, ranged } from "./range.js";

/** A Rotten Tomatoes score range ("over 90 % on Rotten Tomatoes"): a number beside "%" or the critics. */
export const CRITICS_SCORE: FacetModule<"critics-score"> = {
  readBy: ["numbers"],
  group: "critics",
  ...ranged<"critics-score">("critics", minMax, (f) => f.rottenTomatoes),
  ordering: () => ({ rank: 6, by: "bayes" }),
};
