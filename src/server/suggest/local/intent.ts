import { isOneOf, isOwnKey } from "../../keys.js";
import { titleKey } from "../../movies/catalog/text.js";
import {
  AUDIENCE_LADDER,
  DEFAULT_READINGS,
  type FacetKind,
  facetKind,
  facetTest,
  facetValue,
  rangeOf,
} from "./facets.js";
import type { Features, FilmIndex } from "./film-index.js";
import { MOOD_EXCLUDES } from "./moods.js";
import type { Term } from "./parse.js";

/**
 * Stage 3 of the local engine: terms → intent, the set of facets a film must have and must not
 * have. Here "like X but Y" becomes X's facets changed by Y, and a follow-up that is only a change
 * ("older", "less action", "sin terror") changes the previous query's facets.
 */
export interface Intent {
  /** Facet tags a film should have: one of them per kind, every kind. */
  include: string[];
  /** Facet tags a film must not have (never relaxed). */
  exclude: string[];
  /** The film the query is like (its facets are in `include`; it is not suggested itself). */
  like?: Features;
  /** The film the query names outright: suggested first. */
  named?: Features;
  /** Words no rule understood, in query order. */
  unknown: string[];
  /** Exclusions that a mood implies (in `exclude`, not shown as chips). */
  implied?: string[];
  /** Included limits said in numbers or a decade (`Term.stated`): they give way last. */
  stated?: string[];
  /** True when the query only changed the previous one's facets (`IntentOptions.previous`). */
  refined?: boolean;
  /** Facets of the film the query is like that are resemblances, not promises (`likeFacets`): films having more of them come first. */
  resembles?: string[];
}

/** The tags the page shows as chips and sends back to refine: `not:` marks an exclusion, `like:` the film. */
export function intentTags(intent: Intent): string[] {
  const tags: string[] = [];
  if (intent.named) tags.push(`title:${intent.named.film.title}`);
  if (intent.like) tags.push(`like:${intent.like.film.title}`);
  const anchor = intent.like ?? intent.named;
  const derived = new Set(anchor ? likeFacets(anchor) : []);
  for (const tag of intent.include) if (!derived.has(tag)) tags.push(tag);
  const implied = new Set(intent.implied ?? []);
  for (const tag of intent.exclude) if (!implied.has(tag)) tags.push(`not:${tag}`);
  return tags;
}

/**
 * What "like X" takes from X: its genre, its kind of story and its audience rating. The rating, a
 * contemporary story and the genre exactly (not its family: a comedy, not a romantic comedy) are
 * resemblances, not promises (`isResemblance`): a film like a comedy rated R is another plain
 * comedy for adults first, but they only order the films that fit.
 */
function likeFacets(film: Features): string[] {
  const out: string[] = [];
  if (film.film.genre) out.push(`genre:${film.film.genre}`, `genre:=${film.film.genre}`);
  if (film.film.creativeType) out.push(`kind:${film.film.creativeType}`);
  if (isOneOf(AUDIENCE_LADDER, film.film.mpaa ?? "")) out.push(`audience:${film.film.mpaa}`);
  return out;
}

/** What "like X" takes from X as a resemblance only: it orders the films that fit, it does not choose them (`Intent.resembles`). */
const isResemblance = (tag: string): boolean =>
  facetKind(tag) === "audience" || tag === "kind:Contemporary Fiction" || tag.startsWith("genre:=");

/** The explicit opposite of a graded value, either way ("boxoffice:hit" ↔ "boxoffice:flop"). */
function oppositeOf(tag: string): string | undefined {
  return DEFAULT_READINGS[tag] ?? Object.entries(DEFAULT_READINGS).find(([, opposite]) => opposite === tag)?.[0];
}

/** Kinds a comparative changes rather than adds to: a film has one genre. */
const CHANGED_KINDS: ReadonlySet<FacetKind> = new Set(["genre"]);

/** Kinds that hold one range: a new value replaces the old one rather than adding a choice. */
const SINGLE = new Set(["years", "runtime", "audience"]);

/** Adds `tag` to `list`, replacing a same-kind range; leaves `list` as it was when `tag` is already there. */
function addTag(list: string[], tag: string): string[] {
  const kind = facetKind(tag);
  if (SINGLE.has(kind)) return [...list.filter((t) => facetKind(t) !== kind), tag];
  return list.includes(tag) ? list : [...list, tag];
}

/** "older" / "newer": the previous years moved back or on by a decade (or the classics / recent films when none). */
function shiftYears(include: readonly string[], change: "older" | "newer"): string {
  const years = include.find((t) => facetKind(t) === "years");
  if (!years) return change === "older" ? "years:-1979" : "years:2000-";
  const { min, max } = rangeOf(facetValue(years));
  if (change === "older") {
    const top = Number.isFinite(min) ? min - 1 : Number.isFinite(max) ? max - 10 : 1979;
    return `years:${top - 9}-${top}`;
  }
  const bottom = Number.isFinite(max) ? max + 1 : Number.isFinite(min) ? min + 10 : 2000;
  return `years:${bottom}-`;
}

/** How much older "older than X" is: a decade (an older film is felt in decades). */
const OLDER_BY = 10;

/**
 * "Like X but older / newer": a decade or more before X, or any year after X; with no film to
 * compare with, the previous years moved (`shiftYears`).
 */
function relativeYears(include: readonly string[], change: "older" | "newer", intent: Intent): string {
  const year = (intent.like ?? intent.named)?.year;
  if (!year || include.some((t) => facetKind(t) === "years")) return shiftYears(include, change);
  return change === "older" ? `years:-${year - OLDER_BY}` : `years:${year + 1}-`;
}

/** "Like X but shorter / longer": a length bound at X's own length, when X's length is known. */
function lengthAgainst(tag: string, anchor: Features | undefined): string | undefined {
  const minutes = anchor?.film.runtime;
  if (!minutes || facetKind(tag) !== "runtime") return undefined;
  const { min, max } = rangeOf(facetValue(tag));
  if (Number.isFinite(max) && !Number.isFinite(min)) return `runtime:-${minutes - 1}`;
  if (Number.isFinite(min) && !Number.isFinite(max)) return `runtime:${minutes + 1}-`;
  return undefined;
}

/** The one years range that covers several ("years:1960-1969" and "years:1970-1979" → "years:1960-1979"). */
function spanOf(tags: readonly string[]): string {
  const ranges = tags.map((t) => rangeOf(facetValue(t)));
  const min = Math.min(...ranges.map((r) => r.min));
  const max = Math.max(...ranges.map((r) => r.max));
  return `years:${Number.isFinite(min) ? min : ""}-${Number.isFinite(max) ? max : ""}`;
}

/** Kinds that limit a subject rather than name one: after a connective they change the previous query. */
const LIMIT_KINDS: ReadonlySet<FacetKind> = new Set(["years", "runtime", "audience"]);

/**
 * Whether a query only changes what came before, by its structure: it names no subject of its own
 * (no film, and every facet it names is a change: a negation, a comparative, "more"/"less", a
 * comparison, "older"), or it opens with a connective ("but", "pero", "لكن") and adds only
 * changes and limits (years, length, audience). "A thriller but not horror" names a subject.
 */
function isChangeOnly(terms: readonly Term[]): boolean {
  if (terms.some((t) => t.type === "like" || t.type === "named")) return false;
  const connective = terms[0]?.type === "connective";
  const changes = terms.filter(
    (t) =>
      t.type === "refine" ||
      (t.type === "facet" && (t.negated || t.change || (connective && LIMIT_KINDS.has(facetKind(t.tag))))),
  );
  const facets = terms.filter((t) => t.type === "facet" || t.type === "refine");
  return changes.length > 0 && changes.length === facets.length;
}

/** Rebuilds an intent from chip tags (a refinement's starting point). Unknown tags are dropped. */
export function intentFromTags(tags: readonly string[], index: FilmIndex): Intent {
  const intent: Intent = { include: [], exclude: [], unknown: [] };
  for (const tag of tags) {
    if (tag.startsWith("not:") && facetTest(tag.slice(4))) intent.exclude.push(tag.slice(4));
    else if (tag.startsWith("like:") || tag.startsWith("title:")) {
      const film = index.byTitle(titleKey(facetValue(tag)));
      if (film && tag.startsWith("like:")) intent.like = film;
      if (film && tag.startsWith("title:")) intent.named = film;
    } else if (facetTest(tag)) intent.include.push(tag);
  }
  const anchor = intent.like ?? intent.named;
  if (anchor) for (const t of likeFacets(anchor)) if (!intent.include.includes(t)) intent.include.push(t);
  return intent;
}

export interface IntentOptions {
  /** The previous query's tags, when this query may refine it. */
  previous?: readonly string[];
  /** Tags the user removed (a chip's "Remove"). */
  without?: readonly string[];
}

/** Terms → intent; see the stage's description above. */
export function toIntent(terms: readonly Term[], index: FilmIndex, options: IntentOptions = {}): Intent {
  const refining = options.previous && options.previous.length > 0 && isChangeOnly(terms);
  const base: Intent = refining
    ? intentFromTags(options.previous ?? [], index)
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
  const own: string[] = [];
  const stated: string[] = [];
  for (const term of terms) {
    if (term.type === "unknown") intent.unknown.push(term.word);
    else if (term.type === "named") intent.named = term.film;
    else if (term.type === "like") intent.like = term.film;
    else if (term.type === "connective") continue;
    else if (term.type === "refine") include = addTag(include, relativeYears(include, term.change, intent));
    // A vague length or period ("long", "old") never replaces one stated in numbers ("an hour and a half long").
    else if (
      !term.negated &&
      !term.stated &&
      SINGLE.has(facetKind(term.tag)) &&
      stated.some((t) => facetKind(t) === facetKind(term.tag))
    )
      continue;
    else if (term.negated) {
      const opposite = oppositeOf(term.tag);
      // A graded value asked away is its opposite: "not popular" is obscure, "didn't make money" a flop.
      if (opposite) include = addTag(include, opposite);
      else {
        include = include.filter((t) => t !== term.tag && !(facetKind(term.tag) === "genre" && t === term.tag));
        if (!exclude.includes(term.tag)) exclude = [...exclude, term.tag];
      }
    } else {
      if (term.stated) stated.push(term.tag);
      // "Like X but shorter": the comparison is with X's own length.
      const bound = term.change ? lengthAgainst(term.tag, intent.like ?? intent.named) : undefined;
      if (bound) {
        include = addTag(include, bound);
        stated.push(bound);
        own.push(bound);
        continue;
      }
      // A change of subject replaces the previous one of its kind ("a thriller" → "but funnier": a comedy).
      if (refining && term.change && CHANGED_KINDS.has(facetKind(term.tag)))
        include = include.filter((t) => facetKind(t) !== facetKind(term.tag));
      include = addTag(include, term.tag);
      exclude = exclude.filter((t) => t !== term.tag);
      own.push(term.tag);
    }
  }
  // Years said twice in one query ("the 60s or 70s", "80s and 90s") are one span covering both;
  // a limit stated in numbers or a decade replaces a vague word ("remade classics of the nineties").
  const saidYears = own.filter((t) => facetKind(t) === "years");
  const statedYears = saidYears.filter((t) => stated.includes(t));
  const ownYears = statedYears.length > 0 ? statedYears : saidYears;
  if (ownYears.length > 1) {
    const span = spanOf(ownYears);
    include = addTag(include, span);
    if (statedYears.length > 0) stated.push(span);
  } else if (statedYears[0] !== undefined) include = addTag(include, statedYears[0]);
  // An explicit opposite beats the default reading of a kind's bare name ("failed at the box office").
  for (const [reading, opposite] of Object.entries(DEFAULT_READINGS)) {
    if (include.includes(reading) && include.includes(opposite)) include = include.filter((t) => t !== reading);
  }
  // An amount said in money is what "the box office" meant ("less than a million at the box office").
  if (include.some((t) => facetKind(t) === "gross")) include = include.filter((t) => t !== "boxoffice:hit");
  // "Like X but Y": each of X's facets (genre, kind of story) unless Y names that kind itself or
  // asks that very facet away; the others stay ("like Alien but less scary": science fiction, no horror).
  // A film named outright is followed by films like it the same way.
  const anchor = intent.like ?? intent.named;
  if (anchor && !refining) {
    for (const tag of likeFacets(anchor)) {
      const replaced = own.some((t) => facetKind(t) === facetKind(tag));
      const refused = exclude.some((t) => facetKind(t) === facetKind(tag) && facetTest(t)?.(anchor));
      if (replaced || refused || include.includes(tag)) continue;
      if (isResemblance(tag)) intent.resembles = [...(intent.resembles ?? []), tag];
      else include.push(tag);
    }
  }
  // A mood rules some genres out even when it is relaxed: a feel-good evening is never a horror film.
  const implied: string[] = [];
  for (const tag of include) {
    if (facetKind(tag) !== "mood") continue;
    const mood = facetValue(tag);
    for (const genre of (isOwnKey(MOOD_EXCLUDES, mood) ? MOOD_EXCLUDES[mood] : undefined) ?? []) {
      const genreTag = `genre:${genre}`;
      if (!exclude.includes(genreTag) && !include.includes(genreTag)) {
        exclude = [...exclude, genreTag];
        implied.push(genreTag);
      }
    }
  }
  if (implied.length > 0) intent.implied = implied;
  const kept = stated.filter((t) => include.includes(t));
  if (kept.length > 0) intent.stated = kept;
  const without = new Set(options.without ?? []);
  intent.include = include.filter((t) => !without.has(t));
  intent.exclude = exclude.filter((t) => !without.has(`not:${t}`));
  if (intent.like && without.has(`like:${intent.like.film.title}`)) {
    const derived = new Set(likeFacets(intent.like));
    intent.include = intent.include.filter((t) => !derived.has(t) || own.includes(t));
    delete intent.like;
    delete intent.resembles;
  }
  if (intent.named && without.has(`title:${intent.named.film.title}`)) {
    const derived = new Set(likeFacets(intent.named));
    intent.include = intent.include.filter((t) => !derived.has(t) || own.includes(t));
    delete intent.named;
  }
  return intent;
}
