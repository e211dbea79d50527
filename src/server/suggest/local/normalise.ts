import { stemmer as arabicStem } from "@orama/stemmers/arabic";
import { stemmer as englishStem } from "@orama/stemmers/english";
import { stemmer as spanishStem } from "@orama/stemmers/spanish";
import { asciiDigits, fold as foldText } from "../../movies/catalog/text.js";

/**
 * Stage 1 of the local engine: text → tokens. Case, accents and Arabic letter forms are folded;
 * each token carries its stem in each language the engine reads (Snowball stemmers from
 * `@orama/stemmers`), so "comedies", "comedias" and "الكوميديا" meet their table entries whatever
 * form the query uses. Pure functions, no state.
 */

export type StemLanguage = "en" | "es" | "ar";
export const STEM_LANGUAGES: readonly StemLanguage[] = ["en", "es", "ar"];

export interface Token {
  /** Folded word: lower case, no accents, one Arabic letter per sound. */
  word: string;
  /** The word's stem per language (an Arabic word has only `ar`; a Latin word `en` and `es`). */
  stems: Readonly<Partial<Record<StemLanguage, string>>>;
  /** True before a comma, full stop or semicolon: a clause ends there. */
  pause: boolean;
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;

/**
 * A query folded as the catalogue folds text (`movies/catalog/text.ts`), after signs that carry
 * meaning become words: an elided year is written out ("'07" → 2007, "'95" → 1995), "%" is
 * "percent" and "+" after a number is "plus" (or more); a clock-style length is hours and minutes
 * ("1h45"); an ordinal is its number ("8th" → 8); a
 * decimal comma is a point ("2,5" → 2.5); the Arabic "و" joined to a number is its own word.
 */
export function fold(text: string): string {
  return foldText(
    asciiDigits(text)
      .replace(/[\u2018\u2019'](\d\d)\b/g, (_, yy: string) => `${Number(yy) < 30 ? 20 : 19}${yy}`)
      .replace(/(\d)\s*[%\u066a]/g, "$1 percent ")
      .replace(/(\d)\s*\+/g, "$1 plus ")
      // A length written as a clock does ("1h45", "2h 30m", "1hr30"): hours and minutes. A unit is
      // a whole word: the "m" of "1h45 más o menos" or "2h max" is the next word's, not minutes.
      .replace(
        /(\d)\s*(?:h|hr|hrs)\s*(\d{1,2})(?:\s*(?:m|min|mins)(?![\p{L}\p{N}]))?(?![\p{L}\p{N}])/gu,
        "$1 hours and $2 minutes",
      )
      .replace(/(\d)(?:h|hr|hrs)(?![\p{L}\p{N}])/gu, "$1 hours")
      .replace(/(\d)(?:min|mins)(?![\p{L}\p{N}])/gu, "$1 minutes")
      // An age joined to its number ("my 3yo").
      .replace(/(\d)(yo|y\/o)\b/g, "$1 yo")
      // An ordinal is its number ("my daughter's 8th birthday"), but a century keeps its name ("20th Century Fox").
      .replace(/(\d)(?:st|nd|rd|th)\b(?!\s*centur)/g, "$1")
      .replace(DECIMAL, "$1.$2")
      // Arabic "and" is written joined to the number after it ("و2008").
      .replace(/(^|\s)و(?=\d)/g, "$1و "),
  );
}

/**
 * A decimal number: one or two digits after a point or comma ("2.5 hours", "7,5 en imdb", "٢٫٥");
 * three are a thousands separator ("1,000"), and a point that ends a sentence is left alone.
 */
const DECIMAL = /(\d)[.,\u066b](\d{1,2})(?!\d)/g;
const NUMBER = /^\d+(?:\.\d+)?$/;

/** Final Arabic letter forms that stemmers and spellers disagree on. */
const finalForms = (word: string) => word.replace(/ة/g, "ه").replace(/ى/g, "ي");

/** The article "ال" and the particles joined before it ("and the", "with the", "for the"), longest first. */
const ARTICLES = ["وال", "بال", "كال", "فال", "لل", "ال"];

/**
 * The Arabic article and "and" are written joined to the next word ("والرعب"), and the sound feminine plural
 * ("مسرحيات", "الثمانينيات") is the singular's "ة" as "ات": the stemmer leaves both, so they are
 * undone here first.
 */
function arabicStemOf(word: string): string {
  const article = ARTICLES.find((a) => word.startsWith(a) && word.length - a.length >= 3);
  let bare = article ? word.slice(article.length) : word.startsWith("و") && word.length >= 5 ? word.slice(1) : word;
  if (bare.length >= 5 && bare.endsWith("ات")) bare = `${bare.slice(0, -2)}ة`;
  return finalForms(arabicStem(bare));
}

/**
 * Spanish plurals: "-es" after a consonant ("familiares"), "-s" after a vowel ("obras"): the
 * stemmer keeps them on short words, so they go first.
 */
function spanishSingular(word: string): string {
  if (word.length >= 6 && /[^aeiou]es$/.test(word)) return word.slice(0, -2);
  if (word.length >= 4 && /[aeiou]s$/.test(word)) return word.slice(0, -1);
  return word;
}

function stemsOf(word: string): Token["stems"] {
  if (ARABIC_LETTER.test(word)) return { ar: arabicStemOf(word) };
  if (NUMBER.test(word)) return { en: word, es: word };
  return { en: englishStem(word), es: spanishStem(spanishSingular(word)) };
}

/** The folded words of a text with their stems, and where its clauses pause. */
export function tokenise(text: string): Token[] {
  const out: Token[] = [];
  // A point or comma between digits is a decimal's, not a pause ("2.5 hours").
  for (const piece of fold(text).split(/((?:(?<!\d)[,.]|[,.](?!\d)|[;!?،؛])+)|\s+/u)) {
    if (piece === undefined || piece === "") continue;
    if (/^[,;.!?،؛]+$/u.test(piece)) {
      const last = out.at(-1);
      if (last) last.pause = true;
      continue;
    }
    for (const word of piece.split(/(?:(?<!\d)\.|\.(?!\d)|[^\p{L}\p{N}.])+/u)) {
      if (word) out.push({ word: finalForms(word), stems: stemsOf(word), pause: false });
    }
  }
  return out;
}

/** The key a table phrase is stored under for one language: its words' stems, space-joined. */
export function phraseKey(phrase: string, language: StemLanguage): string {
  return tokenise(phrase)
    .map((t) => t.stems[language] ?? t.word)
    .join(" ");
}

/** The same key for a run of query tokens. */
export function tokensKey(tokens: readonly Token[], language: StemLanguage): string {
  return tokens.map((t) => t.stems[language] ?? t.word).join(" ");
}
