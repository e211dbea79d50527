import { SUGGESTION_COUNT } from "../../../contract/suggestions.js";
import type { FitGrade } from "../suggester.js";
import {
  type FacetKind,
  type FacetTest,
  facetKind,
  facetTest,
  orderingFor,
  RELAX_ORDER,
  ratingKnown,
} from "./facets.js";
import type { Features, FilmIndex } from "./film-index.js";
import type { Intent } from "./intent.js";

/**
 * Stage 4 of the local engine: intent → films. Keeps the films that have a facet of every asked
 * kind and none of the excluded ones; while fewer than five do, gives way on the softest kind
 * first (`RELAX_ORDER`), never on an exclusion. Best first by the ordering the facets imply
 * (popularity unless the query asks for acclaim, hits, hidden gems…). Only films with a poster are
 * suggested, so every suggestion can be shown; a film the query names comes first when it has
 * one, and a film the query is like is never suggested. A fact the catalogue does not know neither meets nor breaks a limit on it: an
 * excluded rating ("no violence") does not exclude a film whose rating is unknown, and a length
 * limit does not rule out a film whose length is unknown (no film before 1990 has one), but films
 * known to keep the limit come first, and the reason says what was not known (`explain.ts`).
 */
export interface Ranked {
  films: Features[];
  /** Kinds given up to find five films. */
  relaxed: FacetKind[];
  /** True when nothing was understood and these are acclaimed films instead. */
  fallback: boolean;
  /** How any film stands to the answer (`FitGrade`). */
  grade: (f: Features) => FitGrade;
}

/** What the engine answers when it understood nothing: acclaimed, widely seen films. */
const FALLBACK_TAG = "acclaim:best";

export function rank(intent: Intent, index: FilmIndex, count = SUGGESTION_COUNT): Ranked {
  const fallback = intent.include.length === 0 && intent.exclude.length === 0 && !intent.like && !intent.named;
  const include = fallback ? [FALLBACK_TAG] : intent.include;
  const byKind = new Map<FacetKind, FacetTest[]>();
  for (const tag of include) {
    const test = facetTest(tag);
    if (test) byKind.set(facetKind(tag), [...(byKind.get(facetKind(tag)) ?? []), test]);
  }
  const excluded = intent.exclude.map(facetTest).filter((t): t is FacetTest => t !== undefined);
  const order = index.ordered(orderingFor(include));
  const chosen: Features[] = [];
  const taken = new Set<number>();
  const named = intent.named;
  if (named) {
    if (named.hasPoster) chosen.push(named);
    taken.add(named.film.id);
  }
  // The film the query is like is never suggested: the viewer knows it already.
  if (intent.like) taken.add(intent.like.film.id);
  const ratingCapped = intent.exclude.some((t) => facetKind(t) === "audience");
  const kinds = [...byKind.keys()];
  const relaxed: FacetKind[] = [];
  // A limit stated in numbers or a decade gives way after every other kind but the audience.
  const stated = new Set((intent.stated ?? []).map(facetKind));
  const order0 = RELAX_ORDER.filter((k) => kinds.includes(k) && k !== "audience");
  const dropOrder = [
    ...order0.filter((k) => !stated.has(k)),
    ...order0.filter((k) => stated.has(k)),
    ...(kinds.includes("audience") ? (["audience"] as const) : []),
  ];
  const lengthAsked = byKind.has("runtime");
  const meets = (f: Features, kind: FacetKind) =>
    (kind === "runtime" && f.film.runtime == null) || (byKind.get(kind) ?? []).some((test) => test(f));
  /** How many limits a film passes only because its fact is unknown. */
  const unknowns = (f: Features) =>
    (ratingCapped && !ratingKnown(f) ? 1 : 0) + (lengthAsked && f.film.runtime == null ? 1 : 0);
  // Each film's tests are run once: which asked kinds it meets (a bit per kind), and whether it is excluded.
  const bit = new Map(kinds.map((k, n) => [k, 1 << n]));
  const maskOf = (list: readonly FacetKind[]) => list.reduce((m, k) => m | (bit.get(k) ?? 0), 0);
  const facts = new Map<Features, { meets: number; excluded: boolean }>();
  const factsOf = (f: Features) => {
    let known = facts.get(f);
    if (!known) {
      known = { meets: maskOf(kinds.filter((k) => meets(f, k))), excluded: excluded.some((test) => test(f)) };
      facts.set(f, known);
    }
    return known;
  };
  for (let dropped = 0; dropped <= dropOrder.length && chosen.length < count; dropped++) {
    const gone = dropOrder.slice(0, dropped);
    const droppedNow = dropOrder[dropped - 1]; // undefined while nothing is dropped
    if (droppedNow) relaxed.push(droppedNow);
    const keptMask = maskOf(kinds.filter((k) => !gone.includes(k)));
    const goneMask = maskOf(gone);
    // Films keeping more of the given-up kinds come first: the subject holds, the mood orders within it.
    const buckets: Features[][] = gone.map(() => []).concat([[], [], []]);
    for (const f of order) {
      if (taken.has(f.film.id) || !f.hasPoster) continue;
      const known = factsOf(f);
      if (known.excluded || (known.meets & keptMask) !== keptMask) continue;
      const missed = bitCount(goneMask & ~known.meets) + unknowns(f);
      const bucket = buckets[missed];
      if (bucket && bucket.length < count) bucket.push(f);
      // The best bucket holds all that is still needed: no later film can come before them.
      if ((buckets[0]?.length ?? 0) >= count - chosen.length) break;
    }
    for (const f of buckets.flat()) {
      if (chosen.length >= count) break;
      chosen.push(f);
      taken.add(f.film.id);
    }
  }
  const keptKinds = kinds.filter((k) => !relaxed.includes(k));
  const grade = (f: Features): FitGrade => {
    if (excluded.some((test) => test(f))) return "excluded";
    if (!keptKinds.every((k) => meets(f, k))) return "allowed";
    return unknowns(f) > 0 ? "unknown" : "fits";
  };
  return { films: chosen, relaxed, fallback, grade };
}

/** How many bits are set. */
function bitCount(n: number): number {
  let count = 0;
  for (let m = n; m; m &= m - 1) count++;
  return count;
}

/** Films that fit an answer (`Ranked.grade`), those known to first, each best first by its ordering: what its rows fill with. */
export function fittingFilms(ranked: Ranked, intent: Intent, index: FilmIndex, limit: number): Features[] {
  const known: Features[] = [];
  const unsure: Features[] = [];
  const include = ranked.fallback ? [FALLBACK_TAG] : intent.include;
  for (const f of index.ordered(orderingFor(include))) {
    if (known.length >= limit) break;
    if (!f.hasPoster) continue;
    const grade = ranked.grade(f);
    if (grade === "fits") known.push(f);
    else if (grade === "unknown" && unsure.length < limit) unsure.push(f);
  }
  return [...known, ...unsure].slice(0, limit);
}
