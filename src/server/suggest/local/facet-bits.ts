import { type Facet, type FacetTest, keyOf, testOf } from "./facets/index.js";
import type { Features, FilmIndex } from "./film-index.js";

/** Facets whose answers an index keeps: far more than queries use at once; a byte per film each. */
const KEPT_FACETS = 256;

/** A facet's test over one index, with its answer for every film by the film's place (`Features.at`). */
export type IndexedTest = FacetTest & { readonly answers: Uint8Array };

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
      const answers = Uint8Array.from(index.features, (f) => (test(f) ? 1 : 0));
      found = Object.assign((f: Features) => answers[f.at] === 1, { answers });
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
    places = Int32Array.from(order, (f) => f.at);
    placesBy.set(order, places);
  }
  return places;
}
