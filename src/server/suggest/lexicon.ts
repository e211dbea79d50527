import { applyMood, MOOD_LEXICON, parseNegations } from "./lexicon-moods.js";
import { LEXICON } from "./lexicon-words.js";
import { parseYears } from "./lexicon-years.js";
import type { MoodName } from "./moods.js";

/**
 * Query understanding for the local suggestion engine: everyday words (English, plus a few Spanish
 * and Arabic ones the interface speaks) → constraints on the catalogue's facts. Pure data + parsing;
 * `local-suggester.ts` applies the constraints.
 */

export type Quality = "best" | "underrated" | "worst";
export type TopicName =
  | "heist"
  | "space"
  | "war"
  | "zombie"
  | "vampire"
  | "christmas"
  | "sports"
  | "romance"
  | "martial-arts"
  | "animals"
  | "dogs"
  | "horses"
  | "sharks";

export interface Range {
  min?: number;
  max?: number;
}

/** What a query asks for. Every field is a constraint the engine may relax; null = not asked. */
export interface QueryIntent {
  genres: Set<string> | null;
  creativeTypes: Set<string> | null;
  topics: Set<TopicName> | null;
  years: Range | null;
  mpaa: Set<string> | null;
  runtime: Range | null;
  quality: Quality | null;
  /** Exact director names from the catalogue. */
  directors: string[] | null;
  /** Moods and occasions ("feel-good", "date-night"), each a test on a film's facts (`moods.ts`). */
  moods: MoodName[] | null;
  /** Genres asked away ("no horror"): never relaxed. */
  excludedGenres: Set<string> | null;
  /** Words nothing above understood, for full-text relevance ("" when none). */
  text: string;
  /** What was understood, in order, for logs and tests (e.g. `genre:funny`, `years:1990-1999`). */
  understood: string[];
}

/** Facts about the catalogue the parser needs: directors and the latest well-covered year. */
export interface Vocabulary {
  /** Normalised full name → exact name. */
  directorsByName: ReadonlyMap<string, string>;
  /** Normalised surname → exact names. */
  directorsBySurname: ReadonlyMap<string, readonly string[]>;
  /** Normalised words appearing in two or more titles (a bare surname like these is not a director). */
  commonTitleWords: ReadonlySet<string>;
  latestYear: number;
}

export type Effect =
  | { genres: string[] }
  | { mood: MoodName }
  | { creative: string[] }
  | { topic: TopicName }
  | { mpaa: string[] }
  | { runtime: Range }
  | { quality: Quality }
  | { era: "recent" | "old" };

/** Words that carry no constraint and would only add noise to full-text search. */
const STOP_WORDS = new Set(
  normalise(
    "a an the and or of in on at to for from with without about some any me my i we you us our want need " +
      "like likes love show give find suggest recommend recommendation recommendations please watch watching " +
      "watched tonight movie movies film films flick flicks cinema good nice something anything that are is " +
      "be it its by set very really more most which who what where when how with than then also all one ones " +
      "make made era decade years year s directed director starring la las el los de del un una unas unos con sin para por que y o en " +
      "peliculas pelicula cine sobre افلام فيلم الافلام عن من في مع على او و ال " +
      "but pero tipo estilo similar similares parecida parecidas parecido لكن مثل يشبه",
  ).split(" "),
);

/** Lower case, accents off, curly quotes straightened, Arabic alef/ta-marbuta forms unified. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[’‘`´]/g, "'")
    .replace(/[أإآ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي");
}

/** The query as ` word word ` (spaces around every word) so phrases match on word boundaries. */
export function wordString(text: string): string {
  const words = normalise(text)
    .replace(/(\d0)'s\b/g, "$1s")
    .replace(/'s\b/g, "")
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
  return ` ${words.join(" ")} `;
}

/** English plurals and "-ies" forms of a single word, so "comedies", "thrillers", "westerns" match. */
function singular(word: string): string[] {
  const forms = [word];
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("s")) forms.push(word.slice(0, -1));
  return forms;
}

const PHRASES: readonly (readonly [string, Effect | Effect[]])[] = [...MOOD_LEXICON, ...LEXICON]
  .flatMap(([phrases, effect]) => phrases.map((p) => [normalise(p), effect] as const))
  .sort((a, b) => b[0].split(" ").length - a[0].split(" ").length || b[0].length - a[0].length);
const SINGLE_WORDS = new Map(PHRASES.filter(([p]) => !p.includes(" ")));
const PHRASE_MAP = new Map(PHRASES);

function emptyIntent(): QueryIntent {
  return {
    genres: null,
    creativeTypes: null,
    topics: null,
    years: null,
    mpaa: null,
    runtime: null,
    quality: null,
    directors: null,
    moods: null,
    excludedGenres: null,
    text: "",
    understood: [],
  };
}

/** The genres a word or phrase means ("scary" → Horror), if it means genres. */
function genresOf(words: string): readonly string[] | undefined {
  const effects = [PHRASE_MAP.get(words), ...singular(words).map((f) => SINGLE_WORDS.get(f))].find(Boolean);
  const list = effects === undefined ? [] : Array.isArray(effects) ? effects : [effects];
  const genres = list.flatMap((e) => ("genres" in e ? e.genres : []));
  return genres.length > 0 ? genres : undefined;
}

/** Whether words (normalised, single spaces) are one of the lexicon's phrases ("date night", "rainy day"). */
export function isLexiconPhrase(words: string): boolean {
  return PHRASE_MAP.has(words);
}

/** A word the parser itself consumes (a stop word or a lexicon word): not evidence of a title. */
export function isQueryWord(word: string): boolean {
  return STOP_WORDS.has(word) || singular(word).some((f) => SINGLE_WORDS.has(f));
}

const addAll = <T>(set: Set<T> | null, values: readonly T[]): Set<T> => new Set([...(set ?? []), ...values]);

function apply(intent: QueryIntent, effects: Effect | Effect[], word: string, vocab: Vocabulary): void {
  for (const effect of Array.isArray(effects) ? effects : [effects]) applyOne(intent, effect, word, vocab);
}

function applyOne(intent: QueryIntent, effect: Effect, word: string, vocab: Vocabulary): void {
  if ("mood" in effect) applyMood(intent, effect.mood);
  else if ("genres" in effect) intent.genres = addAll(intent.genres, effect.genres);
  else if ("creative" in effect) intent.creativeTypes = addAll(intent.creativeTypes, effect.creative);
  else if ("topic" in effect) intent.topics = addAll(intent.topics, [effect.topic]);
  else if ("mpaa" in effect) intent.mpaa = addAll(intent.mpaa, effect.mpaa);
  else if ("runtime" in effect) intent.runtime = { ...intent.runtime, ...effect.runtime };
  else if ("quality" in effect) intent.quality = effect.quality;
  else if (effect.era === "recent") intent.years = { min: vocab.latestYear - 2, max: vocab.latestYear };
  else intent.years = intent.years ?? { max: 1979 };
  const kind = Object.keys(effect)[0] === "era" ? "years" : Object.keys(effect)[0];
  const label = `${kind}:${word}`;
  if (!intent.understood.includes(label)) intent.understood.push(label);
}

/** Multi-word phrases first (longest first), removed from the string once understood. */
function matchPhrases(s: string, intent: QueryIntent, vocab: Vocabulary): string {
  let rest = s;
  for (const [phrase, effect] of PHRASES) {
    if (!phrase.includes(" ")) continue;
    const needle = ` ${phrase} `;
    if (!rest.includes(needle)) continue;
    apply(intent, effect, phrase, vocab);
    rest = rest.split(needle).join(" ");
  }
  return rest;
}

/** Full names anywhere; a surname after "by"/"de", or alone when long and not a common title word. */
function matchDirectors(words: string[], intent: QueryIntent, vocab: Vocabulary): string[] {
  const joined = ` ${words.join(" ")} `;
  const found = new Set<string>();
  for (const [full, name] of vocab.directorsByName) {
    if (full.includes(" ") && joined.includes(` ${full} `)) {
      found.add(name);
      for (const part of full.split(" ")) words = words.filter((w) => w !== part);
    }
  }
  const rest: string[] = [];
  words.forEach((word, i) => {
    const names = vocab.directorsBySurname.get(word);
    const cued = i > 0 && ["by", "de", "director", "directed"].includes(words[i - 1] ?? "");
    const plausible = word.length >= 5 && !vocab.commonTitleWords.has(word) && !SINGLE_WORDS.has(word);
    if (names && (cued || plausible)) for (const n of names) found.add(n);
    else rest.push(word);
  });
  if (found.size > 0) {
    intent.directors = [...found].sort();
    intent.understood.push(`directors:${intent.directors.join("|")}`);
  }
  return rest;
}

/**
 * Turn a free-text query into constraints. Order: years and decades, multi-word phrases, director
 * names, single words (with English plurals); what is left (minus stop words and repeats) is kept
 * as `text` for full-text relevance. Each thing understood is recorded once.
 */
export function understand(query: string, vocab: Vocabulary): QueryIntent {
  return understandWords(wordString(query), vocab);
}

/** `understand` for a query already turned into a word string (` w w `). */
export function understandWords(words: string, vocab: Vocabulary): QueryIntent {
  const intent = emptyIntent();
  let s = parseYears(words, intent);
  s = parseNegations(s, intent, genresOf);
  s = matchPhrases(s, intent, vocab);
  const rest = matchDirectors(s.trim().split(" ").filter(Boolean), intent, vocab);
  const left = new Set<string>();
  for (const word of rest) {
    const effect = singular(word)
      .map((f) => SINGLE_WORDS.get(f))
      .find(Boolean);
    if (effect) apply(intent, effect, word, vocab);
    else if (!STOP_WORDS.has(word) && !/^\d+$/.test(word)) left.add(word);
  }
  intent.text = [...left].join(" ");
  return intent;
}
