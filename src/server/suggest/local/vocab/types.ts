import type { Facet } from "../facets/facet.js";
import type { Measure } from "../facets.js";

/** A facet and the phrases that ask for it. */
export type Said = readonly [Facet, readonly string[]];

/**
 * One language's words for the local engine, as data: which phrases reach which facet, and which
 * words do something to the facets around them (the grammar). A phrase is matched after
 * normalisation (`normalise.ts`), so one form per word is enough: "comedy" also finds "comedies".
 * Facets are language-neutral typed values (`genre("Comedy")`, `years(1990, 1999)`; see `facets/`).
 */
export interface VocabTable {
  /** Each facet with the phrases that ask for it. */
  facets: readonly Said[];
  /**
   * Concepts that facets measure (`MEASURES` in `facets.ts`), as semantic fields: the words for
   * money, earning, selling, tickets and going to see a film (box office); for critics and reviews
   * (critics); for audiences and fans and what they thought (viewers' rating); for seeing, knowing and hearing of a film (popularity). Alone they ask for nothing;
   * with an amount in the same run of words ("heaps of cash", "few … went to see", "no one saw")
   * they ask for the facet at that end of the scale.
   */
  measures: Readonly<Record<Measure, readonly string[]>>;
  /** Amounts and judgements at the high end of a measure ("a lot", "huge", "everyone", "great", "loved"). */
  scaleUp: readonly string[];
  /**
   * Amounts and judgements at the low end ("few", "barely", "poor", "hated"). The `less` words
   * ("little", "fewer") count as low too, and a negator ("no one", "didn't") turns the measure down.
   */
  scaleDown: readonly string[];
  /** Who a measure counts ("people", "gente", "الناس"): read only inside a measured run of words. */
  crowd: readonly string[];
  /**
   * Viewers speaking of themselves ("I", "we", "I've", "yo", "he", "أنا"): they ask for nothing; a
   * measured run ends at them, and one that starts right after them is the viewer's own doing,
   * not an amount ("films I haven't seen" counts no one but the viewer).
   */
  speaker: readonly string[];
  /** Turn the facets after them into exclusions until the clause ends ("no", "without"). */
  negators: readonly string[];
  /**
   * Degree words that soften a negation ("not too scary", "no muy de miedo", "مش مخيف أوي"): a
   * kind of film that is an intensity (`MILDER`) is then kept, only milder.
   */
  hedges: readonly string[];
  /** Ask the next facet away, more gently than a negation ("less action"). */
  less: readonly string[];
  /** Ask the next facet more ("more action"): the same as naming it. */
  more: readonly string[];
  /** End a negation's scope ("but", "and"); a comma or full stop does too. */
  clauseBreaks: readonly string[];
  /** Keep a negation going over the next facet ("no horror or gore"). */
  alternatives: readonly string[];
  /** A catalogue title follows ("like", "similar to"). */
  likeCues: readonly string[];
  /**
   * A film the viewer loved may follow ("we loved Jurassic Park", "me encantó Titanic", "حبيت
   * تايتانك"): when a catalogue title written as the catalogue writes it follows, the query is
   * like that film (and the film is not suggested).
   */
  lovedCues: readonly string[];
  /** A catalogue title follows whose director is asked for, the film itself seen ("the director of", "del director de"). */
  makerCues: readonly string[];
  /** Before a number of years: a period counted back from the catalogue's newest year ("the last 5 years"). */
  lastCues: readonly string[];
  /** After a number: years, as a period ("5 years", "10 años", "سنين"); after a last-cue only. */
  yearUnits: readonly string[];
  /** A director's name follows ("by", "directed by"). */
  byCues: readonly string[];
  /** Words that ask for nothing and need no understanding ("a", "movie", "show me"). */
  fillers: readonly string[];
  /** Words for a film ("movie", "película", "فيلم"): an attributive quality word counts only next to one. */
  filmNouns: readonly string[];
  /**
   * Facets with words that ask for them only when they qualify a film ("bad movies", "películas
   * malas"); elsewhere ("the bad guy wins") they are not understood.
   */
  attributive: readonly Said[];
  /** Before a round year: it names a decade ("los años 2000", "the decade 1990"). */
  decadeCues: readonly string[];
  /** Number words ("two" → 2). */
  numbers: Readonly<Record<string, number>>;
  /** Before a number, year or rating: at most ("under", "at most", "up to"). */
  atMost: readonly string[];
  /** Before a number, year or rating: at least ("over", "at least", "more than"). */
  atLeast: readonly string[];
  /** Before a year: earlier than ("before", "older than"). */
  before: readonly string[];
  /** Before a year: later than ("after", "newer than"); "since" is `from`. */
  after: readonly string[];
  /** Before a year: from then on, or the start of a range ("since", "from", "between"). */
  from: readonly string[];
  /** Between two years: the end of a range ("to", "and", "until"). */
  until: readonly string[];
  /** After a number: hours, minutes. */
  hours: readonly string[];
  minutes: readonly string[];
  /** Decades by name, two digits or words ("nineties", "80s") → first year. */
  decades: Readonly<Record<string, number>>;
  /** After a number or rating: "or less", "or more" ("PG-13 or below"). */
  orLess: readonly string[];
  orMore: readonly string[];
  /** Refinements of the previous query's years and length ("older", "shorter"). */
  older: readonly string[];
  newer: readonly string[];
  /** After a number or its unit: a half more ("two and a half hours", "hora y media", "ساعتين ونص"). */
  half: readonly string[];
  /** After a number or its unit: a quarter more ("an hour and a quarter", "hora y cuarto", "ساعة وربع"). */
  quarter: readonly string[];
  /** Before a decade: its first, middle or last years ("early 80s", "mediados de los 90", "أواخر التسعينات"). */
  early: readonly string[];
  mid: readonly string[];
  late: readonly string[];
  /** After a number: a percentage (a critics' score). */
  percent: readonly string[];
  /** After a number: millions, billions (of dollars). */
  million: readonly string[];
  billion: readonly string[];
  /** Comparisons that keep their boundary ("at least", "at most", "up to"); the others exclude it ("over", "under"). */
  inclusive: readonly string[];
  /**
   * Words of contrast ("but", "pero", "بس"): after a judge's verdict, an amount with no judge of its
   * own is the other judge's ("critics hated it but it's actually fun": viewers loved it).
   */
  contrasts: readonly string[];
  /** Between two judges: the second is judged the other way ("fans rate it higher than critics"). */
  than: readonly string[];
  /** After a number: a person's age ("year old", "años", "سنين"): a child's age limits the rating. */
  age: readonly string[];
  /** Children ("my nephews", "mis sobrinos", "ولادي"): small numbers after them in the clause are their ages. */
  child: readonly string[];
}
