import { isPopular, THRESHOLDS } from "../../../movies/catalog/thresholds.js";
import type { FacetModule, FacetTest } from "./module.js";
import { verdicts } from "./verdicts.js";

const STANDINGS: Readonly<Record<string, FacetTest>> = {
  popular: (f) => isPopular(f.film),
  obscure: (f) => f.votes > 0 && f.votes < THRESHOLDS.obscureVotes,
};

/** How widely seen: popular or obscure. A measured concept ("everyone has seen it", "nobody knows it") or words. */
export const POPULARITY: FacetModule<"popularity"> = {
  readBy: ["amounts", "words"],
  group: "popularity",
  ...verdicts("popularity", STANDINGS),
  fact: (f, how) => (how === "include" && f.votes > 0 ? { order: 4, text: `votes:${f.votes}` } : undefined),
  ordering: ({ value }) => (value === "obscure" ? { rank: 4, by: "hidden" } : undefined),
};
