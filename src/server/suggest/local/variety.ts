import type { Features, Ordering } from "./film-index.js";

/**
 * The popularity prior breaks ties; it does not choose. Films that fit a query equally well are
 * ordered by how well known they are, and taking the first five of that order answers every broad
 * query ("anything but horror", "action", "over two hours") with the same few blockbusters. So
 * the five are drawn from the head of the order (`HEAD` films), better-known films more likely,
 * seeded by the query's words and what they were understood to mean: the same query gives the
 * same five films on every run, and different queries spread over the films that fit (many
 * people asking for "old movies" in their own words do not all get the same five).
 * An order the query asked for (the best, the biggest, the worst) keeps its head shorter.
 */
const HEAD: Readonly<Record<Ordering, number>> = {
  popularity: 60,
  bayes: 20,
  gross: 12,
  hidden: 10,
  ratingAsc: 10,
  critics: 20,
  flop: 20,
};

/** How fast a film's chance falls with its place in the head (0: all equal). */
const DECAY = 0.02;

/** How many films of an ordering to gather before drawing `needed` of them. */
export function headSize(ordering: Ordering, needed: number): number {
  return Math.max(needed, HEAD[ordering]);
}

/** A 32-bit seed for a meaning (FNV-1a over its text). */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A uniform number in (0, 1) for a film under a seed (a 32-bit integer mix of both). */
function uniform(seed: number, id: number): number {
  let h = Math.imul(seed ^ id, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return ((h >>> 0) + 0.5) / 2 ** 32;
}

/** The head's films in drawn order (Gumbel top-k: each film's weight falls with its place). */
export function drawn(head: readonly Features[], seed: number): Features[] {
  const keyed = head.map((f, place) => ({
    f,
    key: -Math.log(1 + place * DECAY) - Math.log(-Math.log(uniform(seed, f.film.id))),
  }));
  return keyed.sort((a, b) => b.key - a.key).map(({ f }) => f);
}
