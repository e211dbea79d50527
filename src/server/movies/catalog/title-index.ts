import type { Film } from "./film.js";
import { wordsOf } from "./text.js";

/**
 * The catalogue's one title index, behind title search, a suggestion row's film and imports: the
 * film whose title is the words comes first, then titles that start with them (someone still
 * typing), then titles with them from a later word on ("lion ki": The Lion King), then the other
 * titles holding every significant word of the query. Titles and queries are folded into words
 * alike (`text.ts`). A word matches a title word when it is the same word, or, for long words only,
 * one typo away (two from 8 letters); the last word may also be the start of a title word, from its
 * first letter.
 * Nothing that merely resembles part of the query is answered: no match is an empty list.
 */

/** Only this much of a query is read. */
const QUERY_MAX = 300;
/** At most this many significant words are matched. */
const WORDS_MAX = 8;
/** Shorter words must be spelt right; from this length one typo is allowed (two from `TWO_TYPOS_FROM`). */
const TYPO_FROM = 5;
const TWO_TYPOS_FROM = 8;
/** Words that do not make two titles different: matched only when the query has nothing else. */
const FUNCTION_WORDS = new Set(
  "a an and at by de del el for from in is it la le les los of on or the to with y".split(" "),
);

/** A leading article: a title is also named without it ("godfather" names The Godfather). */
const LEADING_ARTICLE = /^(the|a|an|el|la|los|las|le|les)\s+/;
/** A title without its article names it from this many characters ("up" alone does not). */
const BARE_NAME_MIN = 4;

/** A folded title (`titleKey`) without its leading article, if it has one. */
export const withoutArticle = (key: string): string => key.replace(LEADING_ARTICLE, "");

/** The words of a query (or a title), folded, in order; only the first `QUERY_MAX` characters are read. */
const queryWords = (text: string): string[] => wordsOf(text.slice(0, QUERY_MAX));

/** Edits (insert, delete, substitute) from a to b, stopping early once over `max`. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Uint16Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      // In range by construction: the fallbacks only satisfy the type checker.
      const value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return false;
    [previous, row] = [row, previous];
  }
  return (previous[b.length] ?? 0) <= max;
}

/** Orders two rank keys of one length by their first differing number. */
function byKey(a: readonly number[], b: readonly number[]): number {
  for (const [i, x] of a.entries()) {
    const y = b[i];
    if (y !== undefined && x !== y) return x - y;
  }
  return 0;
}

/** The letters (code points) in a word: what the typo rule counts. */
const lettersIn = (word: string): number => [...word].length;

interface Entry {
  film: Film;
  joined: string;
  words: readonly string[];
}

/** The first index in `sorted` (code-unit order) whose word is not before `word`. */
function firstNotBefore(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] ?? word) < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether the title's words from `at` on are the query's, the last query word possibly unfinished. */
function wordsAt(title: readonly string[], query: readonly string[], at: number): boolean {
  return query.every((q, i) => (i === query.length - 1 ? title[at + i]?.startsWith(q) : title[at + i] === q));
}

/**
 * Where a title holds the query, as its rank: 0 when the title starts with the query's words (the
 * last one possibly unfinished), 1 when a later word starts them, 2 otherwise (another order, a
 * typo, words between).
 */
export function titlePlace(title: readonly string[], query: readonly string[]): 0 | 1 | 2 {
  if (query.length === 0) return 2;
  for (let at = 0; at + query.length <= title.length; at++) if (wordsAt(title, query, at)) return at === 0 ? 0 : 1;
  return 2;
}

/** How close a film's year is to the one asked for: the same or the next year (release dates differ by country). */
const yearFits = (film: Film, year: number | undefined) =>
  year !== undefined && film.year !== null && Math.abs(film.year - year) <= 1;

/** The index: each title's words, plus each distinct word → the films whose titles hold it. */
export class TitleIndex {
  readonly #entries: readonly Entry[];
  readonly #byWord = new Map<string, Entry[]>();
  /** The distinct words, in code-unit order: the words a prefix starts are one run of it. */
  readonly #sorted: readonly string[];
  /** The distinct words long enough for a typo, by length in code units (what the edit bound reads). */
  readonly #typoWords = new Map<number, string[]>();
  /** Each whole folded title, and each one without its article, → the films it names. */
  readonly #named = new Map<string, Film[]>();

  constructor(films: readonly Film[]) {
    this.#entries = films.map((film) => {
      const words = queryWords(film.title);
      return { film, words, joined: words.join(" ") };
    });
    const name = (key: string, film: Film) => this.#named.set(key, [...(this.#named.get(key) ?? []), film]);
    for (const entry of this.#entries) {
      name(entry.joined, entry.film);
      const bare = withoutArticle(entry.joined);
      if (bare !== entry.joined && bare.length >= BARE_NAME_MIN) name(bare, entry.film);
      for (const word of new Set(entry.words)) {
        const list = this.#byWord.get(word) ?? [];
        list.push(entry);
        this.#byWord.set(word, list);
      }
    }
    this.#sorted = [...this.#byWord.keys()].sort();
    for (const word of this.#sorted) {
      if (lettersIn(word) < TYPO_FROM) continue;
      const list = this.#typoWords.get(word.length) ?? [];
      list.push(word);
      this.#typoWords.set(word.length, list);
    }
  }

  /**
   * The films a whole folded title (`titleKey`) names: those whose title it is, or is after a
   * leading article. The suggestion engine's "the query names this film" reads this.
   */
  named(key: string): readonly Film[] {
    return this.#named.get(key) ?? [];
  }

  /**
   * The index's words that query word `q` matches: the same word; for the last word of the query,
   * the words it starts (someone still typing, from the first letter); for a long word, those a
   * typo (two from `TWO_TYPOS_FROM` letters) away. Only the words that can match are looked at.
   */
  #wordsLike(q: string, last: boolean): Set<string> {
    const words = new Set<string>();
    if (this.#byWord.has(q)) words.add(q);
    if (last) {
      for (let i = firstNotBefore(this.#sorted, q); i < this.#sorted.length; i++) {
        const word = this.#sorted[i] ?? "";
        if (!word.startsWith(q)) break;
        words.add(word);
      }
    }
    const letters = lettersIn(q);
    if (letters >= TYPO_FROM) {
      const max = letters >= TWO_TYPOS_FROM ? 2 : 1;
      for (let length = q.length - max; length <= q.length + max; length++) {
        for (const word of this.#typoWords.get(length) ?? []) if (withinEdits(q, word, max)) words.add(word);
      }
    }
    return words;
  }

  /**
   * Films for a title query, best first: the exact title (of `year`, when given, first), then
   * titles that start with the query's words, then titles with them from a later word, then the
   * other titles holding every significant word; within each, of `year` first, then the fewest
   * other words, then the most widely seen. At most `limit`.
   */
  search(text: string, year?: number, limit = 20): Film[] {
    const all = queryWords(text);
    if (all.length === 0 || limit <= 0) return [];
    const significant = all.filter((w) => !FUNCTION_WORDS.has(w));
    const needed = [...new Set(significant.length > 0 ? significant : all)].slice(0, WORDS_MAX);
    const joined = all.join(" ");
    let found: Set<Entry> | undefined;
    for (const q of needed) {
      const last = q === all[all.length - 1];
      const holders = new Set<Entry>();
      for (const word of this.#wordsLike(q, last)) for (const e of this.#byWord.get(word) ?? []) holders.add(e);
      const before: Set<Entry> | undefined = found;
      found = before ? new Set([...before].filter((e) => holders.has(e))) : holders;
      if (found.size === 0) return []; // a word no title holds: nothing more to look up
    }
    const rank = (e: Entry) => [
      e.joined === joined && yearFits(e.film, year) ? 0 : 1,
      e.joined === joined ? 0 : 1,
      titlePlace(e.words, all),
      yearFits(e.film, year) ? 0 : 1,
      e.words.length - all.length,
      -(e.film.imdbVotes ?? 0),
      e.film.id,
    ];
    return [...(found ?? [])]
      .map((e) => ({ e, key: rank(e) }))
      .sort((a, b) => byKey(a.key, b.key))
      .slice(0, limit)
      .map(({ e }) => e.film);
  }
}
