import { AUDIENCE_LADDER, audienceRange, facetKind, facetValue } from "./facets.js";
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
  | { type: "facet"; tag: string; negated: boolean; change?: boolean; stated?: boolean }
  /** The query opens with a connective ("but", "pero", "لكن"): it continues the previous one. */
  | { type: "connective" }
  | { type: "like"; film: Features }
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
const DECADE = /^(?:(19|20)?(\d)0)s$/;
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
  if (/^\d+$/.test(word)) {
    const n = Number(word);
    // "los 80", "años 90", "الثمانينات 80": a bare round two-digit number is a decade unless a unit follows.
    if (!nextIsUnit && word.length === 2 && n >= 20 && n % 10 === 0) return [{ role: "decade", year: 1900 + n }];
    return [{ role: "number", value: n }];
  }
  return [];
}

/** The longest phrase at token `i` that the lexicon, the directors or the digits know; one token otherwise. */
function segmentAt(tokens: readonly Token[], i: number, lexicon: Lexicon, index: FilmIndex): Segment | undefined {
  if (i >= tokens.length) return undefined;
  const longest = Math.min(tokens.length - i, Math.max(lexicon.longest, 4));
  for (let len = longest; len >= 1; len--) {
    const run = tokens.slice(i, i + len);
    const roles = lexicon.rolesOf(run);
    const name = index.names.get(run.map((t) => t.word).join(" "));
    if (name && (len >= 2 || roles.length === 0)) roles.unshift({ role: "facet", tag: name });
    if (roles.length > 0) return { tokens: run, roles, pause: run.at(-1)?.pause ?? false };
  }
  // A name spelled some other way (a typo, Arabic script): words no table reads, matched by sound.
  for (let len = Math.min(3, tokens.length - i); len >= 1; len--) {
    const run = tokens.slice(i, i + len);
    if (run.some((t, k) => (k < len - 1 && t.pause) || /^\d/.test(t.word) || lexicon.rolesOf([t]).length > 0)) continue;
    const tag = index.sounds.match(run);
    if (tag) return { tokens: run, roles: [{ role: "facet", tag }], pause: run.at(-1)?.pause ?? false };
  }
  const token = tokens[i] as Token;
  const comparative = lexicon.comparativeRoles(token);
  if (comparative.length > 0) return { tokens: [token], roles: comparative, pause: token.pause, comparative: true };
  const derived = lexicon.derivedRoles(token);
  if (derived.length > 0) return { tokens: [token], roles: derived, pause: token.pause };
  const next = tokens[i + 1];
  const nextIsUnit = next ? lexicon.rolesOf([next]).some((r) => r.role === "hours" || r.role === "minutes") : false;
  return { tokens: [token], roles: digitRoles(token.word, nextIsUnit), pause: token.pause };
}

type Comparison = "atMost" | "atLeast" | "before" | "after" | "from";
const COMPARISONS: readonly Comparison[] = ["atMost", "atLeast", "before", "after", "from"];

/** The longest catalogue title right after position `at` (for "like X"), with how many tokens it took. */
function titleAt(
  tokens: readonly Token[],
  at: number,
  index: FilmIndex,
): { film: Features; length: number } | undefined {
  for (let end = Math.min(tokens.length, at + index.longestName); end > at; end--) {
    const film = index.byTitle(
      tokens
        .slice(at, end)
        .map((t) => t.word)
        .join(" "),
    );
    if (film) return { film, length: end - at };
  }
  return undefined;
}

/** The facet tag for a year bound under a comparison (negated: the other side). */
function yearsTag(first: number, last: number, cmp: Comparison | undefined, negated: boolean): string {
  const below = cmp === "before" || cmp === "atMost";
  const above = cmp === "after" || cmp === "atLeast";
  if (below) return negated ? `years:${first}-` : `years:-${first - 1}`;
  if (above) return negated ? `years:-${last}` : `years:${last + 1}-`;
  if (cmp === "from" && first === last) return `years:${first}-`;
  return `years:${first}-${last}`;
}

/** "PG-13 at most", "nothing above PG", "nothing rated R": an audience rating under a comparison or negation. */
function audienceTag(
  tag: string,
  cmp: Comparison | "orLess" | "orMore" | undefined,
  negated: boolean,
): string | undefined {
  if (facetKind(tag) !== "audience") return undefined;
  const { min, max } = audienceRange(facetValue(tag));
  if (min !== max) return undefined;
  const rung = (n: number) => AUDIENCE_LADDER[Math.max(0, Math.min(AUDIENCE_LADDER.length - 1, n))];
  if (cmp === "atMost" || cmp === "orLess") return negated ? `audience:${rung(max + 1)}..` : `audience:..${rung(max)}`;
  if (cmp === "atLeast" || cmp === "orMore" || cmp === "after") {
    return negated ? `audience:..${rung(max)}` : `audience:${rung(min + 1)}..`;
  }
  return undefined;
}

/** "no violence", "nothing rated R": the rating and every one above it, to exclude. */
function audienceCap(tag: string): string | undefined {
  if (facetKind(tag) !== "audience") return undefined;
  const { min, max } = audienceRange(facetValue(tag));
  if (min !== max || min === 0) return undefined;
  return `audience:${AUDIENCE_LADDER[min]}..`;
}

/** How much a "not too long" gives way from "long": a comfortable length, not just anything shorter. */
const LENGTH_MARGIN = 30;

/** "not too long" → at most a comfortable length; "not too short" → at least the short bound. */
function oppositeLength(tag: string): string | undefined {
  if (facetKind(tag) !== "runtime") return undefined;
  const [lo = "", hi = ""] = facetValue(tag).split("-");
  if (lo !== "" && hi === "") return `runtime:-${Number(lo) - LENGTH_MARGIN}`;
  if (lo === "" && hi !== "") return `runtime:${hi}-`;
  return undefined;
}

/** Minutes for "two hours", "90 minutes", "an hour and a half". */
function minutesOf(value: number, unit: Segment | undefined): number | undefined {
  if (has(unit, "hours")) return Math.round(value * 60);
  if (has(unit, "minutes")) return value;
  return undefined;
}

/** Reads the terms of a query. Pure: the lexicon and the film index are read, never changed. */
export function parse(tokens: readonly Token[], lexicon: Lexicon, index: FilmIndex): Term[] {
  const whole = tokens.length > 0 ? index.byTitle(tokens.map((t) => t.word).join(" ")) : undefined;
  if (!whole) return readTerms(tokens, lexicon, index);
  // A query that is a whole title names that film, unless it also reads wholly as facets and the
  // film is not widely known: "heist" asks for heist films, "alien" for Alien.
  const read = readTerms(tokens, lexicon, index);
  const asFacets = read.length > 0 && read.every((t) => t.type === "facet");
  return asFacets && whole.votes < WELL_KNOWN_VOTES ? read : [{ type: "named", film: whole }];
}

/** Roles that say nothing outside a measured run ("tickets", "huge", "people" alone): not understood. */
const ALONE_UNREAD: ReadonlySet<Role["role"]> = new Set(["measure", "scaleUp", "scaleDown", "crowd"]);

/** Votes from which a film is known well enough that its title alone names it. */
const WELL_KNOWN_VOTES = 100_000;

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
  // A negation reaches the facet right after it, and the next ones joined by "or"/"ni"/"أو".
  let negatedLast = false;
  let lastTag: string | undefined;
  const push = (tag: string, not: boolean, comparative = false, stated = false) => {
    const change = comparative || less || more || cmp !== undefined;
    // A facet said twice in a row ("إثارة وتشويق", "suspense and thrills") is one facet: one negation covers both.
    const twice = tag === lastTag && negatedLast && !not;
    if (twice) return;
    terms.push({
      type: "facet",
      tag,
      negated: not,
      ...(change && { change }),
      ...((stated || cmp) && { stated: true }),
    });
    lastTag = tag;
    negatedLast = negated;
    negated = false;
    less = false;
    more = false;
    cmp = undefined;
  };
  let i = 0;
  let previous: Segment | undefined;
  let meaningful = false;
  for (let seg = at(0); seg; previous = seg, seg = at(i)) {
    const run = runs.get(i);
    if (run) {
      push(run.tag, false);
      meaningful = true;
      i = run.end;
      continue;
    }
    i += seg.tokens.length;
    const next = at(i);
    const afterNext = next ? at(i + next.tokens.length) : undefined;
    const skipNext = () => {
      i += next?.tokens.length ?? 0;
    };
    const facet = seg.roles.find((r): r is Extract<Role, { role: "facet" }> => r.role === "facet");
    const decade = seg.roles.find((r): r is Extract<Role, { role: "decade" }> => r.role === "decade");
    const number = seg.roles.find((r): r is Extract<Role, { role: "number" }> => r.role === "number");
    const cue = has(seg, "likeCue") ? titleAt(tokens, i, index) : undefined;
    const attributive = seg.roles.find((r): r is Extract<Role, { role: "attributive" }> => r.role === "attributive");
    if (!meaningful && has(seg, "clauseBreak") && !facet && !decade && !number) terms.push({ type: "connective" });
    if (!seg.roles.every((r) => r.role === "filler" || r.role === "filmNoun") || seg.roles.length === 0)
      meaningful = true;
    if (cue) {
      terms.push({ type: "like", film: cue.film });
      i += cue.length;
      negated = false;
    } else if (decade) {
      // "los años 2000": a round year after a decade cue is the decade.
      const year =
        decade.year < 0 && -decade.year % 10 === 0 && has(previous, "decadeCue") ? -decade.year : decade.year;
      const first = year < 0 ? -year : year;
      const last = year < 0 ? first : first + 9;
      const range = has(next, "until") ? afterNext?.roles.find((r) => r.role === "decade") : undefined;
      if (range && range.role === "decade") {
        const end = range.year < 0 ? -range.year : range.year + 9;
        push(`years:${first}-${end}`, negated, false, true);
        skipNext();
        i += afterNext?.tokens.length ?? 0;
      } else if (has(next, "orMore") || has(next, "orLess")) {
        push(has(next, "orMore") ? `years:${first}-` : `years:-${last}`, negated, false, true);
        skipNext();
      } else {
        const tag = yearsTag(first, last, cmp, negated);
        push(tag, negated && cmp === undefined, false, true);
      }
    } else if (number && (has(seg, "hours") || has(next, "hours") !== has(next, "minutes"))) {
      // A number word that is its own unit ("ساعتين", two hours) needs none after it.
      const unit = has(seg, "hours") ? seg : next;
      const minutes = minutesOf(number.value, unit) ?? 0;
      const below = cmp === "atMost" || cmp === "before";
      const above = cmp === "atLeast" || cmp === "after";
      if (below !== negated && (below || above)) push(`runtime:-${minutes}`, false, false, true);
      else if (above || below) push(`runtime:${minutes}-`, false, false, true);
      else push(`runtime:${Math.max(0, minutes - 15)}-${minutes + 15}`, negated, false, true);
      if (unit === next) skipNext();
    } else if (number && has(previous, "decadeCue") && number.value < 20 && number.value % 10 === 0) {
      // "los años 00", "los años 10": a round two-digit number after a decade cue, this century.
      const first = 2000 + number.value;
      push(yearsTag(first, first + 9, cmp, negated), negated && cmp === undefined, false, true);
    } else if (facet) {
      const post = has(next, "orLess") ? "orLess" : has(next, "orMore") ? "orMore" : undefined;
      const audience = audienceTag(facet.tag, post ?? cmp, negated);
      const cap = negated && !audience ? audienceCap(facet.tag) : undefined;
      const length = negated ? oppositeLength(facet.tag) : undefined;
      if (audience) push(audience, false);
      else if (cap) push(cap, true);
      else if (length) push(length, false, true);
      else push(facet.tag, negated || less, seg.comparative);
      if (post && audience) skipNext();
    } else if (has(seg, "negator")) {
      negated = true;
    } else if (attributive) {
      const qualifiesFilm = has(previous, "filmNoun") || has(next, "filmNoun");
      if (qualifiesFilm) push(attributive.tag, negated || less);
      else terms.push({ type: "unknown", word: words(seg) });
    } else if (has(seg, "less")) {
      less = true;
    } else if (has(seg, "more")) {
      more = true;
    } else if (has(seg, "older") || has(seg, "newer")) {
      terms.push({ type: "refine", change: has(seg, "older") ? "older" : "newer" });
    } else if (COMPARISONS.some((c) => has(seg, c))) {
      cmp = COMPARISONS.find((c) => has(seg, c));
    } else if (has(seg, "alternative")) {
      negated = negatedLast;
    } else if (has(seg, "clauseBreak")) {
      negated = false;
      less = false;
    } else if (seg.roles.every((r) => ALONE_UNREAD.has(r.role))) {
      terms.push({ type: "unknown", word: words(seg) });
    }
    if (seg.pause) {
      negated = false;
      cmp = undefined;
    }
  }
  return terms;
}
