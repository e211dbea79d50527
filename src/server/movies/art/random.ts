/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: a tiny, fast, well-mixed generator; the same seed always gives the same sequence. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform number from low (inclusive) to high (exclusive). */
export const between = (random: Random, low: number, high: number): number => low + (high - low) * random();

/** True with the given probability. */
export const chance = (random: Random, probability: number): boolean => random() < probability;

/** One of the items, each equally likely. */
export const pickOne = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
