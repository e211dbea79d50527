import { type Chip, type Facet, FacetSchema, type PlainFacet } from "../../contract/facets.js";
import { FACETS_MAX } from "../../contract/suggestions.js";
import { groupOf, keyOf } from "./local/facets/index.js";

/**
 * The engine's facets as chips: the engine already holds the wire's typed facets
 * (`local/facets/`), so only two things happen here: a chip is marked `relaxed` when its group is
 * one the answer gave up (`Ranked.relaxed`; exclusions never give way), and each facet is checked
 * by the contract, so one the wire cannot carry (out of its bounds) is returned apart, for the
 * caller's log, never sent half-understood.
 */
export function chipsOf(
  facets: readonly Facet[],
  relaxed: readonly string[] = [],
): { chips: Chip[]; unread: string[] } {
  const gaveUp = new Set(relaxed);
  const chips: Chip[] = [];
  const unread: string[] = [];
  for (const facet of facets) {
    const parsed = FacetSchema.safeParse(facet);
    if (!parsed.success) {
      unread.push(keyOf(facet));
      continue;
    }
    const given = parsed.data.kind !== "not" && gaveUp.has(groupOf(parsed.data as PlainFacet));
    chips.push(given ? { facet: parsed.data, relaxed: true } : { facet: parsed.data });
  }
  return { chips: chips.slice(0, FACETS_MAX), unread };
}
