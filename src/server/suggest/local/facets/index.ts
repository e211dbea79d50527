import type { Facet as WireFacet } from "../../../../contract/facets.js";
import type { FilmIndex, Ordering } from "../film-index.js";
import { ACCLAIM } from "./acclaim.js";
import { BOX_OFFICE } from "./box-office.js";
import { CRITICS } from "./critics.js";
import { CRITICS_SCORE } from "./critics-score.js";
import type { Facet, FacetKind, FacetOf } from "./facet.js";
import { GENRE } from "./genre.js";
import { GROSS } from "./gross.js";
import { LIKE } from "./like.js";
import { acclaim, boxOffice, popularity, years } from "./make.js";
import type { FacetModule, FacetTest, Group } from "./module.js";
import { MOOD } from "./mood.js";
import { PERSON } from "./person.js";
import { POPULARITY } from "./popularity.js";
import { RATING } from "./rating.js";
import { RUNTIME } from "./runtime.js";
import { SAME_GENRE } from "./same-genre.js";
import { SOURCE } from "./source.js";
import { STORY } from "./story.js";
import { STUDIO } from "./studio.js";
import { TITLE } from "./title.js";
import { TOPIC } from "./topic.js";
import { VIEWERS } from "./viewers.js";
import { VIEWERS_SCORE } from "./viewers-score.js";
import { YEARS } from "./years.js";

export type { Facet, FacetKind, FacetOf } from "./facet.js";
export type { FacetTest, Group } from "./module.js";

/**
 * The facet registry: one module per kind (`facet.ts` says what each holds), and the one place
 * that knows them all. Adding a kind is one module, its line here, its constructor (`make.ts`)
 * and its vocabulary entries; `index.test.ts` walks this table so no kind lacks a part.
 */
export const FACET_MODULES: { readonly [K in FacetKind]: FacetModule<K> } = {
  genre: GENRE,
  "same-genre": SAME_GENRE,
  story: STORY,
  source: SOURCE,
  mood: MOOD,
  topic: TOPIC,
  acclaim: ACCLAIM,
  "box-office": BOX_OFFICE,
  popularity: POPULARITY,
  critics: CRITICS,
  viewers: VIEWERS,
  person: PERSON,
  studio: STUDIO,
  years: YEARS,
  rating: RATING,
  runtime: RUNTIME,
  "critics-score": CRITICS_SCORE,
  "viewers-score": VIEWERS_SCORE,
  gross: GROSS,
  like: LIKE,
  title: TITLE,
};

const moduleOf = <K extends FacetKind>(facet: FacetOf<K>): FacetModule<K> =>
  FACET_MODULES[facet.kind as K] as FacetModule<K>;

/** A facet's identity (`genre:Comedy`, `years:1990-1999`, `not:topic:romance`): equal facets, equal keys. */
export function keyOf(facet: Facet | WireFacet): string {
  return facet.kind === "not" ? `not:${keyOf(facet.facet)}` : moduleOf(facet).key(facet);
}

export const sameFacet = (a: Facet, b: Facet): boolean => keyOf(a) === keyOf(b);
export const hasFacet = (list: readonly Facet[], facet: Facet): boolean => list.some((f) => sameFacet(f, facet));
export const withoutFacet = (list: readonly Facet[], facet: Facet): Facet[] => list.filter((f) => !sameFacet(f, facet));

/** The facet's test on a film's facts; undefined when it names nothing this engine knows (a bad chip, an old page). */
export const testOf = (facet: Facet): FacetTest | undefined => moduleOf(facet).test(facet);

/** The places of the films that pass the facet's test, when its kind's films are kept by the index (`FacetModule.filmsIn`). */
export const filmsIn = (facet: Facet, index: FilmIndex): Iterable<number> | undefined =>
  moduleOf(facet).filmsIn?.(facet, index);

/** Whether a film's fact for the facet's kind is known (always, for kinds that say nothing of it). */
export const knownFor = (facet: Facet, f: Parameters<FacetTest>[0]): boolean => moduleOf(facet).known?.(f) ?? true;

/** What a facet gives way with (`RELAX_ORDER`). */
export const groupOf = (facet: Facet): Group => moduleOf(facet).group;

/** Same group: a facet of one kind replaces, joins or refuses another of that group. */
export const sameGroup = (a: Facet, b: Facet): boolean => groupOf(a) === groupOf(b);

/** The reason's subject for a facet the film has, with its rank (`explain.ts`). */
export const subjectOf = (facet: Facet): { rank: number; text: string } | undefined => {
  const subject = moduleOf(facet).subject;
  return subject && { rank: subject.rank, text: subject.text(facet) };
};

/**
 * The ordering some facets imply (a flop: the least taken; the critics' love: both judges' scores
 * together; acclaim, hits, hidden gems); popularity otherwise. The lowest rank wins.
 */
export function orderingFor(facets: readonly Facet[]): Ordering {
  let best: { rank: number; by: Ordering } | undefined;
  for (const facet of facets) {
    const order = moduleOf(facet).ordering?.(facet);
    if (order && (!best || order.rank < best.rank)) best = order;
  }
  return best?.by ?? "popularity";
}

/**
 * Which groups give way first when too few films meet every facet: the softest (moods, acclaim)
 * before what the query named outright (a director, a source, a genre); the audience last. A
 * limit the viewer stated in numbers or a decade ("before 1980", "the 90s", "under 2 hours")
 * is dropped after everything but the audience (`rank.ts`), but a range that can widen
 * (`WIDENINGS`) first widens, after the soft kinds and before the subject: "westerns of the 1950s"
 * the catalogue lacks are westerns of the neighbouring decades. Exclusions never give way.
 */
export const RELAX_ORDER: readonly Group[] = [
  "popularity",
  "mood",
  "acclaim",
  "viewers",
  "critics",
  "box-office",
  "gross",
  "runtime",
  "story",
  "years",
  "topic",
  "genre",
  "source",
  "studio",
  "person",
  // The audience is a limit the viewer sets (little children, no gore): it gives way last.
  "rating",
];

/**
 * How a range gives way before it is dropped: it widens by these steps on each side, the nearest
 * first. "Westerns of the 1950s", which the catalogue lacks, are westerns of the 1940s and 1960s,
 * then of the 1930s–1970s, before they are 1950s films of any genre (`rank.ts`).
 */
export const WIDENINGS: Readonly<Partial<Record<Group, readonly number[]>>> = { years: [10, 20] };

/** A facet widened by `by` on each side when its kind can widen (open ends stay open). */
export function widened(facet: Facet, by: number): Facet {
  if (facet.kind !== "years") return facet;
  return years(
    facet.from === undefined ? undefined : facet.from - by,
    facet.to === undefined ? undefined : facet.to + by,
  );
}

/**
 * Values a kind's bare name reads as ("box office" → a hit) and their explicit opposites: when a
 * query holds both ("failed at the box office"), the explicit opposite is what it meant; a value
 * asked away ("not popular") is its opposite.
 */
export const DEFAULT_READINGS: readonly (readonly [Facet, Facet])[] = [
  [boxOffice("hit"), boxOffice("flop")],
  [acclaim("best"), acclaim("worst")],
  [popularity("popular"), popularity("obscure")],
];

/** The explicit opposite of a graded value, either way (a hit ↔ a flop). */
export function oppositeOf(facet: Facet): Facet | undefined {
  for (const [reading, opposite] of DEFAULT_READINGS) {
    if (sameFacet(reading, facet)) return opposite;
    if (sameFacet(opposite, facet)) return reading;
  }
  return undefined;
}
