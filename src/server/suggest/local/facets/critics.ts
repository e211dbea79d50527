import { THRESHOLDS } from "../../../movies/catalog/thresholds.js";
import type { FacetModule, FacetTest } from "./module.js";
import { verdicts } from "./verdicts.js";

const VERDICTS: Readonly<Record<string, FacetTest>> = {
  loved: (f) => (f.rottenTomatoes ?? 0) >= THRESHOLDS.criticsLoved,
  panned: (f) => f.rottenTomatoes !== null && f.rottenTomatoes <= THRESHOLDS.criticsPanned,
};

/**
 * What the critics thought (Rotten Tomatoes): loved or panned. A measured concept (`MEASURES`),
 * read as an amount ("critics trashed it") or words ("critically acclaimed"). Loved orders by both
 * judges' scores together, panned from the lowest rating up.
 */
export const CRITICS: FacetModule<"critics"> = {
  readBy: ["amounts", "words"],
  group: "critics",
  ...verdicts("critics", VERDICTS),
  ordering: ({ value }) =>
    value === "loved"
      ? { rank: 1, by: "critics" }
      : value === "panned"
        ? { rank: 3, by: "ratingAsc" }
        : { rank: 6, by: "bayes" },
};
