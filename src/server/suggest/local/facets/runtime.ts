import type { FacetModule } from "./module.js";
import { minMax, ranged } from "./range.js";

/** A length in minutes, either end open ("under 90 minutes", "hora y media", "long"). */
export const RUNTIME: FacetModule<"runtime"> = {
  readBy: ["numbers", "words"],
  group: "runtime",
  ...ranged<"runtime">("runtime", minMax, (f) => f.film.runtime),
  fact: (f, how) => (how === "include" ? { order: 2, text: `minutes:${f.film.runtime ?? "unknown"}` } : undefined),
};
