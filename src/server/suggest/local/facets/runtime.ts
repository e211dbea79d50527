import type { FacetModule } from "./module.js";
import { inRange, rangeKey } from "./range.js";

/** A length in minutes, either end open ("under 90 minutes", "hora y media", "long"). */
export const RUNTIME: FacetModule<"runtime"> = {
  readBy: ["numbers", "words"],
  group: "runtime",
  key: (f) => rangeKey("runtime", f.min, f.max),
  test:
    ({ min, max }) =>
    (f) =>
      inRange(f.film.runtime, min, max),
  fact: (f, how) => (how === "include" ? { order: 2, text: `minutes:${f.film.runtime ?? "unknown"}` } : undefined),
};
