import { THRESHOLDS } from "../../../movies/catalog/thresholds.js";
import type { FacetModule, FacetTest, ReasonFact } from "./module.js";
import { verdicts } from "./verdicts.js";

const VERDICTS: Readonly<Record<string, FacetTest>> = {
  loved: (f) => f.rating >= THRESHOLDS.audienceLoved && f.votes >= THRESHOLDS.audienceVotes,
  disliked: (f) => f.rating > 0 && f.rating <= THRESHOLDS.audienceDisliked && f.votes >= THRESHOLDS.worstVotes,
};

/** The viewers' own score is the fact a query about viewers is answered with. */
export const viewersFact = (f: { rating: number }, how: "include" | "exclude"): ReasonFact | undefined =>
  how === "include" && f.rating > 0 ? { order: 5, text: `imdb:${f.rating}` } : undefined;

/**
 * What viewers thought (IMDb): loved or disliked, a judge apart from the critics ("audiences loved
 * it, critics hated it" keeps both). A measured concept (`MEASURES`); loved orders by the Bayesian rating.
 */
export const VIEWERS: FacetModule<"viewers"> = {
  readBy: ["amounts", "words"],
  group: "viewers",
  ...verdicts("viewers", VERDICTS),
  fact: viewersFact,
  ordering: ({ value }) => ({ rank: value === "loved" ? 2 : 6, by: "bayes" }),
};
