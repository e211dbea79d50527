import type { FacetModule } from "./module.js";
import { inRange, rangeKey } from "./range.js";
import { viewersFact } from "./viewers.js";

/** An IMDb score range ("above 8 on IMDb"): a number beside IMDb or the viewers. */
export const VIEWERS_SCORE: FacetModule<"viewers-score"> = {
  readBy: ["numbers"],
  group: "viewers",
  key: (f) => rangeKey("viewers", f.min, f.max),
  test:
    ({ min, max }) =>
    (f) =>
      f.rating > 0 && inRange(f.rating, min, max),
  fact: viewersFact,
  ordering: () => ({ rank: 6, by: "bayes" }),
};
