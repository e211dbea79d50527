import { SUGGESTION_COUNT } from "../../../contract/suggestions.js";
import type { FitGrade } from "../suggester.js";
import { type IndexedTest, indexedTest, meetsEvery, placesOf, placesToVisit } from "./facet-bits.js";
import {
  type Facet,
  type Group,
  groupOf,
  keyOf,
  knownFor,
  orderingFor,
  RELAX_ORDER,
  WIDENINGS,
  widened as widen,
} from "./facets/index.js";
import { acclaim } from "./facets/make.js";
import type { Features, FilmIndex } from "./film-index.js";
import type { Intent } from "./intent.js";
import { drawn, headSize, seedOf } from "./variety.js";

/**
 * Stage 4 of the local engine: intent → films. Keeps the films that have a facet of every asked
 * kind and none of the excluded ones; while fewer than five do, gives way step by step
 * (`relaxSteps`): the softest kinds first, then a decade widens to its neighbours, then the subject
 * (`RELAX_ORDER`), never an exclusion; `Ranked.relaxed` records each kind that gave way. Best first by the ordering the facets imply
 * (popularity unless the query asks for acclaim, hits, hidden gems…). Only films with a poster are
 * suggested, so every suggestion can be shown; a film the query names comes first when it has
 * one, and a film the query is like is never suggested. A fact the catalogue does not know neither meets nor breaks a limit on it: an
 * excluded rating ("no violence") does not exclude a film whose rating is unknown, and a length
 * limit does not rule out a film whose length is unknown (no film before 1990 has one), but films
 * known to keep the limit come first, and the reason says what was not known (`explain.ts`).
 */
export interface Ranked {
  films: Features[];
  /** Groups given up (or widened) to find five films. */
  relaxed: Group[];
  /** True when nothing was understood and these are acclaimed films instead. */
  fallback: boolean;
  /** How any film stands to the answer (`FitGrade`). */
  grade: (f: Features) => FitGrade;
  /** False only for a film (by `Features.at`) that cannot fit: a scan passes over it without reading it. */
  mayFit: (at: number) => boolean;
  /** The places along `order` of the films that may fit, ascending (`placesToVisit`); `undefined`: every place. */
  visit: (order: readonly Features[]) => Int32Array | undefined;
  /**
   * Every film whose grade may be other than `allowed` (those an exclusion rules out, those that
   * may fit), each once, in no order: grading these instead of the catalogue finds the same grades.
   */
  gradable: () => Features[];
}

/** What the engine answers when it understood nothing: acclaimed, widely seen films. */
const FALLBACK: readonly Facet[] = [acclaim("best")];

/** A film's facts' bit for "an exclusion rules it out" (the (kind, level) bits are below it). */
const EXCLUDED = 1 << 30;

/** `asked`: the query's words, which with its meaning seed the draw among films that fit equally (`variety.ts`). */
export function rank(intent: Intent, index: FilmIndex, asked = "", count = SUGGESTION_COUNT): Ranked {
  const fallback = intent.include.length === 0 && intent.exclude.length === 0 && !intent.like && !intent.named;
  const include = fallback ? FALLBACK : intent.include;
  // Each facet's test as this index keeps it: every film's answer worked out once (`facet-bits.ts`).
  const testOf = (facet: Facet) => indexedTest(index, facet);
  const byKind = new Map<Group, IndexedTest[]>();
  for (const facet of include) {
    const test = testOf(facet);
    if (test) byKind.set(groupOf(facet), [...(byKind.get(groupOf(facet)) ?? []), test]);
  }
  const excluded = intent.exclude.flatMap((f) => testOf(f) ?? []);
  const ordering = orderingFor(include);
  const order = index.ordered(ordering);
  const meaning = [
    ...include.map(keyOf),
    ...intent.exclude.map((f) => `not:${keyOf(f)}`),
    intent.like?.film.id ?? "",
  ].join(" ");
  const seed = seedOf(`${asked}\u0000${meaning}`);
  const chosen: Features[] = [];
  const taken = new Set<number>();
  const named = intent.named;
  if (named) {
    if (named.hasPoster) chosen.push(named);
    taken.add(named.film.id);
  }
  // The film the query is like is never suggested: the viewer knows it already.
  if (intent.like) taken.add(intent.like.film.id);
  for (const f of intent.seen ?? []) taken.add(f.film.id);
  const kinds = [...byKind.keys()];
  const stages = relaxStages(kinds, new Set((intent.stated ?? []).map(groupOf)));
  // What the film the query is like only resembles orders the films that fit: those with more of it first.
  const resembles = (intent.resembles ?? []).flatMap((f) => testOf(f) ?? []);
  const unlike = (f: Features) => resembles.reduce((n, test) => n + (test(f) ? 0 : 1), 0);
  const lengthAsked = byKind.has("runtime");
  /** Whether a film meets a kind at a widening level (0: as asked); an unknown length meets any limit. */
  const meetsAt = (f: Features, kind: Group, level: number) =>
    (kind === "runtime" && f.film.runtime == null) || (testsAt(kind, level) ?? []).some((test) => test(f));
  const widened = new Map<string, IndexedTest[]>();
  const testsAt = (kind: Group, level: number): IndexedTest[] | undefined => {
    if (level === 0) return byKind.get(kind);
    const by = WIDENINGS[kind]?.[level - 1] ?? 0;
    const key = `${kind}~${level}`;
    let tests = widened.get(key);
    if (!tests) {
      tests = include.filter((f) => groupOf(f) === kind).flatMap((f) => testOf(widen(f, by)) ?? []);
      widened.set(key, tests);
    }
    return tests;
  };
  /** How many limits and exclusions a film passes only because its fact is unknown. */
  const unknowns = (f: Features) =>
    intent.exclude.reduce((n, facet) => n + (knownFor(facet, f) ? 0 : 1), 0) +
    (lengthAsked && f.film.runtime == null ? 1 : 0);
  // Each film's tests are run once: which (kind, level) pairs it meets (a bit each), and whether it is excluded.
  const slots = kinds.flatMap((kind) =>
    [0, ...(WIDENINGS[kind] ?? []).map((_, n) => n + 1)].map((level) => ({ kind, level })),
  );
  const bit = new Map(slots.map(({ kind, level }, n) => [`${kind}~${level}`, 1 << n]));
  const bitOf = (kind: Group, level: number) => bit.get(`${kind}~${level}`) ?? 0;
  // By the film's place in the index: its met bits, and EXCLUDED. A map: a rank reads a few hundred films, not the catalogue.
  const facts = new Map<number, number>();
  const factsOf = (f: Features) => {
    let known = facts.get(f.at);
    if (known === undefined) {
      known = excluded.some((test) => test(f)) ? EXCLUDED : 0;
      for (const { kind, level } of slots) if (meetsAt(f, kind, level)) known |= bitOf(kind, level);
      facts.set(f.at, known);
    }
    return known;
  };
  /**
   * The tests a film must meet one of, a group per kind kept at its level (a length limit aside: an
   * unknown length meets it): what a scan checks by a film's place before it reads the film.
   */
  const mustAt = (levels: ReadonlyMap<Group, number>) =>
    [...levels].filter(([k, at]) => at >= 0 && k !== "runtime").map(([k, at]) => testsAt(k, at) ?? []);
  /** The bits of the kinds kept at their levels: a film that fits has them all. */
  const maskOf = (levels: ReadonlyMap<Group, number>) =>
    [...levels].reduce((mask, [kind, at]) => (at >= 0 ? mask | bitOf(kind, at) : mask), 0);
  const places = placesOf(order);
  /** Each kind's level: 0 as asked, n widened by its nth step, -1 given up. */
  let level: ReadonlyMap<Group, number> = new Map(kinds.map((k) => [k, 0]));
  const relaxed: Group[] = [];
  for (const stage of [level, ...stages]) {
    if (chosen.length >= count) break;
    level = stage;
    for (const [kind, at] of level) if (at !== 0 && !relaxed.includes(kind)) relaxed.push(kind);
    const gone = kinds.filter((k) => (level.get(k) ?? 0) < 0);
    const head = headSize(ordering, count - chosen.length);
    const keptMask = maskOf(level);
    const goneMask = gone.reduce((m, k) => m | bitOf(k, 0), 0);
    // Films keeping more of the given-up kinds come first: the subject holds, the mood orders within it.
    const buckets: Features[][] = [...gone, ...resembles].map(() => []).concat([[], [], []]);
    const must = mustAt(level);
    const visit = placesToVisit(must, order);
    const end = visit ? visit.length : order.length;
    for (let next = 0; next < end; next++) {
      const place = visit ? (visit[next] as number) : next;
      const f = order[place];
      if (!f || !meetsEvery(must, places[place] ?? -1) || taken.has(f.film.id) || !f.hasPoster) continue;
      const known = factsOf(f);
      if (known & EXCLUDED || (known & keptMask) !== keptMask) continue;
      const missed = bitCount(goneMask & ~known) + unknowns(f) + unlike(f);
      const bucket = buckets[Math.min(missed, buckets.length - 1)];
      if (bucket && bucket.length < head) bucket.push(f);
      // The best bucket holds the head of what is still needed: no later film can come before them.
      if ((buckets[0]?.length ?? 0) >= head) break;
    }
    for (const f of buckets.flatMap((bucket) => drawn(bucket, seed))) {
      if (chosen.length >= count) break;
      chosen.push(f);
      taken.add(f.film.id);
    }
  }
  // From each film's facts, worked out once: the scans above already did most films a row grades.
  const levelMask = maskOf(level);
  const grade = (f: Features): FitGrade => {
    const known = factsOf(f);
    if (known & EXCLUDED) return "excluded";
    if ((known & levelMask) !== levelMask) return "allowed";
    return unknowns(f) > 0 ? "unknown" : "fits";
  };
  const must = mustAt(level);
  const gradable = () => {
    const at = new Set<number>();
    for (const { answers } of excluded)
      for (let place = 0; place < answers.length; place++) if (answers[place] === 1) at.add(place);
    const visit = placesToVisit(must, order);
    const end = visit ? visit.length : order.length;
    for (let next = 0; next < end; next++) {
      const place = places[visit ? (visit[next] as number) : next] as number;
      if (meetsEvery(must, place)) at.add(place);
    }
    return [...at].flatMap((place) => index.features[place] ?? []);
  };
  return {
    films: chosen,
    relaxed,
    fallback,
    grade,
    mayFit: (at) => meetsEvery(must, at),
    visit: (order) => placesToVisit(must, order),
    gradable,
  };
}

/**
 * The stages an answer gives way by, each a level per kind (0 as asked, n widened by its nth step of
 * `WIDENINGS`, -1 given up), in the order of `RELAX_ORDER`: the soft kinds are given up first; then,
 * before each further kind is given up, a range that can widen widens, nearest step first (a widening
 * that did not help is undone when the next kind gives way); limits stated in numbers or a decade
 * are given up after the subject, the audience last. Each stage costs the least distance from what
 * was asked.
 */
function relaxStages(kinds: readonly Group[], stated: ReadonlySet<Group>): Map<Group, number>[] {
  const firstHard = RELAX_ORDER.indexOf("years");
  const asked = RELAX_ORDER.filter((k) => kinds.includes(k) && k !== "rating");
  const isSoft = (k: Group) => !stated.has(k) && RELAX_ORDER.indexOf(k) < firstHard;
  const order = [
    ...asked.filter(isSoft),
    ...asked.filter((k) => !isSoft(k) && !stated.has(k)),
    ...asked.filter((k) => stated.has(k)),
    ...(kinds.includes("rating") ? (["rating"] as const) : []),
  ];
  const stages: Map<Group, number>[] = [];
  const current = new Map(kinds.map((k) => [k, 0]));
  const widenings = (): void => {
    const steps = Math.max(0, ...kinds.map((k) => (current.get(k) === 0 ? (WIDENINGS[k]?.length ?? 0) : 0)));
    for (let n = 1; n <= steps; n++) {
      const stage = new Map(current);
      for (const k of kinds) if (current.get(k) === 0 && (WIDENINGS[k]?.length ?? 0) >= n) stage.set(k, n);
      stages.push(stage);
    }
  };
  for (const [n, kind] of order.entries()) {
    // The soft kinds give way before any range widens.
    if (!isSoft(kind) && (n === 0 || isSoft(order[n - 1] ?? kind))) widenings();
    current.set(kind, -1);
    stages.push(new Map(current));
    if (!isSoft(kind)) widenings();
  }
  if (order.every(isSoft)) widenings();
  return stages;
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
  const include = ranked.fallback ? FALLBACK : intent.include;
  const order = index.ordered(orderingFor(include));
  const places = placesOf(order);
  const visit = ranked.visit(order);
  const end = visit ? visit.length : order.length;
  for (let next = 0; next < end; next++) {
    if (known.length >= limit) break;
    const place = visit ? (visit[next] as number) : next;
    const f = order[place];
    if (!f || !ranked.mayFit(places[place] ?? -1) || !f.hasPoster) continue;
    const grade = ranked.grade(f);
    if (grade === "fits") known.push(f);
    else if (grade === "unknown" && unsure.length < limit) unsure.push(f);
  }
  return [...known, ...unsure].slice(0, limit);
}
