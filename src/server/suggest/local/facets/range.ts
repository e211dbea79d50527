import type { Features } from "../film-index.js";
import type { FacetKind, FacetOf } from "./facet.js";
import type { FacetModule } from "./module.js";

/** Ranges as the facets hold them: either end open. */
export const inRange = (v: number | null | undefined, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY) =>
  typeof v === "number" && v >= min && v <= max;

/** A range's identity: `years:1990-1999`, `runtime:-95`, `gross:300000001-`. */
export const rangeKey = (name: string, min: number | undefined, max: number | undefined) =>
  `${name}:${min ?? ""}-${max ?? ""}`;

type Ends = readonly [number | undefined, number | undefined];

/** The ends of a range held as `min` and `max` (lengths, scores, takings). */
export const minMax = (r: { min?: number; max?: number }): Ends => [r.min, r.max];

/**
 * A range facet's key (`name:lo-hi`) and test: a film is kept when its number (`read`; null where
 * the catalogue does not know it) lies between the facet's ends.
 */
export function ranged<K extends FacetKind>(
  name: string,
  ends: (facet: FacetOf<K>) => Ends,
  read: (f: Features) => number | null | undefined,
): Pick<FacetModule<K>, "key" | "test"> {
  return {
    key: (facet) => rangeKey(name, ...ends(facet)),
    test: (facet) => {
      const [lo, hi] = ends(facet);
      return (f) => inRange(read(f), lo, hi);
    },
  };
}
