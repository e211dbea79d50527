import { isOneOf, isOwnKey, keysOf } from "../../keys.js";
import { isAcclaimed, isPopular, THRESHOLDS } from "../../movies/catalog/thresholds.js";
import type { Features, Ordering } from "./film-index.js";
import { MOOD_TEST } from "./moods.js";
import { distributorsOf } from "./studios.js";
import { TOPIC_NAMES } from "./topics.js";

/**
 * The facets a query can reach: every fact the catalogue holds, plus the moods and topics derived
 * from them. A facet is a language-neutral tag (`kind:value`), the unit of understanding, of the
 * page's chips ("Remove ‹facet›") and of refinement. Each tag has one test on a film's facts.
 *
 * Tags: `genre:<catalogue genre>` · `kind:<creative type>` · `source:book|play|comic|game|tv|true|
 * remake|musical|legend|original` · `audience:<min>..<max>` (MPAA, either end open; `audience:R`
 * for one rating) · `years:<min>-<max>` (either end open) · `runtime:<min>-<max>` (minutes) ·
 * `director:<name>` · `studio:<family or distributor>` (`studios.ts`) · `critics:loved|panned` (Rotten
 * Tomatoes) · `viewers:loved|disliked` (IMDb) · `acclaim:best|underrated|overrated|gem|worst` ·
 * `boxoffice:hit|flop|indie` · `gross:<min>-<max>` (US dollars) · `critics:<min>-<max>` and
 * `viewers:<min>-<max>` (a score range, either end open)
 * · `popularity:popular|obscure` · `mood:<mood>` · `topic:<topic>`.
 */
export const FACET_KINDS = [
  "genre",
  "kind",
  "source",
  "audience",
  "years",
  "runtime",
  "director",
  "studio",
  "critics",
  "viewers",
  "gross",
  "acclaim",
  "boxoffice",
  "popularity",
  "mood",
  "topic",
] as const;
export type FacetKind = (typeof FACET_KINDS)[number];

export const facetKind = (tag: string): FacetKind => tag.slice(0, tag.indexOf(":")) as FacetKind;
export const facetValue = (tag: string): string => tag.slice(tag.indexOf(":") + 1);

/** A genre asked for in general covers its narrower catalogue genres ("comedy" → romantic and black comedy too). */
const GENRE_FAMILY: Readonly<Record<string, readonly string[]>> = {
  Comedy: ["Comedy", "Romantic Comedy", "Black Comedy"],
  Musical: ["Musical", "Concert/Performance"],
};

/** The catalogue's source values behind each source facet. */
export const SOURCES: Readonly<Record<string, readonly string[]>> = {
  book: ["Based on Book/Short Story", "Based on Factual Book/Article"],
  play: ["Based on Play"],
  comic: ["Based on Comic/Graphic Novel"],
  game: ["Based on Game"],
  tv: ["Based on TV"],
  true: ["Based on Real Life Events", "Based on Factual Book/Article"],
  remake: ["Remake"],
  musical: ["Based on Musical/Opera"],
  legend: ["Traditional/Legend/Fairytale"],
  original: ["Original Screenplay"],
};

/** MPAA ratings from the mildest; "Not Rated" and unknown films are on no rung. */
export const AUDIENCE_LADDER = ["G", "PG", "PG-13", "R", "NC-17"] as const;

/** Distributors of independent and art-house films (the catalogue records the distributor, not the budget). */
const INDIE_DISTRIBUTORS = new Set([
  "Miramax",
  "Lionsgate",
  "Sony Pictures Classics",
  "Fox Searchlight",
  "Focus Features",
  "Weinstein Co.",
  "Artisan",
  "Magnolia Pictures",
  "Fine Line",
  "Paramount Vantage",
  "Miramax/Dimension",
  "IFC Films",
  "Newmarket Films",
  "Roadside Attractions",
  "Samuel Goldwyn Films",
  "First Look",
  "ThinkFilm",
  "Lions Gate",
  "Strand",
  "Overture Films",
  "Summit Entertainment",
  "Picturehouse",
  "Kino International",
  "Zeitgeist",
]);

export type FacetTest = (f: Features) => boolean;

const inRange = (v: number | null | undefined, min: number, max: number) =>
  typeof v === "number" && v >= min && v <= max;

/** `"1990-1999"`, `"-1979"`, `"2000-"` → bounds (open ends are ±∞). */
export function rangeOf(value: string): { min: number; max: number } {
  const [lo = "", hi = ""] = value.split("-");
  return {
    min: lo === "" ? Number.NEGATIVE_INFINITY : Number(lo),
    max: hi === "" ? Number.POSITIVE_INFINITY : Number(hi),
  };
}

/** A rating's rung on `AUDIENCE_LADDER`; -1 when it is not on the ladder ("Not Rated", unknown). */
const rungOf = (rating: string): number => (isOneOf(AUDIENCE_LADDER, rating) ? AUDIENCE_LADDER.indexOf(rating) : -1);

/** `"G..PG"`, `"..PG-13"`, `"R.."`, `"R"` → rungs of `AUDIENCE_LADDER`. */
export function audienceRange(value: string): { min: number; max: number } {
  const [lo, hi] = value.includes("..") ? value.split("..") : [value, value];
  const rung = (r: string | undefined, open: number) => (r ? rungOf(r) : open);
  return { min: rung(lo, 0), max: rung(hi, AUDIENCE_LADDER.length - 1) };
}

/**
 * What the critics thought (Rotten Tomatoes) and what viewers thought (IMDb) are two facets, so a
 * query can set them against each other: "critics loved it, audiences didn't" is critics:loved
 * and viewers:disliked, both kept.
 */
const CRITICS: Readonly<Record<string, FacetTest>> = {
  loved: (f) => (f.rottenTomatoes ?? 0) >= THRESHOLDS.criticsLoved,
  panned: (f) => f.rottenTomatoes !== null && f.rottenTomatoes <= THRESHOLDS.criticsPanned,
};

const VIEWERS: Readonly<Record<string, FacetTest>> = {
  loved: (f) => f.rating >= THRESHOLDS.audienceLoved && f.votes >= THRESHOLDS.audienceVotes,
  disliked: (f) => f.rating > 0 && f.rating <= THRESHOLDS.audienceDisliked && f.votes >= THRESHOLDS.worstVotes,
};

/** Viewers rate it well while the critics or the box office did not: the meaning of "underrated". */
const underrated = (f: Features) =>
  f.votes >= 1_000 &&
  f.votes < THRESHOLDS.hiddenVotes &&
  ((f.rating >= 7 && f.rottenTomatoes !== null && f.rottenTomatoes <= 50) ||
    (f.rating >= 7.5 && f.usGross !== null && f.usGross < 10_000_000));

const ACCLAIM: Readonly<Record<string, FacetTest>> = {
  best: (f) => isAcclaimed(f.film),
  underrated,
  // The reverse: praised by the critics or a huge success, while viewers rate it low.
  overrated: (f) =>
    f.rating > 0 &&
    f.rating <= 6.5 &&
    ((f.rottenTomatoes ?? 0) >= THRESHOLDS.criticsLoved || (f.film.worldwideGross ?? 0) >= 300_000_000),
  // A hidden gem: rated highly, and hardly anyone paid to see it.
  gem: (f) =>
    f.rating >= THRESHOLDS.gemRating &&
    f.votes >= 1_000 &&
    f.votes < THRESHOLDS.hiddenVotes &&
    f.usGross !== null &&
    f.usGross < THRESHOLDS.gemGross,
  worst: (f) => f.rating > 0 && f.rating <= THRESHOLDS.worstRating && f.votes >= THRESHOLDS.worstVotes,
};

const BOX_OFFICE: Readonly<Record<string, FacetTest>> = {
  hit: (f) => (f.usGross ?? 0) >= THRESHOLDS.hitGross,
  // Grosses before 1980 are in the money of their day: a flop is judged among newer wide releases.
  flop: (f) =>
    f.usGross !== null &&
    f.usGross < THRESHOLDS.flopGross &&
    f.votes >= THRESHOLDS.flopVotes &&
    (f.year ?? 0) >= THRESHOLDS.flopSince &&
    Boolean(f.film.distributor) &&
    !isIndie(f),
  indie: (f) => isIndie(f),
};

function isIndie(f: Features): boolean {
  return INDIE_DISTRIBUTORS.has(f.film.distributor ?? "");
}

const POPULARITY: Readonly<Record<string, FacetTest>> = {
  popular: (f) => isPopular(f.film),
  obscure: (f) => f.votes > 0 && f.votes < THRESHOLDS.obscureVotes,
};

/** The test for a tag, or undefined when the tag names nothing this engine knows (a bad chip, an old page). */
export function facetTest(tag: string): FacetTest | undefined {
  const value = facetValue(tag);
  switch (facetKind(tag)) {
    case "genre": {
      // "genre:=Comedy": that catalogue genre exactly, not its family (a resemblance, `intent.ts`).
      if (value.startsWith("=")) return (f) => f.film.genre === value.slice(1);
      const family = GENRE_FAMILY[value] ?? [value];
      return (f) => family.includes(f.film.genre ?? "");
    }
    case "kind":
      return (f) => f.film.creativeType === value;
    case "source": {
      const sources = SOURCES[value];
      return sources && ((f) => sources.includes(f.film.source ?? ""));
    }
    case "audience": {
      const { min, max } = audienceRange(value);
      if (min < 0 || max < 0) return undefined;
      return (f) => inRange(rungOf(f.film.mpaa ?? ""), min, max);
    }
    case "years": {
      const { min, max } = rangeOf(value);
      return (f) => inRange(f.year, min, max);
    }
    case "runtime": {
      const { min, max } = rangeOf(value);
      return (f) => inRange(f.film.runtime, min, max);
    }
    case "director":
      return (f) => f.film.director === value;
    case "studio": {
      const distributors = distributorsOf(value);
      return (f) => distributors.includes(f.film.distributor ?? "");
    }
    case "critics": {
      if (!/^[\d-]/.test(value)) return CRITICS[value];
      const { min, max } = rangeOf(value);
      return (f) => inRange(f.rottenTomatoes, min, max);
    }
    case "viewers": {
      if (!/^[\d-]/.test(value)) return VIEWERS[value];
      const { min, max } = rangeOf(value);
      return (f) => f.rating > 0 && inRange(f.rating, min, max);
    }
    case "gross": {
      // "Made over 500 million" counts the world's takings; "under a million" the US's, the smaller.
      const { min, max } = rangeOf(value);
      const takings = (f: Features) =>
        Number.isFinite(max) ? f.usGross : Math.max(f.film.worldwideGross ?? 0, f.usGross ?? 0) || null;
      return (f) => inRange(takings(f), min, max);
    }
    case "acclaim":
      return ACCLAIM[value];
    case "boxoffice":
      return BOX_OFFICE[value];
    case "popularity":
      return POPULARITY[value];
    case "mood":
      return isOwnKey(MOOD_TEST, value) ? MOOD_TEST[value] : undefined;
    case "topic":
      return isOneOf(TOPIC_NAMES, value) ? (f) => f.topics.has(value) : undefined;
    default:
      return undefined;
  }
}

/**
 * The ordering some facets imply (a flop: the least taken; the critics' love: both judges' scores
 * together; acclaim, hits, hidden gems); popularity otherwise.
 */
export function orderingFor(tags: readonly string[]): Ordering {
  if (tags.includes("boxoffice:flop")) return "flop";
  if (tags.includes("critics:loved")) return "critics";
  if (tags.includes("viewers:loved")) return "bayes";
  if (tags.includes("acclaim:worst") || tags.includes("critics:panned")) return "ratingAsc";
  if (["acclaim:underrated", "acclaim:gem", "popularity:obscure"].some((t) => tags.includes(t))) return "hidden";
  if (tags.includes("boxoffice:hit") || tags.some((t) => facetKind(t) === "gross" && t.endsWith("-"))) return "gross";
  if (tags.some((t) => ["acclaim", "critics", "viewers"].includes(facetKind(t)))) return "bayes";
  return "popularity";
}

/**
 * Which kinds give way first when too few films meet every facet: the softest (moods, acclaim)
 * before what the query named outright (a director, a source, a genre); the audience last. A
 * limit the viewer stated in numbers or a decade ("before 1980", "the 90s", "under 2 hours")
 * is dropped after everything but the audience (`rank.ts`), but a range that can widen
 * (`WIDENINGS`) first widens, after the soft kinds and before the subject: "westerns of the 1950s"
 * the catalogue lacks are westerns of the neighbouring decades. Exclusions never give way.
 */
export const RELAX_ORDER: readonly FacetKind[] = [
  "popularity",
  "mood",
  "acclaim",
  "viewers",
  "critics",
  "boxoffice",
  "gross",
  "runtime",
  "kind",
  "years",
  "topic",
  "genre",
  "source",
  "studio",
  "director",
  // The audience is a limit the viewer sets (little children, no gore): it gives way last.
  "audience",
];

/**
 * How a range kind gives way before it is dropped: it widens by these steps on each side, the
 * nearest first. "Westerns of the 1950s", which the catalogue lacks, are westerns of the 1940s and
 * 1960s, then of the 1930s–1970s, before they are 1950s films of any genre (`rank.ts`).
 */
export const WIDENINGS: Readonly<Partial<Record<FacetKind, readonly number[]>>> = { years: [10, 20] };

/** A range tag widened by `by` on each side (open ends stay open): `years:1950-1959`, 10 → `years:1940-1969`. */
export function widenTag(tag: string, by: number): string {
  const { min, max } = rangeOf(facetValue(tag));
  const lo = Number.isFinite(min) ? String(min - by) : "";
  const hi = Number.isFinite(max) ? String(max + by) : "";
  return `${facetKind(tag)}:${lo}-${hi}`;
}

/**
 * Values a kind's bare name reads as ("box office" → a hit) and their explicit opposites: when a
 * query holds both ("failed at the box office"), the explicit opposite is what it meant; a value
 * asked away ("not popular") is its opposite.
 */
export const DEFAULT_READINGS: Readonly<Record<string, string>> = {
  "boxoffice:hit": "boxoffice:flop",
  "acclaim:best": "acclaim:worst",
  "popularity:popular": "popularity:obscure",
};

/**
 * Facets people say as an amount of something rather than by name: how much money a film made
 * or how many went to see it ("made heaps of cash", "few people went to see it"), how the critics
 * judged it ("critics hated it", "glowing reviews"), how many have seen or know it ("everyone has
 * seen it", "nobody knows it"). Each measured concept has a facet at each end of its scale. When
 * one run of words names several concepts, the first listed here wins: the money a film made
 * counts people too ("few people went to see it" is a flop, not merely obscure).
 */
export const MEASURES = {
  money: { up: "boxoffice:hit", down: "boxoffice:flop" },
  critics: { up: "critics:loved", down: "critics:panned" },
  audience: { up: "viewers:loved", down: "viewers:disliked" },
  viewers: { up: "popularity:popular", down: "popularity:obscure" },
} as const;
export type Measure = keyof typeof MEASURES;
export const MEASURE_NAMES: readonly Measure[] = keysOf(MEASURES);

/** Whether a film's audience rating is known (on the MPAA ladder). */
export const ratingKnown = (f: Features): boolean => isOneOf(AUDIENCE_LADDER, f.film.mpaa ?? "");
