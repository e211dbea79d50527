import type { FacetOf } from "./facet.js";

/**
 * Facets written in code and the vocabulary tables, one constructor per kind (a leaf module: the
 * tables, names and grammar import it without reaching the registry). Absent ends are left out.
 */
type Named = "genre" | "story" | "source" | "mood" | "topic" | "acclaim" | "box-office" | "popularity";

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
export const critics = (value: string): FacetOf<"critics"> => ({ kind: "critics", value });
export const viewers = (value: string): FacetOf<"viewers"> => ({ kind: "viewers", value });
export const sameGenre = (value: string): FacetOf<"same-genre"> => ({ kind: "same-genre", value });
export const person = (name: string): FacetOf<"person"> => ({ kind: "person", name });
export const studio = (name: string): FacetOf<"studio"> => ({ kind: "studio", name });
export const like = (title: string): FacetOf<"like"> => ({ kind: "like", title });
export const title = (name: string): FacetOf<"title"> => ({ kind: "title", title: name });

export const years = (from?: number, to?: number): FacetOf<"years"> => ({
  kind: "years",
  ...ends("from", "to", from, to),
});
export const runtime = (min?: number, max?: number): FacetOf<"runtime"> => ({
  kind: "runtime",
  ...ends("min", "max", min, max),
});
export const gross = (min?: number, max?: number): FacetOf<"gross"> => ({
  kind: "gross",
  ...ends("min", "max", min, max),
});
export const criticsScore = (min?: number, max?: number): FacetOf<"critics-score"> => ({
  kind: "critics-score",
  ...ends("min", "max", min, max),
});
export const viewersScore = (min?: number, max?: number): FacetOf<"viewers-score"> => ({
  kind: "viewers-score",
  ...ends("min", "max", min, max),
});

type Rating = NonNullable<FacetOf<"rating">["min"]>;
/** An audience range on the MPAA ladder; one rating is `rating("R", "R")`. */
export const rating = (min?: Rating, max?: Rating): FacetOf<"rating"> => ({
  kind: "rating",
  ...(min && { min }),
  ...(max && { max }),
});
