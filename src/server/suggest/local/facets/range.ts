/** Ranges as the facets hold them: either end open. */
export const inRange = (v: number | null | undefined, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY) =>
  typeof v === "number" && v >= min && v <= max;

/** A range's identity: `years:1990-1999`, `runtime:-95`, `gross:300000001-`. */
export const rangeKey = (name: string, min: number | undefined, max: number | undefined) =>
  `${name}:${min ?? ""}-${max ?? ""}`;
