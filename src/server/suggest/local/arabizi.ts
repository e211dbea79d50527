import type { Lexicon } from "./lexicon.js";
import { type Token, tokenise } from "./normalise.js";

/**
 * Arabic written in Latin letters and digits ("Arabizi": "3ayez aflam ro3b", "7ob", "5awf"),
 * read as Arabic script. A query holding a word where a digit stands for an Arabic letter (2 ء,
 * 3 ع, 5 خ, 6 ط, 7 ح, 8 غ, 9 ق) is Arabizi; then each of its Latin words no table reads is
 * written in Arabic letters and read so, if a table knows that form. Short vowels are often
 * written in Arabizi and never in Arabic script: each vowel is tried kept (a long vowel: ا و ي)
 * and dropped, at most `MAX_VOWELS` of them, so a word costs at most 2^3 lookups, and at most
 * `MAX_WORDS` distinct words of a query are tried: a crafted query costs no more than a short one.
 */
const ARABIZI_WORD = /^[a-z0-9]*(?:[a-z][235679]|^[235679][a-z]{2,})[a-z0-9]*$/;
/** Digits with a unit or an ordinal ("90s", "2hrs", "7yo", "3d", "21st") are numbers, not letters. */
const NUMBER_WITH_UNIT = /^\d+(?:s|st|nd|rd|th|h|hr|hrs|min|mins|m|k|d|yo|pm|am)$/;
const LATIN_WORD = /^(?=[a-z0-9]*[a-z])[a-z0-9]+$/;
const MAX_VOWELS = 3;
const MAX_WORDS = 6;

const DIGRAPHS: readonly [string, string][] = [
  ["sh", "ش"],
  ["kh", "خ"],
  ["gh", "غ"],
  ["th", "ث"],
  ["dh", "ذ"],
  ["ch", "ش"],
];

const LETTERS: Readonly<Record<string, string>> = {
  "2": "ء",
  "3": "ع",
  "5": "خ",
  "6": "ط",
  "7": "ح",
  "8": "غ",
  "9": "ق",
  b: "ب",
  p: "ب",
  t: "ت",
  j: "ج",
  g: "ج",
  d: "د",
  r: "ر",
  z: "ز",
  s: "س",
  f: "ف",
  v: "ف",
  q: "ق",
  k: "ك",
  c: "ك",
  l: "ل",
  m: "م",
  n: "ن",
  h: "ه",
  w: "و",
  y: "ي",
};

const VOWELS: Readonly<Record<string, string>> = { a: "ا", e: "ي", i: "ي", o: "و", u: "و" };

/** A word's letters, each a consonant (`fixed`) or a vowel that may be kept or dropped. */
function unitsOf(word: string): { fixed?: string; vowel?: string }[] | undefined {
  const units: { fixed?: string; vowel?: string }[] = [];
  for (let i = 0; i < word.length; ) {
    const pair = DIGRAPHS.find(([latin]) => word.startsWith(latin, i));
    if (pair) {
      units.push({ fixed: pair[1] });
      i += 2;
      continue;
    }
    const ch = word[i] ?? "";
    const vowel = VOWELS[ch];
    // A word's first vowel is written: an alef carries it ("aflam" → افلام).
    if (vowel) units.push(i === 0 ? { fixed: "ا" } : { vowel });
    else if (LETTERS[ch]) units.push({ fixed: LETTERS[ch] });
    else return undefined;
    i += 1;
  }
  return units;
}

/** The Arabic spellings a Latin word may stand for, vowels dropped first. */
function spellings(word: string): string[] {
  const units = unitsOf(word);
  const vowels = units?.filter((u) => u.vowel).length ?? 0;
  if (!units || vowels > MAX_VOWELS) return [];
  const out: string[] = [];
  for (let mask = 0; mask < 1 << vowels; mask++) {
    let n = 0;
    out.push(units.map((u) => u.fixed ?? ((mask >> n++) & 1 ? u.vowel : "")).join(""));
  }
  return out.sort((a, b) => a.length - b.length);
}

/** The query's tokens with its Arabizi words in Arabic script (unchanged when it is not Arabizi). */
export function fromArabizi(tokens: readonly Token[], lexicon: Lexicon): Token[] {
  if (!tokens.some((t) => ARABIZI_WORD.test(t.word) && !NUMBER_WITH_UNIT.test(t.word))) return [...tokens];
  const read = new Map<string, Token | undefined>();
  const arabicOf = (word: string): Token | undefined => {
    if (read.has(word)) return read.get(word);
    let found: Token | undefined;
    if (read.size < MAX_WORDS) {
      for (const spelling of spellings(word)) {
        const [arabic] = tokenise(spelling);
        if (arabic && lexicon.rolesOf([arabic]).length > 0) {
          found = arabic;
          break;
        }
      }
      read.set(word, found);
    }
    return found;
  };
  return tokens.map((token) => {
    if (!LATIN_WORD.test(token.word) || lexicon.rolesOf([token]).length > 0) return token;
    const arabic = arabicOf(token.word);
    return arabic ? { ...arabic, pause: token.pause } : token;
  });
}
