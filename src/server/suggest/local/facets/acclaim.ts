import { isAcclaimed, THRESHOLDS } from "../../../movies/catalog/thresholds.js";
import type { Features } from "../film-index.js";
import type { FacetModule, FacetTest } from "./module.js";
import { verdicts } from "./verdicts.js";

/** Viewers rate it well while the critics or the box office did not: the meaning of "underrated". */
const underrated = (f: Features) =>
  f.votes >= 1_000 &&
  f.votes < THRESHOLDS.hiddenVotes &&
  ((f.rating >= 7 && f.rottenTomatoes !== null && f.rottenTomatoes <= 50) ||
    (f.rating >= 7.5 && f.usGross !== null && f.usGross < 10_000_000));

const VERDICTS: Readonly<Record<string, FacetTest>> = {
  best: (f) => isAcclaimed(f.film),
  underrated,
  // The reverse: praised by the critics or a huge success, while viewers rate it no better than well liked.
  overrated: (f) =>
    f.rating > 0 &&
    f.rating <= THRESHOLDS.wellLikedRating &&
    ((f.rottenTomatoes ?? 0) >= THRESHOLDS.criticsLoved || (f.film.worldwideGross ?? 0) >= 300_000_000),
  // A hidden gem: rated highly, and hardly anyone paid to see it.
  gem: (f) =>
    f.rating >= THRESHOLDS.gemRating &&
    f.votes >= 1_000 &&
    f.votes < THRESHOLDS.hiddenVotes &&
    f.usGross !== null &&
    f.usGross < THRESHOLDS.gemGross,
  worst: (f) => f.rating > 0 && f.rating <= THRESHOLDS.worstRating && f.votes >= THRESHOLDS.worstVotes,
};

/**
 * An evaluative standing with a direction of its own: best, underrated, overrated, hidden gem,
 * worst. Read from words ("classics", "underrated", "bad movies" next to a film noun).
 */
export const ACCLAIM: FacetModule<"acclaim"> = {
  readBy: ["words"],
  group: "acclaim",
  ...verdicts("acclaim", VERDICTS),
  ordering: ({ value }) =>
    value === "worst"
      ? { rank: 3, by: "ratingAsc" }
      : value === "underrated" || value === "gem"
        ? { rank: 4, by: "hidden" }
        : { rank: 6, by: "bayes" },
};
