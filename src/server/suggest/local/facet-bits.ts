import { type Facet, type FacetTest, filmsIn, keyOf, testOf } from "./facets/index.js";
import type { Features, FilmIndex } from "./film-index.js";

/** Facets whose answers an index keeps: far more than queries use at once; a byte per film each. */
const KEPT_FACETS = 256;

/**
 * A facet's test over one index, with its answer for every film by the film's place (`Features.at`)
 * and how many films meet it.
 */
export type IndexedTest = FacetTest & { readonly answers: Uint8Array; readonly hits: number };

const keptBy = new WeakMap<FilmIndex, Map<string, IndexedTest | null>>();

/**
 * `testOf(facet)` as the engine runs it over an index: every film's answer is worked out on the
 * facet's first use and kept under its identity (`keyOf`), so a query reads one byte per film
 * instead of running the test again (the most recently used facets stay; the oldest gives way past
 * `KEPT_FACETS`).
 */
export function indexedTest(index: FilmIndex, facet: Facet): IndexedTest | undefined {
  let kept = keptBy.get(index);
  if (!kept) {
    kept = new Map();
    keptBy.set(index, kept);
  }
  const key = keyOf(facet);
  let found = kept.get(key);
  if (found === undefined) {
    const test = testOf(facet);
    if (test) {
      const { features } = index;
      const answers = new Uint8Array(features.length);
      let hits = 0;
      // The films the index keeps for it when it does (a genre's, a topic's), else every film tested.
      const listed = filmsIn(facet, index);
      if (listed) {
        for (const at of listed) {
          if (answers[at] === 0) hits++;
          answers[at] = 1;
        }
      } else {
        // A plain loop: `Uint8Array.from` with a map function was half of a new facet's cost.
        for (let at = 0; at < features.length; at++) {
          if (test(features[at] as Features)) {
            answers[at] = 1;
            hits++;
          }
        }
      }
      found = Object.assign((f: Features) => answers[f.at] === 1, { answers, hits });
    } else found = null;
    if (kept.size >= KEPT_FACETS) kept.delete(kept.keys().next().value ?? "");
  } else kept.delete(key);
  // Kept as the most recently used.
  kept.set(key, found);
  return found ?? undefined;
}

/** Whether a film (by its place) meets one test of each group: a test the engine need not call, a byte per group at most. */
export function meetsEvery(groups: readonly (readonly IndexedTest[])[], at: number): boolean {
  for (const group of groups) {
    let met = false;
    for (const test of group) {
      if (test.answers[at] === 1) {
        met = true;
        break;
      }
    }
    if (!met) return false;
  }
  return true;
}

const placesBy = new WeakMap<readonly Features[], Int32Array>();

/** Each film's place in the index (`Features.at`) along an ordering, kept per ordering: a scan reads these, not the films. */
export function placesOf(order: readonly Features[]): Int32Array {
  let places = placesBy.get(order);
  if (!places) {
    places = new Int32Array(order.length);
    for (const [place, f] of order.entries()) places[place] = f.at;
    placesBy.set(order, places);
  }
  return places;
}

const alongBy = new WeakMap<IndexedTest, Map<readonly Features[], Int32Array>>();

/** The places along `order` of the films that meet `test`, ascending; kept per test and ordering. */
function hitsAlong(test: IndexedTest, order: readonly Features[]): Int32Array {
  let along = alongBy.get(test);
  if (!along) {
    along = new Map();
    alongBy.set(test, along);
  }
  let hits = along.get(order);
  if (!hits) {
    const places = placesOf(order);
    hits = new Int32Array(test.hits);
    let n = 0;
    for (let place = 0; place < places.length; place++)
      if (test.answers[places[place] as number] === 1) hits[n++] = place;
    along.set(order, hits);
  }
  return hits;
}

/**
 * The places along `order` a scan for `meetsEvery(groups, …)` need visit, ascending: those of the
 * films meeting the group the fewest films meet (every film that meets all groups is among them),
 * so a selective query's scan grows with its answer, not with the catalogue; `undefined` (every
 * place) when there is no group.
 */
export function placesToVisit(
  groups: readonly (readonly IndexedTest[])[],
  order: readonly Features[],
): Int32Array | undefined {
  let fewest: readonly IndexedTest[] | undefined;
  let least = Number.POSITIVE_INFINITY;
  for (const group of groups) {
    const hits = group.reduce((n, test) => n + test.hits, 0);
    if (hits < least) {
      least = hits;
      fewest = group;
    }
  }
  if (!fewest) return undefined;
  if (fewest.length === 1 && fewest[0]) return hitsAlong(fewest[0], order);
  // A group of several tests (a widened range): their films together, each once, in order.
  const all = new Int32Array(least);
  let n = 0;
  for (const test of fewest) {
    all.set(hitsAlong(test, order), n);
    n += test.hits;
  }
  all.sort();
  return all.filter((place, i) => i === 0 || place !== all[i - 1]);
}
