import type { FacetModule } from "./module.js";

/**
 * The film a query is like ("like Alien but…", read after a like-cue): not a test on films; the
 * engine takes the film's own facets as promises and resemblances (`intent.ts`), never the film.
 */
export const LIKE: FacetModule<"like"> = {
  readBy: ["film"],
  group: "film",
  key: (f) => `like:${f.title}`,
  test: () => undefined,
};
