import type { FacetModule } from "./module.js";

/**
 * The film a query is like ("like Alien but…", read after a like-cue) or names outright (the whole
 * query is its title). Not a test on films: the engine takes the film's own facets (`intent.ts`).
 */
export const LIKE: FacetModule<"like"> = {
  readBy: ["film"],
  group: "film",
  key: (f) => `like:${f.title}`,
  test: () => undefined,
};

export const TITLE: FacetModule<"title"> = {
  readBy: ["film"],
  group: "film",
  key: (f) => `title:${f.title}`,
  test: () => undefined,
};
