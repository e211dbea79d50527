import { entriesOf } from "../../keys.js";
import type { Facet } from "./facets/facet.js";
import type { Measure } from "./facets.js";
import { soundKey } from "./names.js";
import { fold, phraseKey, STEM_LANGUAGES, type StemLanguage, type Token, tokenise, tokensKey } from "./normalise.js";
import { NearWords } from "./typos.js";
import { AR } from "./vocab/ar.js";
import { EN } from "./vocab/en.js";
import { ES } from "./vocab/es.js";
import type { VocabTable } from "./vocab/types.js";

/** What a matched phrase can do; one phrase may do several ("and": a clause break, or the end of a year range). */
export type Role =
  | { role: "facet"; facet: Facet }
  /** A facet only when it qualifies a film ("bad movies"). */
  | { role: "attributive"; facet: Facet }
  /** A concept a facet measures ("cash", "tickets", "critics", "seen"): see `measure.ts`. */
  | { role: "measure"; measure: Measure }
  | { role: "number"; value: number }
  | { role: "decade"; year: number }
  | {
      role:
        | "than"
        | "contrast"
        | "makerCue"
        | "lastCue"
        | "yearUnit"
        | "negator"
        | "less"
        | "hedge"
        | "more"
        | "clauseBreak"
        | "alternative"
        | "likeCue"
        | "lovedCue"
        | "byCue"
        | "filler"
        | "atMost"
        | "atLeast"
        | "before"
        | "after"
        | "from"
        | "until"
        | "hours"
        | "minutes"
        | "orLess"
        | "orMore"
        | "older"
        | "newer"
        | "filmNoun"
        | "decadeCue"
        | "scaleUp"
        | "scaleDown"
        | "crowd"
        | "speaker"
        | "half"
        | "quarter"
        | "early"
        | "mid"
        | "late"
        | "percent"
        | "million"
        | "billion"
        | "inclusive"
        | "age"
        | "child";
    };

type WordRole = Exclude<Role, { role: "facet" | "attributive" | "measure" | "number" | "decade" }>["role"];
const WORD_ROLES: readonly WordRole[] = [
  "negator",
  "less",
  "hedge",
  "more",
  "clauseBreak",
  "alternative",
  "likeCue",
  "lovedCue",
  "byCue",
  "filler",
  "atMost",
  "atLeast",
  "before",
  "after",
  "from",
  "until",
  "hours",
  "minutes",
  "orLess",
  "orMore",
  "older",
  "newer",
  "filmNoun",
  "decadeCue",
  "scaleUp",
  "scaleDown",
  "crowd",
  "speaker",
  "half",
  "quarter",
  "early",
  "mid",
  "late",
  "percent",
  "million",
  "billion",
  "inclusive",
  "age",
  "child",
  "than",
  "contrast",
  "makerCue",
  "lastCue",
  "yearUnit",
];

type ListName = { [K in keyof VocabTable]: VocabTable[K] extends readonly string[] ? K : never }[keyof VocabTable];
const LIST_OF: Readonly<Record<WordRole, ListName>> = {
  negator: "negators",
  less: "less",
  hedge: "hedges",
  more: "more",
  clauseBreak: "clauseBreaks",
  alternative: "alternatives",
  likeCue: "likeCues",
  lovedCue: "lovedCues",
  byCue: "byCues",
  filler: "fillers",
  atMost: "atMost",
  atLeast: "atLeast",
  before: "before",
  after: "after",
  from: "from",
  until: "until",
  hours: "hours",
  minutes: "minutes",
  orLess: "orLess",
  orMore: "orMore",
  older: "older",
  newer: "newer",
  filmNoun: "filmNouns",
  decadeCue: "decadeCues",
  scaleUp: "scaleUp",
  scaleDown: "scaleDown",
  crowd: "crowd",
  speaker: "speaker",
  half: "half",
  quarter: "quarter",
  early: "early",
  mid: "mid",
  late: "late",
  percent: "percent",
  million: "million",
  billion: "billion",
  inclusive: "inclusive",
  age: "age",
  child: "child",
  than: "than",
  contrast: "contrasts",
  makerCue: "makerCues",
  lastCue: "lastCues",
  yearUnit: "yearUnits",
};

/** The three tables, each read with its own language's stems. */
const TABLES: readonly [StemLanguage, VocabTable][] = [
  ["en", EN],
  ["es", ES],
  ["ar", AR],
];

/**
 * Every table phrase under its own language's stemmed key: built once at start-up. A query run is
 * looked up under each language's stems, so "comedies" meets "comedy" (English stems) and
 * "comedias" meets "comedia" (Spanish stems) without either table listing plurals.
 */
export class Lexicon {
  readonly #keys = new Map<StemLanguage, Map<string, Role[]>>();
  /** The most words any phrase has. */
  readonly longest: number;
  /** The tables' one-word facets and film nouns, for typed slips (`typos.ts`). */
  readonly #near: NearWords;
  /** The tables' facet phrases of several Latin words by sound skeleton (`names.ts`): null when two share one. */
  readonly #phraseSounds = new Map<string, { phrase: string; language: StemLanguage } | null>();
  /** Each facet role's own phrases, folded, by language and key: the exact form breaks a stem tie. */
  readonly #forms = new Map<string, Set<string>>();

  constructor(tables: readonly [StemLanguage, VocabTable][] = TABLES) {
    let longest = 1;
    // A table is read with its own language's stems only: a Spanish "con menos" must not stem into an English "con men".
    const add = (language: StemLanguage, phrase: string, role: Role) => {
      const key = phraseKey(phrase, language);
      if (!key) return;
      longest = Math.max(longest, key.split(" ").length);
      const map = this.#keys.get(language) ?? new Map<string, Role[]>();
      this.#keys.set(language, map);
      const roles = map.get(key) ?? [];
      if (!roles.some((r) => JSON.stringify(r) === JSON.stringify(role))) roles.push(role);
      map.set(key, roles);
      if (role.role !== "facet") return;
      const forms = `${language} ${key} ${JSON.stringify(role)}`;
      this.#forms.set(forms, (this.#forms.get(forms) ?? new Set()).add(wordsOf(tokenise(phrase))));
    };
    for (const [language, table] of tables) {
      for (const [facet, phrases] of table.facets) for (const p of phrases) add(language, p, { role: "facet", facet });
      for (const [facet, phrases] of table.attributive) {
        for (const p of phrases) add(language, p, { role: "attributive", facet });
      }
      for (const [measure, phrases] of entriesOf(table.measures)) {
        for (const p of phrases) add(language, p, { role: "measure", measure });
      }
      for (const role of WORD_ROLES) for (const p of table[LIST_OF[role]]) add(language, p, { role });
      for (const [p, value] of Object.entries(table.numbers)) add(language, p, { role: "number", value });
      for (const [p, year] of Object.entries(table.decades)) add(language, p, { role: "decade", year });
    }
    this.longest = longest;
    const words = new Set<string>();
    for (const [, table] of tables) {
      const phrases = [...table.facets.flatMap(([, said]) => said), ...table.filmNouns];
      for (const p of phrases) if (!p.includes(" ")) words.add(fold(p));
    }
    this.#near = new NearWords(words);
    for (const [language, table] of tables) {
      for (const [, phrases] of table.facets) {
        for (const phrase of phrases) {
          const folded = fold(phrase);
          if (!/^[a-z]+(?: [a-z]+)+$/.test(folded)) continue;
          const key = soundKey(folded);
          if (key.length < MIN_PHRASE_SOUND) continue;
          const known = this.#phraseSounds.get(key);
          if (known === undefined) this.#phraseSounds.set(key, { phrase: folded, language });
          else if (known && known.phrase !== folded) this.#phraseSounds.set(key, null);
        }
      }
    }
  }

  /**
   * The facets of the table phrase a run of two or three Latin words sounds like, when exactly one
   * phrase does: "ciencia fixion" is "ciencia ficción", "sience fiction" "science fiction".
   */
  soundRoles(run: readonly Token[]): Role[] {
    if (run.length < 2 || !run.every((t) => /^[a-z]+$/.test(t.word))) return [];
    const found = this.#phraseSounds.get(soundKey(run.map((t) => t.word).join(" ")));
    return found ? this.rolesOf(tokenise(found.phrase)).filter((r) => r.role === "facet") : [];
  }

  /** The facets and film nouns of the table word an unknown word is a slip of ("scarry" → scary). */
  slipRoles(token: Token): Role[] {
    const forms = [token.word, token.stems.en, token.stems.es].filter((w): w is string => Boolean(w));
    const word = forms.map((w) => this.#near.nearest(w)).find(Boolean);
    return word ? this.rolesOf(tokenise(word)).filter((r) => r.role === "facet" || r.role === "filmNoun") : [];
  }

  /**
   * The facets a comparative form reaches through its base word, by each language's rule: English
   * "-er"/"-ier" ("funnier" → funny, "scarier" → scary, "shorter" → short, "bigger" → big) and the
   * Arabic elative "أفعل" ("أقصر" → قصير, "أطول" → طويل). Spanish says "más X", a grammar cue.
   */
  comparativeRoles(token: Token): Role[] {
    for (const base of comparativeBases(token.word)) {
      const roles = this.rolesOf(tokenise(base)).filter((r) => r.role === "facet");
      if (roles.length > 0) return roles;
    }
    return [];
  }

  /**
   * The facets, measured concepts and amounts an unknown word reaches through the word it is
   * derived from, by each language's derivational endings: English adverbs and adjectives
   * ("commercially" → commercial, "successful" → success, "comedic" → comedy, "poorly" → poor),
   * Spanish adverbs ("-mente") and superlatives ("muchísimo" → mucho, "poquísimo" → poco),
   * Arabic adverbial "-اً" ("تجاريا" → تجاري) and present-tense person prefixes ("يسمع" → سمع);
   * and spoken forms: English pet endings ("docos") and the Spanish dropped "d" ("mieo" → miedo).
   * Used only for a word no table lists.
   */
  derivedRoles(token: Token): Role[] {
    for (const [base, language] of derivedBases(token.word)) {
      const roles = this.#rolesIn(tokenise(base), language).filter((r) => DERIVED_ROLES.has(r.role));
      if (roles.length > 0) return roles;
    }
    return [];
  }

  /** The roles of exactly these tokens as one phrase in one language's tables. */
  #rolesIn(tokens: readonly Token[], language: StemLanguage): readonly Role[] {
    return this.#keys.get(language)?.get(tokensKey(tokens, language)) ?? [];
  }

  /**
   * The roles of exactly these tokens as one phrase, in any language (empty when none). Two facets
   * whose words share a stem ("twist" and "twisted", "animal" and "animated", "cómica" and "cómic")
   * are told apart by the form written: the facet listing the query's own form comes first.
   */
  rolesOf(tokens: readonly Token[]): Role[] {
    const out: Role[] = [];
    const exact = new Set<string>();
    const written = wordsOf(tokens);
    // English negative contractions by rule: "aren't", "isn't", "wasn't", "won't" (folded "aren t") negate.
    if (tokens.length === 2 && tokens[1]?.word === "t" && /^[a-z]+n$/.test(tokens[0]?.word ?? "")) {
      out.push({ role: "negator" });
    }
    for (const language of STEM_LANGUAGES) {
      const key = tokensKey(tokens, language);
      for (const role of this.#rolesIn(tokens, language)) {
        const json = JSON.stringify(role);
        if (!out.some((r) => JSON.stringify(r) === json)) out.push(role);
        if (this.#forms.get(`${language} ${key} ${json}`)?.has(written)) exact.add(json);
      }
    }
    if (exact.size === 0) return out;
    const first = (r: Role) => (exact.has(JSON.stringify(r)) ? 0 : 1);
    return out.sort((a, b) => first(a) - first(b));
  }
}

const wordsOf = (tokens: readonly Token[]) => tokens.map((t) => t.word).join(" ");

/** Phrase skeletons shorter than this are too common to stand for one phrase. */
const MIN_PHRASE_SOUND = 6;

/** What a derived word keeps of its base: what it asks for, measures, or how much. */
const DERIVED_ROLES: ReadonlySet<Role["role"]> = new Set(["facet", "measure", "scaleUp", "scaleDown"]);

/**
 * Derivational endings, what they come from and the language whose tables read the base (longest
 * first): an English "-ly" reaches English words only ("actually" is not the Spanish "actual").
 */
const LATIN_DERIVATIONS: readonly [RegExp, string, StemLanguage][] = [
  // Spanish absolute superlatives, with the spelling the ending changes: poquísimo → poco, larguísima → larga.
  [/quisim([oa])s?$/, "c$1", "es"],
  [/guisim([oa])s?$/, "g$1", "es"],
  [/isim([oa])s?$/, "$1", "es"],
  [/ically$/, "ic", "en"],
  [/ally$/, "al", "en"],
  [/mente$/, "", "es"],
  [/ly$/, "", "en"],
  [/ful$/, "", "en"],
  [/ness$/, "", "en"],
  [/ical$/, "y", "en"],
  [/ic$/, "y", "en"],
  [/ous$/, "y", "en"],
  [/al$/, "", "en"],
];

/**
 * Clipped and pet forms of English words ("docos" → docs, "doco" → doc, "kiddie" → kid, "scary-o"):
 * a pet ending (-o, -os, -ie, -ies, -y after a doubled letter) on a table word or its clipping.
 */
const PET_FORMS: readonly [RegExp, string][] = [
  [/(.)\1ies?$/, "$1"],
  [/(.)\1y$/, "$1"],
  [/ies?$/, ""],
  [/os$/, "s"],
  [/o$/, ""],
];

/**
 * The "-y" adjective of a verb or noun ("scare", "scared", "scares" → scary; "spooked" → spooky;
 * "gore" → gory): tables list the adjective, people also say the verb.
 */
function yAdjective(word: string): string[] {
  if (!/^[a-z]{4,10}$/.test(word) || word.endsWith("y")) return [];
  const stem = word.replace(/(?:ed|es|ing|e|s)$/, "");
  return stem.length >= 3 ? [`${stem}y`] : [];
}

/**
 * Spoken Spanish drops the "d" between the last two vowels ("mieo" → miedo, "pesao" → pesado,
 * "aburrío" → aburrido, "animaos" → animados): the written word with the "d" put back.
 */
const DROPPED_D = /^([a-z]{2,}[aei])([oa]s?)$/;

/** A word an unknown word may come from, and the language whose tables read it. */
type Base = readonly [base: string, language: StemLanguage];

/** Words an unknown word may be derived from, most likely first. */
function derivedBases(word: string): Base[] {
  const pets = /^[a-z]{4,8}$/.test(word)
    ? PET_FORMS.filter(([e]) => e.test(word)).map(([e, r]): Base => [word.replace(e, r), "en"])
    : [];
  const spoken: Base[] = DROPPED_D.test(word) ? [[word.replace(DROPPED_D, "$1d$2"), "es"]] : [];
  const yForms = yAdjective(word).map((b): Base => [b, "en"]);
  return [...derivationBases(word), ...pets.filter(([b]) => b.length >= 3), ...spoken, ...yForms];
}

function derivationBases(word: string): Base[] {
  if (/^[\u0621-\u064a]{4,}ا$/.test(word)) return [[word.slice(0, -1), "ar"]];
  // An Arabic present-tense verb is its past-tense stem after a person prefix: "يسمع" → سمع, "تربح" → ربح.
  if (/^[يتن][\u0621-\u064a]{3,}$/.test(word)) return [[word.slice(1), "ar"]];
  if (!/^[a-z]+$/.test(word) || word.length < 6) return [];
  const bases: Base[] = [];
  for (const [ending, replace, language] of LATIN_DERIVATIONS) {
    if (ending.test(word)) bases.push([word.replace(ending, replace), language]);
  }
  return bases.filter(([b]) => b.length >= 4);
}

/** Base words a comparative may come from, most likely first (none when the word is not one). */
function comparativeBases(word: string): string[] {
  if (/^[a-z]+$/.test(word) && word.length >= 5) {
    if (word.endsWith("ier")) return [`${word.slice(0, -3)}y`];
    if (!word.endsWith("er")) return [];
    const stem = word.slice(0, -2);
    const bases = [stem, `${stem}e`];
    // "bigger" → big, "hotter" → hot.
    if (stem.length >= 3 && stem.at(-1) === stem.at(-2)) bases.unshift(stem.slice(0, -1));
    return bases;
  }
  // Arabic elative: ا + three root letters; the adjective is فعيل (قصير), فاعل (ناجح) or فعل.
  if (/^ا[\u0621-\u064a]{3}$/.test(word)) {
    const [c1, c2, c3] = [...word.slice(1)];
    return [`${c1}${c2}ي${c3}`, `${c1}${c2}ي${c3}ه`, `${c1}ا${c2}${c3}`, `${c1}${c2}${c3}`];
  }
  return [];
}
