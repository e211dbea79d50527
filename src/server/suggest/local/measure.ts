import type { Facet } from "./facets/facet.js";
import { MEASURE_NAMES, MEASURES, type Measure } from "./facets.js";
import type { Role } from "./lexicon.js";

/**
 * Part of stage 2 (the grammar): facets said as an amount of a concept. Box office is the money a
 * film made or how many went to see it, popularity how many have seen or know it, acclaim how the
 * critics judged it (`MEASURES`), and people say these in everyday words no table could list:
 * "made heaps of cash", "earned very little", "few people went to see it", "barely sold tickets",
 * "recaudó muchísimo", "casi nadie fue a verla", "حققت أرباحا ضخمة", "لم يشاهدها أحد تقريبا".
 *
 * The rule: a run of words that names a measured concept (a semantic field per language:
 * `measures` in the vocabulary tables) and an amount ("a lot", "huge", "few", "barely", "great",
 * "hated": `scaleUp`/`scaleDown`, and the `less` words) asks for the concept's facet at that end
 * of its scale: the low end when anything in the run says low or negates ("few", "not many",
 * "no one went"), the high end otherwise. Low words and negators agree rather than cancel, as
 * Spanish and Arabic negative concord reads them ("no recaudó nada", "apenas lo ha visto nadie",
 * "لم يشاهدها إلا القليل"). A run is joined only by words that ask for
 * nothing (fillers, intensifiers, who is counted: "people", "gente"); anything else ends it: a
 * facet, a film noun, a clause break, a comma, a word no rule reads, the viewer speaking of
 * themselves; a run right after the viewer's "I" is what the viewer did, not an amount ("films I
 * haven't seen", "películas que no he visto"). An amount right before the
 * facet that ends a run is that facet's ("watch lots of comedies": more comedy, not popularity).
 * Another concept after a run that already has a concept and an amount starts a run of its own, so two
 * judges can disagree in one sentence ("audience favourites that critics trashed", "الجمهور حبها
 * والنقاد كرهوها").
 * A run without both a concept and an amount is read word by word, as if this rule did not exist.
 */

/** What a grammar segment is to this rule (only its roles and length are read). */
export interface MeasureSegment {
  tokens: readonly unknown[];
  roles: readonly Role[];
  pause: boolean;
}

/** A measured run the parser reads as one facet: from its first token up to (not including) `end`. */
export interface MeasuredRun {
  facet: Facet;
  end: number;
}

interface Part {
  start: number;
  end: number;
  measure?: Measure;
  /** +1 or −1: an amount at the high or low end. */
  sign?: number;
  negation?: boolean;
  /** Who is counted ("people", "everyone", "la gente", "الناس"): with a verdict and no other judge, the audience. */
  crowd?: boolean;
  /** A comparison between two judges ("higher than", "than", "que"): the judge after it is judged the other way. */
  than?: boolean;
}

const is = (seg: MeasureSegment, role: Role["role"]) => seg.roles.some((r) => r.role === role);

/**
 * Roles of words that join a run: they ask for nothing ("of", "to see", "very", an article that
 * is also the number one, "by" as in "seen by millions", "a" as in "encantaron a los críticos").
 */
const LINKS: ReadonlySet<Role["role"]> = new Set(["filler", "more", "hedge", "number", "until", "byCue"]);

/** The segment as a part of a measured run; `link` when it only joins one; undefined when it ends one. */
function partOf(seg: MeasureSegment, start: number, judged: boolean): Part | "link" | undefined {
  const end = start + seg.tokens.length;
  // After a judge, a comparison sets it against what follows: "fans rate it higher than critics".
  if (judged && (is(seg, "than") || is(seg, "atLeast") || is(seg, "atMost"))) {
    const sign = is(seg, "atLeast") ? 1 : is(seg, "atMost") ? -1 : undefined;
    return { start, end, than: true, ...(sign && { sign }) };
  }
  const measure = MEASURE_NAMES.find((m) => seg.roles.some((r) => r.role === "measure" && r.measure === m));
  const sign = is(seg, "scaleUp") ? 1 : is(seg, "scaleDown") || is(seg, "less") ? -1 : undefined;
  const crowd = is(seg, "crowd");
  if (measure || sign)
    return { start, end, ...(measure && { measure }), ...(sign && { sign }), ...(crowd && { crowd }) };
  if (is(seg, "clauseBreak") || is(seg, "speaker") || seg.roles.length === 0) return undefined;
  if (is(seg, "negator")) return { start, end, negation: true };
  // Who is counted ("people", "أحد") is part of the run, neither concept nor amount.
  if (crowd) return { start, end, crowd };
  return seg.roles.every((r) => LINKS.has(r.role)) ? "link" : undefined;
}

/** The judge a facet kind is the verdict of. */
const JUDGE_OF: Partial<Record<string, Measure>> = { critics: "critics", viewers: "audience" };

/** Each judge's counterpart: what one said, the other may be said against. */
const OTHER_JUDGE: Partial<Record<Measure, Measure>> = { critics: "audience", audience: "critics" };

/**
 * Who judges, said as the crowd: "critics hated it but people loved it", "movies everyone loved",
 * "la gente la amó", "الناس حبوه". A run that names no concept but counts a crowd and gives a
 * verdict of its own after it (a word other than the crowd's: "loved", "hated") is the audience's
 * verdict; "fun for everyone" gives none.
 */
function crowdJudges(parts: readonly Part[]): readonly Part[] {
  if (parts.some((p) => p.measure)) return parts;
  // The crowd says the verdict after it, as its subject ("everyone loved"); a verdict before it
  // says what the film is for ("fun for everyone").
  const crowd = parts.findIndex((p) => p.crowd);
  if (crowd < 0 || !parts.slice(crowd + 1).some((p) => p.sign !== undefined && !p.crowd)) return parts;
  return parts.map((p) => (p.crowd ? { ...p, measure: "audience" } : p));
}

/** The facet a run's parts ask for, and where the run ends; undefined when they ask for none. */
function resolve(
  said: readonly Part[],
  endedByFacet: boolean,
  against?: boolean,
): (MeasuredRun & { low: boolean; measure: Measure }) | undefined {
  const parts = crowdJudges(said);
  let last = parts.findLastIndex((p) => p.measure);
  if (last < 0) return undefined;
  // The amounts after the last concept belong to the facet that ends the run, if one does.
  if (!endedByFacet) last = parts.length - 1;
  const used = parts.slice(0, last + 1);
  const judged = used.some((p) => p.sign !== undefined || p.negation);
  if (!judged && against === undefined) return undefined;
  const low = judged ? used.some((p) => p.sign === -1 || p.negation) : (against ?? false);
  const measure = MEASURE_NAMES.find((m) => used.some((p) => p.measure === m));
  const end = used.at(-1)?.end;
  // Never undefined: `used` ends at a part that names a concept.
  if (measure === undefined || end === undefined) return undefined;
  return { facet: MEASURES[measure][low ? "down" : "up"], end, low, measure };
}

/**
 * The measured runs of a query, by the token each starts at. `at(i)` is the grammar's segment at
 * token `i` (the longest phrase the lexicon knows there).
 */
export function measuredRuns(at: (i: number) => MeasureSegment | undefined): Map<number, MeasuredRun> {
  const runs = new Map<number, MeasuredRun>();
  let parts: Part[] = [];
  let speaker = false;
  let bySpeaker = false;
  /** The run before was compared with this one ("than"): this judge is judged the other way (true: low). */
  let against: boolean | undefined;
  /** The judge of the last judged run, and whether a contrast ("but") came after it. */
  let judge: Measure | undefined;
  let contrasted = false;
  const close = (endedByFacet: boolean) => {
    // "Critics hated it but it's actually fun": an amount with no judge, after a contrast, is the other judge's.
    const other = contrasted && judge ? OTHER_JUDGE[judge] : undefined;
    const signed = parts.findLastIndex((p) => p.sign !== undefined);
    const amount = parts[signed];
    if (other && amount && !parts.some((p) => p.measure)) parts[signed] = { ...amount, measure: other };
    const first = parts[0];
    const run = first && !bySpeaker ? resolve(parts, endedByFacet, against) : undefined;
    if (first && run) {
      runs.set(first.start, { facet: run.facet, end: run.end });
      judge = OTHER_JUDGE[run.measure] ? run.measure : undefined;
      contrasted = false;
    }
    parts = [];
    against = undefined;
    return run;
  };
  let i = 0;
  for (let seg = at(0); seg; seg = at(i)) {
    const part = partOf(
      seg,
      i,
      parts.some((p) => p.measure),
    );
    if (part === undefined) close(is(seg, "facet") || is(seg, "attributive"));
    else if (part !== "link") {
      // A second concept after a judged one starts its own run: "audience favourites that critics trashed".
      const judged = parts.some((p) => p.sign !== undefined || p.negation);
      const judge = part.measure ?? (part.crowd ? "audience" : undefined);
      if (judge && judged && parts.some((p) => p.measure && p.measure !== judge)) {
        const compared = parts.some((p) => p.than);
        const run = close(false);
        if (compared && run) against = !run.low;
      }
      if (parts.length === 0) bySpeaker = speaker;
      parts.push(part);
    }
    // A judge's verdict said in the tables' words ("critics loved", "fan favourite") is a judged run too.
    const verdict = seg.roles.find((r) => r.role === "facet" && JUDGE_OF[r.facet.kind]);
    if (verdict?.role === "facet" && !parts.length) {
      judge = JUDGE_OF[verdict.facet.kind];
      contrasted = false;
    }
    if (judge && is(seg, "contrast")) contrasted = true;
    speaker = is(seg, "speaker");
    i += seg.tokens.length;
    if (seg.pause) close(false);
  }
  close(false);
  return runs;
}
