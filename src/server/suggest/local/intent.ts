import type { Facet as WireFacet } from "../../../contract/facets.js";
import { isOneOf, isOwnKey } from "../../keys.js";
import { titleKey } from "../../movies/catalog/text.js";
import { THRESHOLDS } from "../../movies/catalog/thresholds.js";
import {
  DEFAULT_READINGS,
  type Facet,
  type Group,
  groupOf,
  hasFacet,
  keyOf,
  oppositeOf,
  sameGroup,
  testOf,
  withoutFacet,
} from "./facets/index.js";
import {
  boxOffice,
  critics,
  genre,
  gross,
  like,
  rating,
  runtime,
  sameGenre,
  story,
  title,
  topic,
  years,
} from "./facets/make.js";
import { AUDIENCE_LADDER, COMES_WITH, EXCLUDED_WITH, GENRE_FAMILY } from "./facets.js";
import type { Features, FilmIndex } from "./film-index.js";
import { MOOD_EXCLUDES } from "./moods.js";
import type { Term } from "./parse.js";
import { TOPICS } from "./topics.js";

/**
 * Stage 3 of the local engine: terms → intent, the set of facets a film must have and must not
 * have. Here "like X but Y" becomes X's facets changed by Y, and a follow-up that is only a change
 * ("older", "less action", "sin terror") changes the previous query's facets.
 */
export interface Intent {
  /** Facets a film should have: one of them per group, every group. */
  include: Facet[];
  /** Facets a film must not have (never relaxed). */
  exclude: Facet[];
  /** The film the query is like (its facets are in `include`; it is not suggested itself). */
  like?: Features;
  /** Films the query names as known ("the director of X"): never suggested. */
  seen?: Features[];
  /** The film the query names outright: suggested first. */
  named?: Features;
  /** Words no rule understood, in query order. */
  unknown: string[];
  /** Exclusions that a mood implies (in `exclude`, not shown as chips). */
  implied?: Facet[];
  /** Included limits said in numbers or a decade (`Term.stated`): they give way last. */
  stated?: Facet[];
  /** True when the query only changed the previous one's facets (`IntentOptions.previous`). */
  refined?: boolean;
  /** Facets of the film the query is like that are resemblances, not promises (`likeFacets`): films having more of them come first. */
  resembles?: Facet[];
}

/** The facets the page shows as chips and sends back to refine: `not` marks an exclusion, `like` the film. */
export function intentFacets(intent: Intent): WireFacet[] {
  const out: WireFacet[] = [];
  if (intent.named) out.push(title(intent.named.film.title));
  if (intent.like) out.push(like(intent.like.film.title));
  const anchor = intent.like ?? intent.named;
  const derived = anchor ? likeFacets(anchor) : [];
  for (const facet of intent.include) if (!hasFacet(derived, facet) && facet.kind !== "same-genre") out.push(facet);
  const implied = intent.implied ?? [];
  for (const facet of intent.exclude) {
    if (!hasFacet(implied, facet) && facet.kind !== "same-genre") out.push({ kind: "not", facet });
  }
  return out;
}

/**
 * What "like X" takes from X: its genre, its kind of story, its audience rating and its topics. The
 * rating, the topics, a contemporary story and the genre exactly (not its family: a comedy, not a romantic comedy) are
 * resemblances, not promises (`isResemblance`): a film like a comedy rated R is another plain
 * comedy for adults first, but they only order the films that fit.
 */
function likeFacets(film: Features): Facet[] {
  const out: Facet[] = [];
  if (film.film.genre) out.push(genre(film.film.genre), sameGenre(film.film.genre));
  if (film.film.creativeType) out.push(story(film.film.creativeType));
  const mpaa = film.film.mpaa ?? "";
  if (isOneOf(AUDIENCE_LADDER, mpaa)) out.push(rating(mpaa, mpaa));
  // What X is about (a romance, a war): "like The Notebook but funnier" is a romance that is a comedy.
  for (const name of film.topics) out.push(topic(name));
  return out;
}

/** What "like X" takes from X as a resemblance only: it orders the films that fit, it does not choose them (`Intent.resembles`). */
const isResemblance = (facet: Facet): boolean =>
  facet.kind === "rating" ||
  facet.kind === "topic" ||
  facet.kind === "same-genre" ||
  (facet.kind === "story" && facet.value === "Contemporary Fiction");

/** Groups a comparative changes rather than adds to: a film has one genre. */
const CHANGED_GROUPS: ReadonlySet<Group> = new Set(["genre"]);

/** Groups that hold one range: a new value replaces the old one rather than adding a choice. */
const SINGLE: ReadonlySet<Group> = new Set(["years", "runtime", "rating"]);

/** Adds `facet` to `list`, replacing a same-group range; leaves `list` as it was when `facet` is already there. */
function addFacet(list: readonly Facet[], facet: Facet): Facet[] {
  if (SINGLE.has(groupOf(facet))) return [...list.filter((f) => !sameGroup(f, facet)), facet];
  return hasFacet(list, facet) ? [...list] : [...list, facet];
}

const yearsIn = (list: readonly Facet[]) =>
  list.find((f): f is Extract<Facet, { kind: "years" }> => f.kind === "years");

/** "older" / "newer": the previous years moved back or on by a decade (or the classics / recent films when none). */
function shiftYears(include: readonly Facet[], change: "older" | "newer"): Facet {
  const said = yearsIn(include);
  if (!said) return change === "older" ? years(undefined, 1979) : years(2000);
  const { from, to } = said;
  if (change === "older") {
    const top = from !== undefined ? from - 1 : to !== undefined ? to - 10 : 1979;
    return years(top - 9, top);
  }
  const bottom = to !== undefined ? to + 1 : from !== undefined ? from + 10 : 2000;
  return years(bottom);
}

/** How much older "older than X" is: a decade (an older film is felt in decades). */
const OLDER_BY = 10;

/**
 * "Like X but older / newer": a decade or more before X, or any year after X; with no film to
 * compare with, the previous years moved (`shiftYears`).
 */
function relativeYears(include: readonly Facet[], change: "older" | "newer", intent: Intent): Facet {
  const year = (intent.like ?? intent.named)?.year;
  if (!year || yearsIn(include)) return shiftYears(include, change);
  return change === "older" ? years(undefined, year - OLDER_BY) : years(year + 1);
}

/** "Like X but shorter / longer": a length bound at X's own length, when X's length is known. */
function lengthAgainst(facet: Facet, anchor: Features | undefined): Facet | undefined {
  const minutes = anchor?.film.runtime;
  if (!minutes || facet.kind !== "runtime") return undefined;
  if (facet.max !== undefined && facet.min === undefined) return runtime(undefined, minutes - 1);
  if (facet.min !== undefined && facet.max === undefined) return runtime(minutes + 1);
  return undefined;
}

/**
 * The one years range that covers several (the 1960s and the 1970s → 1960–1979); an open end stays
 * open. A range inside every other one narrows them ("old films in black and white": before 1960).
 */
function spanOf(said: readonly Facet[]): Facet {
  const ranges = said.flatMap((f) => (f.kind === "years" ? [f] : []));
  const inside = (a: (typeof ranges)[number], b: (typeof ranges)[number]) =>
    (a.from ?? -Infinity) >= (b.from ?? -Infinity) && (a.to ?? Infinity) <= (b.to ?? Infinity);
  const narrowest = ranges.find((a) => ranges.every((b) => inside(a, b)));
  if (narrowest) return narrowest;
  const from = ranges.some((r) => r.from === undefined) ? undefined : Math.min(...ranges.map((r) => r.from ?? 0));
  const to = ranges.some((r) => r.to === undefined) ? undefined : Math.max(...ranges.map((r) => r.to ?? 0));
  return years(from, to);
}

/** Groups that limit a subject rather than name one: after a connective they change the previous query. */
const LIMIT_GROUPS: ReadonlySet<Group> = new Set(["years", "runtime", "rating"]);

/**
 * Whether a query only changes what came before, by its structure: it names no subject of its own
 * (no film, and every facet it names is a change: a negation, a comparative, "more"/"less", a
 * comparison, "older"), or it opens with a connective ("but", "pero", "لكن") and adds only
 * changes and limits (years, length, audience). "A thriller but not horror" names a subject.
 */
function isChangeOnly(terms: readonly Term[]): boolean {
  if (terms.some((t) => t.type === "like" || t.type === "named" || t.type === "seen")) return false;
  const connective = terms[0]?.type === "connective";
  const changes = terms.filter(
    (t) =>
      t.type === "refine" ||
      (t.type === "facet" && (t.negated || t.change || (connective && LIMIT_GROUPS.has(groupOf(t.facet))))),
  );
  const facets = terms.filter((t) => t.type === "facet" || t.type === "refine");
  return changes.length > 0 && changes.length === facets.length;
}

/** Rebuilds an intent from chips (a refinement's starting point). Facets naming nothing known are dropped. */
export function intentFromFacets(facets: readonly WireFacet[], index: FilmIndex): Intent {
  const intent: Intent = { include: [], exclude: [], unknown: [] };
  for (const facet of facets) {
    if (facet.kind === "not") {
      if (testOf(facet.facet)) intent.exclude.push(facet.facet);
    } else if (facet.kind === "like" || facet.kind === "title") {
      const film = index.byTitle(titleKey(facet.title));
      if (film && facet.kind === "like") intent.like = film;
      if (film && facet.kind === "title") intent.named = film;
    } else if (testOf(facet)) intent.include.push(facet);
  }
  const anchor = intent.like ?? intent.named;
  if (anchor) for (const f of likeFacets(anchor)) if (!hasFacet(intent.include, f)) intent.include.push(f);
  return intent;
}

export interface IntentOptions {
  /** The previous query's chips, when this query may refine it. */
  previous?: readonly WireFacet[];
  /** Chips the user removed (a chip's "Remove"). */
  without?: readonly WireFacet[];
}

/** Terms → intent; see the stage's description above. */
export function toIntent(terms: readonly Term[], index: FilmIndex, options: IntentOptions = {}): Intent {
  const refining = options.previous && options.previous.length > 0 && isChangeOnly(terms);
  const base: Intent = refining
    ? intentFromFacets(options.previous ?? [], index)
    : { include: [], exclude: [], unknown: [] };
  let { include, exclude } = base;
  const intent: Intent = {
    include,
    exclude,
    unknown: [],
    ...(base.like && { like: base.like }),
    ...(base.named && { named: base.named }),
  };
  if (refining) intent.refined = true;
  const own: Facet[] = [];
  const stated: Facet[] = [];
  for (const term of terms) {
    if (term.type === "unknown") intent.unknown.push(term.word);
    else if (term.type === "named") intent.named = term.film;
    else if (term.type === "like") intent.like = term.film;
    else if (term.type === "seen") intent.seen = [...(intent.seen ?? []), term.film];
    else if (term.type === "connective") continue;
    else if (term.type === "refine") include = addFacet(include, relativeYears(include, term.change, intent));
    // A vague length or period ("long", "old") never replaces one stated in numbers ("an hour and a half long").
    else if (
      !term.negated &&
      !term.stated &&
      SINGLE.has(groupOf(term.facet)) &&
      stated.some((f) => sameGroup(f, term.facet))
    )
      continue;
    else if (term.negated) {
      const opposite = oppositeOf(term.facet);
      // A graded value asked away is its opposite: "not popular" is obscure, "didn't make money" a flop.
      if (opposite) include = addFacet(include, opposite);
      else {
        include = withoutFacet(include, term.facet);
        if (!hasFacet(exclude, term.facet)) exclude = [...exclude, term.facet];
      }
    } else {
      if (term.stated) stated.push(term.facet);
      // "Like X but shorter": the comparison is with X's own length.
      const bound = term.change ? lengthAgainst(term.facet, intent.like ?? intent.named) : undefined;
      if (bound) {
        include = addFacet(include, bound);
        stated.push(bound);
        own.push(bound);
        continue;
      }
      // A change of subject replaces the previous one of its group ("a thriller" → "but funnier": a comedy).
      if (refining && term.change && CHANGED_GROUPS.has(groupOf(term.facet)))
        include = include.filter((f) => !sameGroup(f, term.facet));
      include = addFacet(include, term.facet);
      exclude = withoutFacet(exclude, term.facet);
      own.push(term.facet);
    }
  }
  // A facet the viewer said brings its companions when nothing of their kind was said (`COMES_WITH`).
  for (const [facet, companions] of COMES_WITH) {
    if (!hasFacet(own, facet)) continue;
    for (const c of companions) {
      if ([...include, ...exclude].some((f) => sameGroup(f, c))) continue;
      include = addFacet(include, c);
      own.push(c);
    }
  }
  // Years said twice in one query ("the 60s or 70s", "80s and 90s") are one span covering both;
  // a limit stated in numbers or a decade replaces a vague word ("remade classics of the nineties").
  const saidYears = own.filter((f) => f.kind === "years");
  const statedYears = saidYears.filter((f) => hasFacet(stated, f));
  const ownYears = statedYears.length > 0 ? statedYears : saidYears;
  if (ownYears.length > 1) {
    const span = spanOf(ownYears);
    include = addFacet(include, span);
    if (statedYears.length > 0) stated.push(span);
  } else if (statedYears[0] !== undefined) include = addFacet(include, statedYears[0]);
  // An explicit opposite beats the default reading of a kind's bare name ("failed at the box office").
  for (const [reading, opposite] of DEFAULT_READINGS) {
    if (hasFacet(include, reading) && hasFacet(include, opposite)) include = withoutFacet(include, reading);
  }
  // An amount said in money is what "the box office" meant ("less than a million at the box office").
  // A flop the critics loved is a film few paid to see, whoever released it ("critics' darlings that
  // bombed", "la crítica la amó pero nadie fue a verla"): a flop's test (a major studio's wide release)
  // is for films that failed their budget, and art-house films the critics loved are the ones few saw.
  // Grosses before a flop's first year are in the money of their day, so those films are left out unsaid.
  const implied: Facet[] = [];
  // "A bomb at the box office", "فشل في شباك التذاكر": the box office named beside a flop is where
  // it failed (the name alone reads as a hit), not a second verdict.
  if (hasFacet(include, boxOffice("flop"))) include = withoutFacet(include, boxOffice("hit"));
  if (hasFacet(include, critics("loved")) && hasFacet(include, boxOffice("flop"))) {
    include = [...withoutFacet(include, boxOffice("flop")), gross(undefined, THRESHOLDS.gemGross)];
    const older = years(undefined, THRESHOLDS.flopSince - 1);
    exclude = [...exclude, older];
    implied.push(older);
  }
  if (include.some((f) => f.kind === "gross"))
    include = include.filter((f) => !(f.kind === "box-office" && f.value === "hit"));
  // "Like X but Y": each of X's facets (genre, kind of story) unless Y names that kind itself or
  // asks that very facet away; the others stay ("like Alien but less scary": science fiction, no horror).
  // A film named outright is followed by films like it the same way.
  const anchor = intent.like ?? intent.named;
  if (anchor && !refining) {
    for (const facet of likeFacets(anchor)) {
      const replaced = own.some((f) => sameGroup(f, facet));
      const refused = exclude.some((f) => sameGroup(f, facet) && testOf(f)?.(anchor));
      if (replaced || refused || hasFacet(include, facet)) continue;
      if (isResemblance(facet)) intent.resembles = [...(intent.resembles ?? []), facet];
      else include.push(facet);
    }
  }
  // A genre named by a family's name ("comedies") is that genre itself before its narrower ones
  // (romantic and black comedies have names of their own people would have used); said as a change
  // ("like The Notebook but funnier") it is any of them.
  for (const term of terms) {
    if (term.type !== "facet" || term.negated || term.change || term.facet.kind !== "genre") continue;
    if (!GENRE_FAMILY[term.facet.value] || !hasFacet(include, term.facet)) continue;
    const exact = sameGenre(term.facet.value);
    if (!hasFacet(intent.resembles ?? [], exact)) intent.resembles = [...(intent.resembles ?? []), exact];
  }
  // A topic that has a genre of its own (romance: romantic comedies) puts that genre's films first:
  // "romantic, but nothing sad" is a romantic comedy before a comedy with a love story in it.
  for (const facet of include) {
    if (facet.kind !== "topic" || !isOwnKey(TOPICS, facet.value)) continue;
    for (const name of TOPICS[facet.value].genres ?? []) {
      const own = genre(name);
      if (!hasFacet(intent.resembles ?? [], own)) intent.resembles = [...(intent.resembles ?? []), own];
    }
  }
  // A mood rules some genres out even when it is relaxed: a feel-good evening is never a horror film.
  for (const facet of include) {
    if (facet.kind !== "mood") continue;
    for (const name of (isOwnKey(MOOD_EXCLUDES, facet.value) ? MOOD_EXCLUDES[facet.value] : undefined) ?? []) {
      const ruledOut = genre(name);
      if (!hasFacet(exclude, ruledOut) && !hasFacet(include, ruledOut)) {
        exclude = [...exclude, ruledOut];
        implied.push(ruledOut);
      }
    }
  }
  const kept = stated.filter((f) => hasFacet(include, f));
  if (kept.length > 0) intent.stated = kept;
  const without = new Set((options.without ?? []).map(keyOf));
  const removed = (facet: Facet) => without.has(keyOf(facet));
  intent.include = include.filter((f) => !removed(f));
  intent.exclude = exclude.filter((f) => !without.has(`not:${keyOf(f)}`));
  // An exclusion takes its kin with it (`EXCLUDED_WITH`): no true story is no dramatization either.
  for (const [facet, kin] of EXCLUDED_WITH) {
    if (!hasFacet(intent.exclude, facet)) continue;
    for (const k of kin.filter((k) => !hasFacet(intent.exclude, k) && !hasFacet(intent.include, k))) {
      intent.exclude.push(k);
      implied.push(k);
    }
  }
  if (implied.length > 0) intent.implied = implied;
  const ownKeys = new Set(own.map(keyOf));
  const keepsOwn = (anchor: Features) => {
    const derived = likeFacets(anchor);
    intent.include = intent.include.filter((f) => !hasFacet(derived, f) || ownKeys.has(keyOf(f)));
  };
  if (intent.like && removed(like(intent.like.film.title))) {
    keepsOwn(intent.like);
    delete intent.like;
    delete intent.resembles;
  }
  if (intent.named && removed(title(intent.named.film.title))) {
    keepsOwn(intent.named);
    delete intent.named;
  }
  return intent;
}
