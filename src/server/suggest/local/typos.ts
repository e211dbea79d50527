/**
 * Vocabulary words however they are typed: an unknown word one slip away from a word the tables
 * hold ("scarry", "actoin", "horrer", "thrillr", "westrens", "moveis") is read as that word. A
 * slip is one letter wrong, missing, extra, or swapped with the next; the word's stem is tried
 * too ("westrens" → western). Guards, so ordinary words are not corrected into facets: both words
 * have at least five letters and the same first letter, a changed letter counts only from six
 * letters ("shoot" is not "short"), and only one table word is that close; a four-letter word
 * only for a doubled letter typed once ("funy"). Lookup is by deletions (each word is stored
 * under itself and every form with one letter deleted), so a query word costs one lookup per
 * letter whatever the size of the vocabulary.
 */

/** Shorter words have too many close neighbours to be corrected. */
const MIN_LENGTH = 5;

/** From this length a changed letter is a slip rather than another word. */
const SUBSTITUTION_LENGTH = 6;

/** The word and every form of it with one letter deleted. */
function deletions(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Whether `a` and `b` are one slip apart: a letter changed, added, dropped, or two neighbours swapped. */
export function oneSlip(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
    // A changed letter in a short word is as likely another word ("shoot", "short"): only from six letters.
    if (diff.length === 1) return a.length >= SUBSTITUTION_LENGTH;
    const [i = 0, j = 0] = diff;
    return diff.length === 2 && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

export class NearWords {
  readonly #byDeletion = new Map<string, Set<string>>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word)) continue;
      for (const key of deletions(word)) {
        const set = this.#byDeletion.get(key) ?? new Set<string>();
        set.add(word);
        this.#byDeletion.set(key, set);
      }
    }
  }

  /** The one table word `word` is a slip of, if exactly one is. */
  nearest(word: string): string | undefined {
    if (word.length === MIN_LENGTH - 1 && /^[a-z]+$/.test(word)) return this.#undoubled(word);
    if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word)) return undefined;
    const found = new Set<string>();
    for (const key of deletions(word)) {
      for (const candidate of this.#byDeletion.get(key) ?? []) {
        if (candidate[0] === word[0] && oneSlip(word, candidate)) found.add(candidate);
      }
    }
    const [only] = found;
    return found.size === 1 ? only : undefined;
  }

  /**
   * A four-letter word is too short for any slip but one: a doubled letter typed once ("funy" →
   * funny, "hapy" → happy, "sily" → silly), which seldom makes another word; when exactly one
   * table word is that.
   */
  #undoubled(word: string): string | undefined {
    const found = new Set<string>();
    for (let i = 1; i < word.length; i++) {
      const doubled = word.slice(0, i + 1) + word.slice(i);
      if (this.#byDeletion.get(doubled)?.has(doubled)) found.add(doubled);
    }
    const [only] = found;
    return found.size === 1 ? only : undefined;
  }
}
