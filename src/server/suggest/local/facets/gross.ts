import type { Features } from "../film-index.js";
import { takingsFact } from "./box-office.js";
import type { FacetModule } from "./module.js";
import { inRange, rangeKey } from "./range.js";

/**
 * Takings in US dollars, either end open ("made over 300 million", "under a million"): a number with
 * "million". A minimum counts the world's takings, a maximum the US's, the smaller; a minimum orders by takings.
 */
export const GROSS: FacetModule<"gross"> = {
  readBy: ["numbers"],
  group: "gross",
  key: (f) => rangeKey("gross", f.min, f.max),
  test: ({ min, max }) => {
    const takings = (f: Features) =>
      max !== undefined ? f.usGross : Math.max(f.film.worldwideGross ?? 0, f.usGross ?? 0) || null;
    return (f) => inRange(takings(f), min, max);
  },
  fact: takingsFact,
  ordering: ({ max }) => (max === undefined ? { rank: 5, by: "gross" } : undefined),
};
