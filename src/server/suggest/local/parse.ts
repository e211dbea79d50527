import { isHeardOf, THRESHOLDS } from "../../movies/catalog/thresholds.js";
import type { Facet } from "./facets/facet.js";
import { keyOf, sameFacet } from "./facets/index.js";
import { criticsScore, gross, person, rating, runtime, viewersScore, years } from "./facets/make.js";
import { AUDIENCE_LADDER, MILDER, rungOf } from "./facets.js";
import type { Features, FilmIndex } from "./film-index.js";
import type { Lexicon, Role } from "./lexicon.js";
import { measuredRuns } from "./measure.js";
import type { Token } from "./normalise.js";

/**
 * Stage 2 of the local engine: tokens → terms, by a small grammar over the lexicon's roles.
 * - Negation has a scope: a negator ("no", "without", "sin", "بدون") turns the facet after it
 *   into an exclusion, and the ones joined to it by "or" ("no horror or gore"); a clause break
 *   ("but", "and", a comma) ends it before any facet.
 * - "less X" asks X away; "more X" and a comparative ("funnier", "أقصر") are X, as a change.
 * - A negated audience rating ("no violence", "nothing rated R") excludes that rating and above:
 *   a film whose rating is unknown is not excluded by it.
 * - A quality word that needs a film ("bad") counts only next to a film noun ("bad movies").
 * - A round year after a decade cue is that decade ("los años 2000").
 * - Comparisons bind the number, year or rating next to them: "under 90 minutes", "over two
 *   hours", "before 1980", "nothing older than 1990", "PG-13 at most", "nothing rated R".
 * - "like X": X is the longest catalogue title after the cue; what follows changes its facets.
 * - A director is named by full name, or by a surname only one director has; a studio by its
 *   catalogue name or a casual one (`studios.ts`); words no table reads are matched with these
 *   names by sound, so typos and Arabic script reach them (`names.ts`).
 * - An amount of a measured concept is that concept's facet ("made heaps of cash": a hit;
 *   "few people went to see it": a flop): `measure.ts`.
 * Query words are never compared with title words, except as a whole title after a like-cue or
 * as the whole query. Whatever no rule reads is kept as `unknown`.
 */
export type Term =
  /**
   * `change`: said as a change (a comparative, "more"/"less", a comparison), not as a subject.
   * `stated`: a limit said in numbers, a decade or a comparison ("90s", "under 2 hours"), not a
   * vague word ("old", "short"): it gives way last.
   */
  | { type: "facet"; facet: Facet; negated: boolean; change?: boolean; stated?: boolean }
  /** The query opens with a connective ("but", "pero", "لكن"): it continues the previous one. */
  | { type: "connective" }
  | { type: "like"; film: Features }
  /** "the director of X": X's director is asked for, and X is seen (never suggested). */
  | { type: "seen"; film: Features }
  | { type: "named"; film: Features }
  | { type: "refine"; change: "older" | "newer" }
  | { type: "unknown"; word: string };

interface Segment {
  tokens: Token[];
  roles: Role[];
  pause: boolean;
  /** A comparative form of the facet word ("funnier"). */
  comparative?: boolean;
}

const YEAR = /^(19\d\d|20[0-3]\d)$/;
// "80s", "1980s", and the "z" of slang ("80z").
const DECADE = /^(?:(19|20)?(\d)0)[sz]$/;
const has = (seg: Segment | undefined, role: Role["role"]) => seg?.roles.some((r) => r.role === role) ?? false;
const words = (seg: Segment) => seg.tokens.map((t) => t.word).join(" ");

/** Numbers, years and decades written in digits ("1995", "90s", "1990s", "120"). */
function digitRoles(word: string, nextIsUnit: boolean): Role[] {
  if (YEAR.test(word) && !nextIsUnit) return [{ role: "decade", year: -Number(word) }];
  const decade = DECADE.exec(word);
  if (decade) {
    const century = decade[1] ?? (Number(decade[2]) <= 2 ? "20" : "19");
    return [{ role: "decade", year: Number(`${century}${decade[2]}0`) }];
  }
  if (/^\d+(?:\.\d+)?$/.test(word)) {
    const n = Number(word);
    // "los 80", "años 90", "الثمانينات 80": a bare round two-digit number is a decade unless a unit follows.
    if (!nextIsUnit && word.length === 2 && n >= 20 && n % 10 === 0) return [{ role: "decade", year: 1900 + n }];
    return [{ role: "number", value: n }];
  }
  return [];
}

/** A part of a unit said after it: "and a half" / "y media" / "ونص", "and a quarter" / "y cuarto" / "وربع". */
const fractionOf = (seg: Segment | undefined): number | undefined =>
  has(seg, "half") ? 0.5 : has(seg, "quarter") ? 0.25 : undefined;

/** Roles of a unit after a number. */
const UNITS: ReadonlySet<Role["role"]> = new Set(["hours", "minutes", "percent", "million", "billion"]);

/** The longest phrase at token `i` that the lexicon, the directors or the digits know; one token otherwise. */
function segmentAt(tokens: readonly Token[], i: number, lexicon: Lexicon, index: FilmIndex): Segment | undefined {
  if (i >= tokens.length) return undefined;
  const longest = Math.min(tokens.length - i, Math.max(lexicon.longest, 4));
  // A surname that is a common word ("white", "stone") names a director only after a by-cue ("by Stone").
  const cued = i > 0 && lexicon.rolesOf(tokens.slice(i - 1, i)).some((r) => r.role === "byCue");
  for (let len = longest; len >= 1; len--) {
    const run = tokens.slice(i, i + len);
    const roles = lexicon.rolesOf(run);
    const key = run.map((t) => t.word).join(" ");
    const name = index.names.get(key) ?? (cued ? index.cuedNames.get(key) : undefined);
    if (name && (len >= 2 || roles.length === 0)) roles.unshift({ role: "facet", facet: name });
    if (roles.length > 0) return { tokens: run, roles, pause: run.at(-1)?.pause ?? false };
  }
  // A name spelled some other way (a typo, Arabic script): words no table reads, matched by sound.
  for (let len = Math.min(3, tokens.length - i); len >= 1; len--) {
    const run = tokens.slice(i, i + len);
    if (run.some((t, k) => (k < len - 1 && t.pause) || /^\d/.test(t.word) || lexicon.rolesOf([t]).length > 0)) continue;
    const facet = index.sounds.match(run);
    if (facet) return { tokens: run, roles: [{ role: "facet", facet }], pause: run.at(-1)?.pause ?? false };
  }
  // A table phrase misspelt as it sounds ("ciencia fixion"): runs holding a word no table reads.
  for (let len = Math.min(3, tokens.length - i); len >= 2; len--) {
    const run = tokens.slice(i, i + len);
    if (run.some((t, k) => k < len - 1 && t.pause) || run.every((t) => lexicon.rolesOf([t]).length > 0)) continue;
    const roles = lexicon.soundRoles(run);
    if (roles.length > 0) return { tokens: run, roles, pause: run.at(-1)?.pause ?? false };
  }
  const token = tokens[i] as Token;
  const comparative = lexicon.comparativeRoles(token);
  if (comparative.length > 0) return { tokens: [token], roles: comparative, pause: token.pause, comparative: true };
  const derived = lexicon.derivedRoles(token);
  if (derived.length > 0) return { tokens: [token], roles: derived, pause: token.pause };
  const slip = lexicon.slipRoles(token);
  if (slip.length > 0) return { tokens: [token], roles: slip, pause: token.pause };
  // A unit after a round number makes it an amount, not a decade ("90 minutes", "90 %", "90 por ciento").
  const unitAt = (k: number) =>
    [1, 2].some((len) => lexicon.rolesOf(tokens.slice(k, k + len)).some((r) => UNITS.has(r.role)));
  // "entre 90 y 120 minutos": the unit after the second number is the first's too.
  const rangeEnd = lexicon.rolesOf(tokens.slice(i + 1, i + 2)).some((r) => r.role === "until");
  const nextIsUnit = unitAt(i + 1) || (rangeEnd && /^\d/.test(tokens[i + 2]?.word ?? "") && unitAt(i + 3));
  return { tokens: [token], roles: digitRoles(token.word, nextIsUnit), pause: token.pause };
}

type Comparison = "atMost" | "atLeast" | "before" | "after" | "from";
const COMPARISONS: readonly Comparison[] = ["atMost", "atLeast", "before", "after", "from"];

/** The longest catalogue title right after position `at` (for "like X"), with how many tokens it took. */
function titleAt(
  tokens: readonly Token[],
  at: number,
  index: FilmIndex,
  lexicon: Lexicon,
): { film: Features; length: number } | undefined {
  // "like the movie X", "مثل فيلم X": a film noun, and its article, between the cue and the title.
  const before = (k: number) => {
    const roles = tokens[k] ? lexicon.rolesOf([tokens[k] as Token]) : [];
    return roles.length > 0 && roles.every((r) => r.role === "filler" || r.role === "filmNoun");
  };
  const noun = (k: number) => tokens[k] && lexicon.rolesOf([tokens[k] as Token]).some((r) => r.role === "filmNoun");
  const start = noun(at) ? at + 1 : before(at) && noun(at + 1) ? at + 2 : at;
  for (let end = Math.min(tokens.length, start + index.longestName); end > start; end--) {
    const film = index.byTitle(
      tokens
        .slice(start, end)
        .map((t) => t.word)
        .join(" "),
    );
    if (film) return { film, length: end - at };
  }
  // A well-known title written another way ("تايتانك", "داي هارد", "titanik"): by sound (`names.ts`).
  for (let end = Math.min(tokens.length, start + 4); end > start; end--) {
    const film = index.titleBySound(tokens.slice(start, end));
    if (film) return { film, length: end - at };
  }
  return undefined;
}

/** The facet for a year bound under a comparison (negated: the other side). */
function yearsFacet(first: number, last: number, cmp: Comparison | undefined, negated: boolean): Facet {
  const below = cmp === "before" || cmp === "atMost";
  const above = cmp === "after" || cmp === "atLeast";
  if (below) return negated ? years(first) : years(undefined, first - 1);
  if (above) return negated ? years(undefined, last) : years(last + 1);
  if (cmp === "from" && first === last) return years(first);
  return years(first, last);
}

/** One rating's rung ("R" → 3), or undefined when the facet is a range or no rating. */
function oneRung(facet: Facet): number | undefined {
  if (facet.kind !== "rating" || !facet.min || facet.min !== facet.max) return undefined;
  const rung = rungOf(facet.min);
  return rung < 0 ? undefined : rung;
}

/** "PG-13 at most", "nothing above PG", "nothing rated R": an audience rating under a comparison or negation. */
function audienceFacet(
  facet: Facet,
  cmp: Comparison | "orLess" | "orMore" | undefined,
  negated: boolean,
): Facet | undefined {
  const at = oneRung(facet);
  if (at === undefined) return undefined;
  const rung = (n: number) => AUDIENCE_LADDER[Math.max(0, Math.min(AUDIENCE_LADDER.length - 1, n))];
  if (cmp === "atMost" || cmp === "orLess") return negated ? rating(rung(at + 1)) : rating(undefined, rung(at));
  if (cmp === "atLeast" || cmp === "orMore" || cmp === "after") {
    return negated ? rating(undefined, rung(at)) : rating(rung(at + 1));
  }
  return undefined;
}

/** "no violence", "nothing rated R": the rating and every one above it, to exclude. */
function audienceCap(facet: Facet): Facet | undefined {
  const at = oneRung(facet);
  return at === undefined || at <= 0 ? undefined : rating(AUDIENCE_LADDER[at]);
}

/** How much a "not too long" gives way from "long": a comfortable length, not just anything shorter. */
const LENGTH_MARGIN = 30;

/** "not too long" → at most a comfortable length; "not too short" → at least the short bound. */
function oppositeLength(facet: Facet): Facet | undefined {
  if (facet.kind !== "runtime") return undefined;
  if (facet.min !== undefined && facet.max === undefined) return runtime(undefined, facet.min - LENGTH_MARGIN);
  if (facet.min === undefined && facet.max !== undefined) return runtime(facet.max);
  return undefined;
}

/** Minutes for "two hours", "90 minutes", "an hour and a half". */
function minutesOf(value: number, unit: Segment | undefined): number | undefined {
  if (has(unit, "hours")) return Math.round(value * 60);
  if (has(unit, "minutes")) return value;
  return undefined;
}

/** How close a length said without a comparison is read: "around an hour and a half" is 80–100 minutes. */
const LENGTH_SLACK = 10;

/** A length under a comparison ("under 90 minutes") or around it, and whether it is asked away. */
function runtimeTerm(minutes: number, cmp: Comparison | undefined, negated: boolean): [Facet, boolean] {
  const below = cmp === "atMost" || cmp === "before";
  const above = cmp === "atLeast" || cmp === "after";
  if (below !== negated && (below || above)) return [runtime(undefined, minutes), false];
  if (above || below) return [runtime(minutes), false];
  return [runtime(Math.max(0, minutes - LENGTH_SLACK), minutes + LENGTH_SLACK), negated];
}

export type DecadePart = "early" | "mid" | "late";

/** A decade's years, or its first, middle or last five ("early 80s": 1980–84, "mid 90s": 1993–97, "late 90s": 1995–99). */
function partOf(first: number, part: DecadePart | undefined): [number, number] {
  if (part === "early") return [first, first + 4];
  if (part === "mid") return [first + 3, first + 7];
  if (part === "late") return [first + 5, first + 9];
  return [first, first + 9];
}

/** A year said in two digits or four: "95" → 1995, "05" → 2005, "1995"; undefined when it is not one. */
function yearOf(role: Role | undefined): number | undefined {
  if (role?.role === "decade") return Math.abs(role.year);
  if (role?.role !== "number" || !Number.isInteger(role.value)) return undefined;
  const n = role.value;
  if (n >= 1900 && n <= 2039) return n;
  // A single digit is a count or an age ("de 6 y 10"), not a year.
  if (n >= 10 && n < 100) return n < 30 ? 2000 + n : 1900 + n;
  return undefined;
}

/** Comparisons that bound a year ("before 85", "after 05", "since 97"), not a length or a score. */
const YEAR_COMPARISONS: ReadonlySet<Comparison | undefined> = new Set([undefined, "before", "after", "from"]);

/**
 * A two-digit number no other reading took is a year ("pelis del 97", "from 85 or 86", "after
 * 05"): from 31 on always (a count of films that high is a round number, which is a decade); 30
 * and under only after a year's comparison or an "or" after a year ("top 10" is no year). Never
 * with a unit after it or next to a judge ("rotten tomatoes 85").
 */
function bareYear(value: number, cmp: Comparison | undefined, afterYear: boolean): number | undefined {
  if (!Number.isInteger(value) || value < 0 || value >= 100 || !YEAR_COMPARISONS.has(cmp)) return undefined;
  if (value <= 30 && cmp === undefined && !afterYear) return undefined;
  return value < 30 ? 2000 + value : 1900 + value;
}

/** Roles that carry a quantity's meaning: a word with one of them is never skipped as a filler. */
const QUANTITY_ROLES: ReadonlySet<Role["role"]> = new Set([
  "until",
  "percent",
  "million",
  "billion",
  "measure",
  "hours",
  "minutes",
  "decade",
  "facet",
]);

/** Whether a unit follows a number ("3 hours", "90 %"): then it is an amount, not an age. */
/** A length's unit after a number: hours or minutes, not both ("90 minutes", "2 hours"). */
const isLength = (seg: Segment | undefined) => has(seg, "hours") !== has(seg, "minutes");

/** A comparison said after a number ("or more", "plus", "+", "or less") as the comparison before it would be. */
const postComparison = (seg: Segment | undefined): Comparison | undefined =>
  has(seg, "orMore") ? "atLeast" : has(seg, "orLess") ? "atMost" : undefined;

const UNITS_AFTER = (seg: Segment | undefined) => seg?.roles.some((r) => UNITS.has(r.role)) ?? false;

/** Numbers after a child's mention from `MIN_CHILD_AGE` up to `MAX_CHILD_AGE` are ages. */
const MIN_CHILD_AGE = 2;
const MAX_CHILD_AGE = 17;

/**
 * Whether a number said after a child is named is an age: within the ages above, and not an
 * article that is also the number one ("kids movies but not a Disney one", "un", "una").
 */
const isChildAge = (seg: Segment, value: number) =>
  value >= MIN_CHILD_AGE && value <= MAX_CHILD_AGE && !has(seg, "filler");

/**
 * The ratings a child of an age may watch (the situations table, ADR 0021): up to 5, G; up to 11,
 * G or PG; from 12 to 16, PG or PG-13; older, no limit.
 */
function ratingForAge(age: number): Facet | undefined {
  if (age <= 5) return rating("G", "G");
  if (age <= 11) return rating(undefined, "PG");
  // A teenager has outgrown films rated for small children, as "teens" reads (PG-13).
  if (age <= 16) return rating("PG", "PG-13");
  return undefined;
}

/** The judge a score is given by: the critics ("Rotten Tomatoes", "%") or viewers ("IMDb"). */
function judgeOf(seg: Segment): "critics" | "viewers" | undefined {
  const measure = seg.roles.find((r) => r.role === "measure");
  if (measure?.role === "measure" && measure.measure === "critics") return "critics";
  if (measure?.role === "measure" && measure.measure === "audience") return "viewers";
  return undefined;
}

/** How far (in tokens) a score may follow its judge: "an imdb rating of at least 8". */
const JUDGE_REACH = 4;

/** A judge's verdict just read ("imdb above", "rotten tomatoes"), whose score a number right after may give. */
interface Judged {
  judge: "critics" | "viewers";
  /** The verdict's place in the terms (-1: the judge was named without one, "imdb"). */
  term: number;
  /** The verdict was low ("rotten tomatoes under 40"): the number is a most, not a least. */
  down: boolean;
  /** The token after the judge's words. */
  end: number;
}

/** The judge a verdict facet is given by, and whether it is low; undefined for any other facet. */
function verdictOf(facet: Facet): { judge: "critics" | "viewers"; down: boolean } | undefined {
  if (facet.kind === "critics") return { judge: "critics", down: facet.value === "panned" };
  if (facet.kind === "viewers") return { judge: "viewers", down: facet.value === "disliked" };
  return undefined;
}

/** A number on a judge's scale: a critics' per cent (up to 100), a viewers' rating (up to 10). */
const onScale = (judge: Judged["judge"], value: number) => value >= 0 && value <= (judge === "critics" ? 100 : 10);

/** The ranges a bound is said on: takings, the critics' score, the viewers' score. */
const BOUNDED = { gross, critics: criticsScore, viewers: viewersScore } as const;

/** A bound on a number under a comparison, `step` past it when the comparison excludes it ("over 8" → 8.1 and up, "under 90" → up to 89); a bare number is a minimum. */
function boundFacet(kind: keyof typeof BOUNDED, value: number, step: number, cmp: Comparison | undefined): Facet {
  const round = (n: number) => Math.round(n * 10) / 10;
  const make = BOUNDED[kind];
  if (cmp === "atLeast" || cmp === "after") return make(round(value + step));
  if (cmp === "atMost" || cmp === "before") return make(undefined, round(value - step));
  return make(value);
}

/** Reads the terms of a query. Pure: the lexicon and the film index are read, never changed. */
export function parse(tokens: readonly Token[], lexicon: Lexicon, index: FilmIndex): Term[] {
  const whole = tokens.length > 0 ? index.byTitle(tokens.map((t) => t.word).join(" ")) : undefined;
  if (!whole) return readTerms(tokens, lexicon, index);
  // A query that is a whole title names that film, unless it also reads wholly as facets and the
  // film is not widely known: "heist" asks for heist films, "alien" for Alien.
  const read = readTerms(tokens, lexicon, index);
  const asFacets = read.length > 0 && read.every((t) => t.type === "facet");
  return asFacets && whole.votes < THRESHOLDS.namedByTitleVotes ? read : [{ type: "named", film: whole }];
}

/** Roles that say nothing outside a measured run ("tickets", "huge", "people" alone): not understood. */
const ALONE_UNREAD: ReadonlySet<Role["role"]> = new Set(["measure", "scaleUp", "scaleDown", "crowd"]);

function readTerms(tokens: readonly Token[], lexicon: Lexicon, index: FilmIndex): Term[] {
  const cache = new Map<number, Segment | undefined>();
  const at = (i: number) => {
    if (!cache.has(i)) cache.set(i, segmentAt(tokens, i, lexicon, index));
    return cache.get(i);
  };
  const runs = measuredRuns(at);
  const terms: Term[] = [];
  let negated = false;
  let less = false;
  let more = false;
  let cmp: Comparison | undefined;
  /** A child was named in this clause ("my nephews are 7 and 9"): its small numbers are ages. */
  let child = false;
  /** The judge just named, for a score said after it ("imdb above 7", "rotten tomatoes over 90"). */
  let judged: Judged | undefined;
  /** The strictest rating a child's age said so far allows (its rung): the youngest child sets the limit. */
  let youngest: number | undefined;
  /** The comparison keeps its boundary ("at least 8": 8 counts; "over 8": it does not). */
  let inclusive = false;
  /** "early", "mid", "late" said before a decade. */
  let part: DecadePart | undefined;
  // A negation reaches the facet right after it, and the next ones joined by "or"/"ni"/"أو".
  let negatedLast = false;
  let lastKey: string | undefined;
  /**
   * The length just read, for a range of lengths ("between 90 minutes and 2 hours", "بين ساعة ونص
   * وساعتين"): `term` is its place in `terms` (-1: a bare number whose unit comes with the second,
   * "between 2 and 2.5 hours"); `until`: an "and" / "to" / "y" / "و" came after it.
   */
  let length: { minutes: number; term: number; until: boolean } | undefined;
  const push = (facet: Facet, not: boolean, comparative = false, stated = false) => {
    length = undefined;
    const change = comparative || less || more || cmp !== undefined;
    // A facet said twice in a row ("إثارة وتشويق", "suspense and thrills") is one facet: one negation covers both.
    const key = keyOf(facet);
    const twice = key === lastKey && negatedLast && !not;
    if (twice) return;
    terms.push({
      type: "facet",
      facet,
      negated: not,
      ...(change && { change }),
      ...((stated || cmp) && { stated: true }),
    });
    lastKey = key;
    negatedLast = negated;
    part = undefined;
    inclusive = false;
    negated = false;
    less = false;
    more = false;
    cmp = undefined;
  };
  /** A length read: with the one before it and "and"/"to" between, the two ends of one range. */
  const pushLength = (minutes: number, joined: boolean) => {
    const from = length;
    // "two hours and 30 minutes": minutes under the first length, and under an hour, add to it.
    const said = from && from.term >= 0 ? terms[from.term] : undefined;
    if (from && (from.until || joined) && said?.type === "facet" && minutes < Math.min(60, from.minutes)) {
      const f = said.facet.kind === "runtime" ? said.facet : undefined;
      const by = (end: number | undefined) => (end === undefined ? undefined : end + minutes);
      // "1h30 max", "an hour and 20 minutes or more": a comparison said after the minutes bounds
      // the whole length, which was read as "about" its hours until then.
      const about = f?.min !== undefined && f.max !== undefined;
      const bounded = cmp !== undefined && about ? runtimeTerm(from.minutes + minutes, cmp, false)[0] : undefined;
      if (f) terms[from.term] = { ...said, facet: bounded ?? runtime(by(f.min), by(f.max)) };
      length = undefined;
      cmp = undefined;
      return;
    }
    if (from && (from.until || joined)) {
      const facet = runtime(Math.min(from.minutes, minutes), Math.max(from.minutes, minutes));
      const term: Term = { type: "facet", facet, negated: false, stated: true };
      if (from.term < 0) push(facet, false, false, true);
      else terms[from.term] = term;
      length = undefined;
      return;
    }
    const [facet, not] = runtimeTerm(minutes, cmp, negated);
    push(facet, not, false, true);
    length = { minutes, term: terms.length - 1, until: false };
  };
  /** The next segment from token `j` that is not a filler ("el", "the"), and the token after it. */
  const following = (j: number): { seg: Segment; end: number } | undefined => {
    for (let k = j, seg = at(k); seg; seg = at(k)) {
      k += seg.tokens.length;
      const filler = has(seg, "filler") && !seg.roles.some((r) => QUANTITY_ROLES.has(r.role));
      // A short word no table reads between a number and its unit is a preposition ("8 on IMDb").
      const preposition = seg.roles.length === 0 && (seg.tokens[0]?.word.length ?? 0) <= 3;
      if (!filler && !preposition) return { seg, end: k };
      if (seg.pause) return undefined;
    }
    return undefined;
  };
  /**
   * A number read with what follows it: a year range ("between 95 and 2000", "entre el 85 y el
   * 95"), a score ("90 % on Rotten Tomatoes", "more than 8 on IMDb") or an amount of money ("over
   * 300 million"). A comparison before it sets the bound as said: "more than 8" is 8.1 and up,
   * "at least 8" is 8 and up (`inclusive` comparisons).
   */
  const quantity = (value: number, start: number): { facet: Facet; end: number } | undefined => {
    let first = following(start);
    if (!first) return undefined;
    // "8 or more on IMDb", "8+ on IMDb": a comparison said after the number, its boundary kept.
    const post = postComparison(first.seg);
    if (post) {
      first = following(first.end);
      if (!first) return undefined;
    }
    // "90 % or more", "300 million or more": the comparison after the unit.
    let second = first.seg.pause ? undefined : following(first.end);
    const afterUnit = UNITS_AFTER(first.seg) ? postComparison(second?.seg) : undefined;
    if (afterUnit && second) second = second.seg.pause ? undefined : following(second.end);
    const bound = post ?? afterUnit ?? cmp;
    const keeps = post !== undefined || afterUnit !== undefined || inclusive;
    /** Where the number and its unit end, with a comparison said after the unit. */
    const unitEnd = afterUnit ? (following(first.end)?.end ?? first.end) : first.end;
    if (has(first.seg, "million") || has(first.seg, "billion")) {
      const amount = value * (has(first.seg, "billion") ? 1_000_000_000 : 1_000_000);
      // "300 million dollars": the currency after the amount is part of it.
      const currency = first.seg.pause ? undefined : following(first.end);
      const money = currency?.seg.roles.some((r) => r.role === "measure" && r.measure === "money");
      return {
        facet: boundFacet("gross", amount, keeps ? 0 : 1, bound),
        end: money && currency ? currency.end : first.end,
      };
    }
    if (has(first.seg, "percent") && value <= 100) {
      const judged = second && judgeOf(second.seg) === "critics" ? second : undefined;
      return { facet: boundFacet("critics", value, keeps ? 0 : 1, bound), end: judged ? judged.end : unitEnd };
    }
    const judge = judgeOf(first.seg);
    if (judge === "critics" && value <= 100)
      return { facet: boundFacet(judge, value, keeps ? 0 : 1, bound), end: first.end };
    if (judge === "viewers" && value <= 10)
      return { facet: boundFacet(judge, value, keeps ? 0 : 0.1, bound), end: first.end };
    const from = yearOf({ role: "number", value });
    if (from === undefined || !has(first.seg, "until") || !second) return undefined;
    const to = yearOf(second.seg.roles.find((r) => r.role === "number" || r.role === "decade"));
    const unit = has(at(second.end), "hours") || has(at(second.end), "minutes");
    return to !== undefined && to >= from && !unit ? { facet: years(from, to), end: second.end } : undefined;
  };
  // "We loved Jurassic Park", "حبيت تايتانك": a title of two words or more, or a well-known one of
  // four letters or more that no table reads ("loved it", "loved Up", "loved the action" are not films).
  const lovedAt = (from: number) => {
    const found = titleAt(tokens, from, index, lexicon);
    const words = tokens.slice(from, from + (found?.length ?? 0));
    const [only] = words;
    if (!found || !only || words.length >= 2) return found;
    const word = only.word.length >= 4 && lexicon.rolesOf(words).length === 0;
    return word && isHeardOf(found.film.film) ? found : undefined;
  };
  let i = 0;
  let previous: Segment | undefined;
  let meaningful = false;
  for (let seg = at(0); seg; previous = seg, seg = at(i)) {
    const run = runs.get(i);
    if (run) {
      push(run.facet, false);
      meaningful = true;
      i = run.end;
      const verdict = verdictOf(run.facet);
      judged = verdict && !tokens[run.end - 1]?.pause ? { ...verdict, term: terms.length - 1, end: i } : undefined;
      continue;
    }
    i += seg.tokens.length;
    const next = at(i);
    const afterNext = next ? at(i + next.tokens.length) : undefined;
    const skipNext = () => {
      i += next?.tokens.length ?? 0;
    };
    // Arabic "and" joined to the second length of a range ("وساعتين").
    const joined = length !== undefined && /^و[\u0621-\u064a]{3,}$/.test(seg.tokens[0]?.word ?? "");
    if (length && has(seg, "until")) length.until = true;
    /** "between 2 and 2.5 hours": the unit said once, after the second number. */
    const rangeUnit = () => {
      const second = has(next, "until") ? following(i + (next?.tokens.length ?? 0)) : undefined;
      const unit = second && has(second.seg, "number") ? at(second.end) : undefined;
      return isLength(unit) ? unit : undefined;
    };
    const facet = seg.roles.find((r): r is Extract<Role, { role: "facet" }> => r.role === "facet");
    const decade = seg.roles.find((r): r is Extract<Role, { role: "decade" }> => r.role === "decade");
    // An article that is also the number one ("a", "an", "un", "una") counts only before a unit it
    // measures ("an hour", "a million", "una hora y media"): "a critics' favourite" names no score of 1.
    const counted = !has(seg, "filler") || UNITS_AFTER(next) || fractionOf(next) !== undefined;
    const number = counted
      ? seg.roles.find((r): r is Extract<Role, { role: "number" }> => r.role === "number")
      : undefined;
    const cue = has(seg, "likeCue")
      ? titleAt(tokens, i, index, lexicon)
      : has(seg, "lovedCue")
        ? lovedAt(i)
        : undefined;
    const maker = has(seg, "makerCue") ? titleAt(tokens, i, index, lexicon) : undefined;
    if (has(seg, "child")) child = true;
    const attributive = seg.roles.find((r): r is Extract<Role, { role: "attributive" }> => r.role === "attributive");
    if (!meaningful && has(seg, "clauseBreak") && !facet && !decade && !number) terms.push({ type: "connective" });
    if (!seg.roles.every((r) => r.role === "filler" || r.role === "filmNoun") || seg.roles.length === 0)
      meaningful = true;
    // "imdb above 7", "rotten tomatoes over 90", "an imdb rating of at least 8": a number on the
    // scale of the judge just named is its score, bounded as compared (or the verdict's way), and
    // replaces the judge's vaguer verdict.
    const digits = seg.tokens.length === 1 && /^\d+(?:\.\d+)?$/.test(seg.tokens[0]?.word ?? "");
    // A number in digits or in words ("above seven"), never an article ("a", "un").
    const scoreValue = digits ? Number(seg.tokens[0]?.word) : has(seg, "filler") ? undefined : number?.value;
    const scored =
      judged &&
      scoreValue !== undefined &&
      i - seg.tokens.length - judged.end <= JUDGE_REACH &&
      onScale(judged.judge, scoreValue)
        ? judged
        : undefined;
    const percentAfter = scored?.judge === "critics" && has(next, "percent");
    if (scored && scoreValue !== undefined && (!UNITS_AFTER(next) || percentAfter)) {
      const post = postComparison(percentAfter ? afterNext : next);
      const bound = post ?? cmp ?? (scored.down ? "atMost" : undefined);
      const step = post || inclusive || !cmp ? 0 : scored.judge === "critics" ? 1 : 0.1;
      const facet = boundFacet(scored.judge, scoreValue, step, bound);
      const said = terms[scored.term];
      if (said?.type === "facet" && verdictOf(said.facet)?.judge === scored.judge) {
        terms[scored.term] = { type: "facet", facet, negated: false, stated: true };
        cmp = undefined;
        inclusive = false;
        negated = false;
      } else push(facet, false, false, true);
      if (percentAfter) skipNext();
      if (post) i += at(i)?.tokens.length ?? 0;
      judged = undefined;
      continue;
    }
    if (maker?.film.film.director) {
      // "Other films by the director of Jurassic Park": that director, and not that film.
      push(person(maker.film.film.director), negated);
      terms.push({ type: "seen", film: maker.film });
      i += maker.length;
    } else if (cue) {
      terms.push({ type: "like", film: cue.film });
      i += cue.length;
      negated = false;
    } else if (decade) {
      // "los años 2000": a round year after a decade cue is the decade.
      const year =
        decade.year < 0 && -decade.year % 10 === 0 && has(previous, "decadeCue") ? -decade.year : decade.year;
      const [first, last] = year < 0 ? [-year, -year] : partOf(year, part);
      const until = has(next, "until") ? following(i + (next?.tokens.length ?? 0)) : undefined;
      const range = until?.seg.roles.find((r) => r.role === "decade" || r.role === "number");
      const end = range?.role === "decade" ? (range.year < 0 ? -range.year : range.year + 9) : yearOf(range);
      if (until && end !== undefined && end >= first) {
        push(years(first, end), negated, false, true);
        i = until.end;
      } else if (has(next, "orMore") || has(next, "orLess")) {
        push(has(next, "orMore") ? years(first) : years(undefined, last), negated, false, true);
        skipNext();
      } else {
        push(yearsFacet(first, last, cmp, negated), negated && cmp === undefined, false, true);
      }
    } else if (number && has(previous, "lastCue") && has(next, "yearUnit")) {
      // "the last 5 years", "los últimos 10 años", "آخر 5 سنين": a period counted back from the
      // catalogue's newest year, not an age; it replaces "recent" when the cue word also says that.
      const said = terms.at(-1);
      if (said?.type === "facet" && said.facet.kind === "years" && !said.stated) terms.pop();
      push(years(index.latestYear - number.value + 1), negated, false, true);
      skipNext();
    } else if (number && (has(next, "age") || (child && isChildAge(seg, number.value) && !UNITS_AFTER(next)))) {
      // "my 6 year old", "un niño de 8 años", "طفل عمره ٤ سنين": a child's age is the ratings they may watch.
      const rating = ratingForAge(number.value);
      const rung = rating?.kind === "rating" ? rungOf(rating.max ?? "") : undefined;
      // "my nieces are 4 and 9": the youngest sets the limit, whatever the order the ages are said in.
      if (rating && rung !== undefined && (youngest === undefined || rung <= youngest)) {
        push(rating, false, false, true);
        youngest = rung;
      }
      if (has(next, "age")) skipNext();
    } else if (number && rangeUnit()) {
      length = { minutes: minutesOf(number.value, rangeUnit()) ?? 0, term: -1, until: true };
      skipNext();
    } else if (number && quantity(number.value, i)) {
      const q = quantity(number.value, i);
      if (q) {
        push(q.facet, false, false, true);
        i = q.end;
      }
    } else if (number && !has(seg, "hours") && fractionOf(next) !== undefined && has(afterNext, "hours")) {
      // "two and a half hours" ("ساعة ونص وساعتين": an hour is its own unit, the next hours another length).
      pushLength((number.value + (fractionOf(next) ?? 0)) * 60, joined);
      skipNext();
      i += afterNext?.tokens.length ?? 0;
    } else if (number && (has(seg, "hours") || isLength(next) || (postComparison(next) && isLength(afterNext)))) {
      // "2+ hours", "120 or more minutes": the comparison between the number and its unit.
      const between = has(seg, "hours") ? undefined : postComparison(next);
      if (between) skipNext();
      // A number word that is its own unit ("ساعتين", two hours) needs none after it.
      const unit = has(seg, "hours") ? seg : between ? afterNext : next;
      if (unit !== seg) i += unit?.tokens.length ?? 0;
      // "two hours and a half", "ساعتين ونص".
      const part = has(unit, "hours") ? fractionOf(at(i)) : undefined;
      if (part) i += at(i)?.tokens.length ?? 0;
      // "two hours or more", "2 hours plus".
      const after = between ?? postComparison(at(i));
      if (after && !between) i += at(i)?.tokens.length ?? 0;
      if (after) cmp = after;
      pushLength((minutesOf(number.value, unit) ?? 0) + (part ?? 0) * 60, joined);
    } else if (number && has(previous, "decadeCue") && number.value < 20 && number.value % 10 === 0) {
      // "los años 00", "los años 10": a round two-digit number after a decade cue, this century.
      const first = 2000 + number.value;
      push(yearsFacet(first, first + 9, cmp, negated), negated && cmp === undefined, false, true);
    } else if (
      number &&
      !UNITS_AFTER(next) &&
      !isLength(next) &&
      !judgeOf(previous ?? seg) &&
      bareYear(number.value, cmp, has(previous, "alternative") && lastKey?.startsWith("years:") === true) !== undefined
    ) {
      const year = bareYear(number.value, cmp, true) ?? 0;
      push(yearsFacet(year, year, cmp, negated), negated && cmp === undefined, false, true);
    } else if (facet && !(youngest !== undefined && has(seg, "child") && facet.facet.kind === "rating")) {
      // (A word for a child after its age, "my 15 year old niece", adds nothing: the age is more precise.)
      const post = has(next, "orLess") ? "orLess" : has(next, "orMore") ? "orMore" : undefined;
      const audience = audienceFacet(facet.facet, post ?? cmp, negated);
      const cap = negated && !audience ? audienceCap(facet.facet) : undefined;
      const length = negated ? oppositeLength(facet.facet) : undefined;
      // "not too scary", "مش مخيف أوي": a hedge before or after keeps the kind, only milder.
      const hedged = negated && (has(previous, "hedge") || has(next, "hedge"));
      const milder = hedged ? MILDER.find(([kind]) => sameFacet(kind, facet.facet))?.[1] : undefined;
      if (audience) push(audience, false);
      else if (milder) push(milder, true);
      else if (cap) push(cap, true);
      else if (length) push(length, false, true);
      else push(facet.facet, negated || less, seg.comparative);
      if (post && audience) skipNext();
    } else if (has(seg, "hours") && fractionOf(next) !== undefined) {
      // "an hour and a half", "hora y cuarto": an hour said without a number.
      pushLength(60 + (fractionOf(next) ?? 0) * 60, joined);
      skipNext();
    } else if (has(seg, "early") || has(seg, "mid") || has(seg, "late")) {
      part = has(seg, "early") ? "early" : has(seg, "mid") ? "mid" : "late";
    } else if (has(seg, "negator")) {
      negated = true;
    } else if (attributive) {
      const qualifiesFilm = has(previous, "filmNoun") || has(next, "filmNoun");
      if (qualifiesFilm) push(attributive.facet, negated || less);
      else terms.push({ type: "unknown", word: words(seg) });
    } else if (has(seg, "less")) {
      less = true;
    } else if (has(seg, "more")) {
      more = true;
    } else if (has(seg, "older") || has(seg, "newer")) {
      terms.push({ type: "refine", change: has(seg, "older") ? "older" : "newer" });
    } else if (COMPARISONS.some((c) => has(seg, c))) {
      cmp = COMPARISONS.find((c) => has(seg, c));
      inclusive = has(seg, "inclusive");
    } else if (has(seg, "alternative")) {
      negated = negatedLast;
    } else if (has(seg, "clauseBreak")) {
      // "nothing with swearing", "no movies with gore", "nada con sangre": "with" right after a
      // negator still waiting for its facet introduces that facet, it does not end the clause.
      const waiting =
        negated && previous?.roles.every((r) => r.role === "negator" || r.role === "filler" || r.role === "filmNoun");
      if (!waiting) negated = false;
      less = false;
    } else if (seg.roles.every((r) => ALONE_UNREAD.has(r.role))) {
      terms.push({ type: "unknown", word: words(seg) });
    }
    // A verdict read from the judge's own words ("rotten tomatoes", "critics"), or the judge alone ("imdb").
    const verdict = facet ? verdictOf(facet.facet) : undefined;
    const judge = judgeOf(seg);
    if (verdict && terms.at(-1)?.type === "facet") judged = { ...verdict, term: terms.length - 1, end: i };
    else if (judge && !facet) judged = { judge, term: -1, down: false, end: i };
    if (seg.pause) {
      negated = false;
      cmp = undefined;
      child = false;
      judged = undefined;
    }
  }
  return terms;
}
