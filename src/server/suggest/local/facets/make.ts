import type { FacetOf } from "./facet.js";

/**
 * Facets written in code and the vocabulary tables, one constructor per kind (a leaf module: the
 * tables, names and grammar import it without reaching the registry). Absent ends are left out.
 */
type Named =
  | "genre"
  | "story"
  | "source"
  | "mood"
  | "topic"
  | "acclaim"
  | "box-office"
  | "popularity"
  | "critics"
  | "viewers"
  | "same-genre";

const named =
  <K extends Named>(kind: K) =>
  (value: string) =>
    ({ kind, value }) as FacetOf<K>;

function ends<A extends string, B extends string>(a: A, b: B, lo: number | undefined, hi: number | undefined) {
  return { ...(lo !== undefined && { [a]: lo }), ...(hi !== undefined && { [b]: hi }) } as Record<A | B, number>;
}

export const genre = named("genre");
export const story = named("story");
export const source = named("source");
export const mood = named("mood");
export const topic = named("topic");
export const acclaim = named("acclaim");
export const boxOffice = named("box-office");
export const popularity = named("popularity");
export const critics = named("critics");
export const viewers = named("viewers");
export const sameGenre = named("same-genre");
export const person = (name: string): FacetOf<"person"> => ({ kind: "person", name });
export const studio = (name: string): FacetOf<"studio"> => ({ kind: "studio", name });
export const like = (title: string): FacetOf<"like"> => ({ kind: "like", title });
export const title = (name: string): FacetOf<"title"> => ({ kind: "title", title: name });

export const years = (from?: number, to?: number): FacetOf<"years"> => ({
  kind: "years",
  ...ends("from", "to", from, to),
});
/** A range of minutes, dollars or a judge's score: `min` and `max`, either end open. */
const ranged =
  <K extends "runtime" | "gross" | "critics-score" | "viewers-score">(kind: K) =>
  (min?: number, max?: number) =>
    ({ kind, ...ends("min", "max", min, max) }) as FacetOf<K>;

export const runtime = ranged("runtime");
export const gross = ranged("gross");
export const criticsScore = ranged("critics-score");
export const viewersScore = ranged("viewers-score");

type Rating = NonNullable<FacetOf<"rating">["min"]>;
/** An audience range on the MPAA ladder; one rating is `rating("R", "R")`. */
export const rating = (min?: Rating, max?: Rating): FacetOf<"rating"> => ({
  kind: "rating",
  ...(min && { min }),
  ...(max && { max }),
});
