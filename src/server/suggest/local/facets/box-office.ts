import { THRESHOLDS } from "../../../movies/catalog/thresholds.js";
import { INDIE_DISTRIBUTORS } from "../facets.js";
import type { Features } from "../film-index.js";
import type { FacetModule, FacetTest, ReasonFact } from "./module.js";
import { verdicts } from "./verdicts.js";

const isIndie = (f: Features) => INDIE_DISTRIBUTORS.has(f.film.distributor ?? "");

const STANDINGS: Readonly<Record<string, FacetTest>> = {
  hit: (f) => (f.usGross ?? 0) >= THRESHOLDS.hitGross,
  // Grosses before 1980 are in the money of their day: a flop is judged among newer wide releases.
  flop: (f) =>
    f.usGross !== null &&
    f.usGross < THRESHOLDS.flopGross &&
    f.votes >= THRESHOLDS.flopVotes &&
    (f.year ?? 0) >= THRESHOLDS.flopSince &&
    Boolean(f.film.distributor) &&
    !isIndie(f),
  indie: isIndie,
};

/** What a film took in the US, in millions: the fact a question about money is answered with. */
export const takingsFact = (f: Features, how: "include" | "exclude"): ReasonFact | undefined =>
  how === "include" && f.usGross !== null
    ? { order: 1, text: `gross:${Math.round(f.usGross / 1_000_000)}` }
    : undefined;

/**
 * A box-office standing: hit, flop, indie. A measured concept (`MEASURES`: "made heaps of cash",
 * "few people went to see it"), or words ("blockbuster"). A flop orders by the least taken.
 */
export const BOX_OFFICE: FacetModule<"box-office"> = {
  readBy: ["amounts", "words"],
  group: "box-office",
  ...verdicts("boxoffice", STANDINGS),
  fact: takingsFact,
  ordering: ({ value }) =>
    value === "flop" ? { rank: 0, by: "flop" } : value === "hit" ? { rank: 5, by: "gross" } : undefined,
};
