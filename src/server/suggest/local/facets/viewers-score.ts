import type { FacetModule } from "./module.js";
import { minMax, ranged } from "./range.js";
import { viewersFact } from "./viewers.js";

/** An IMDb score range ("above 8 on IMDb"): a number beside IMDb or the viewers; an unrated film (0) has none. */
export const VIEWERS_SCORE: FacetModule<"viewers-score"> = {
  readBy: ["numbers"],
  group: "viewers",
  ...ranged<"viewers-score">("viewers", minMax, (f) => (f.rating > 0 ? f.rating : null)),
  fact: viewersFact,
  ordering: () => ({ rank: 6, by: "bayes" }),
};
