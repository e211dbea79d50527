import type { Features, FilmIndex, Ordering } from "../film-index.js";
import type { FacetKind, FacetOf } from "./facet.js";

export type FacetTest = (f: Features) => boolean;

/**
 * What gives way together when too few films keep every facet (`RELAX_ORDER`): a facet's kind, or
 * the kind a score range belongs to (the critics' score gives way with the critics' verdict).
 * `film`: the film a query names or is like, which never gives way.
 */
export type Group =
  | "genre"
  | "story"
  | "source"
  | "rating"
  | "years"
  | "runtime"
  | "person"
  | "studio"
  | "critics"
  | "viewers"
  | "gross"
  | "acclaim"
  | "box-office"
  | "popularity"
  | "mood"
  | "topic"
  | "film";

/**
 * How a facet is read from a query (`parse.ts`): `words` from the vocabulary tables' `facets` (and
 * comparatives, derivations and typos of them); `numbers` by the number grammar (years, lengths,
 * ratings, ages, scores, money); `names` from the catalogue's names (`film-index.ts`, `names.ts`);
 * `amounts` as an amount of a measured concept (`measure.ts`); `film` from a catalogue title.
 */
export type Reader = "words" | "numbers" | "names" | "amounts" | "film";

/** A fact of a film said in its reason (`explain.ts`), and its place among the facts a query could be about. */
export interface ReasonFact {
  order: number;
  text: string;
}

/** Everything about one kind of facet, in its own module; `facets/index.ts` lists them. */
export interface FacetModule<K extends FacetKind> {
  readBy: readonly Reader[];
  group: Group;
  /** The facet's identity, written the way the engine's logs, tests and draws name it (`genre:Comedy`, `years:1990-1999`). */
  key(facet: FacetOf<K>): string;
  /** Its test on a film's facts; undefined when it names nothing the catalogue knows (an old page's chip). */
  test(facet: FacetOf<K>): FacetTest | undefined;
  /**
   * The places (`Features.at`) of the films in `index` that pass `test`, for a kind the index keeps
   * its films by (a field's value, a topic): found without testing every film. Undefined as `test` is.
   */
  filmsIn?(facet: FacetOf<K>, index: FilmIndex): Iterable<number> | undefined;
  /**
   * The reason's subject when a film was picked for this facet (`explain.ts`), and its rank among
   * subjects (0 first); the page translates the text.
   */
  subject?: { rank: number; text(facet: FacetOf<K>): string };
  /** The fact the reason names when the query asked (or, `exclude`, asked away) this kind. */
  fact?(f: Features, how: "include" | "exclude"): ReasonFact | undefined;
  /**
   * Whether the catalogue knows the fact this kind is judged on for a film. A film whose fact is
   * unknown neither meets nor breaks an exclusion of the kind: it comes after the films known to
   * keep it (`rank.ts`), as a limit's unknown rating or length does.
   */
  known?(f: Features): boolean;
  /** The order the facet implies on the films that fit, and its rank among such orders (0 wins). */
  ordering?(facet: FacetOf<K>): { rank: number; by: Ordering } | undefined;
}
