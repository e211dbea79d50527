import { isOwnKey } from "../../../keys.js";
import { SOURCES } from "../facets.js";
import type { FacetModule } from "./module.js";

/** What the film is adapted from (`SOURCES`: book, play, comic, true story…). Read from words. */
export const SOURCE: FacetModule<"source"> = {
  readBy: ["words"],
  group: "source",
  key: (f) => `source:${f.value}`,
  known: (f) => f.film.source != null,
  test: ({ value }) => {
    const sources = isOwnKey(SOURCES, value) ? SOURCES[value] : undefined;
    return sources && ((f) => sources.includes(f.film.source ?? ""));
  },
  subject: { rank: 1, text: (f) => `source:${f.value}` },
};
