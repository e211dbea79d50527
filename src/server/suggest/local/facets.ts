import { isOneOf, keysOf } from "../../keys.js";
import type { Facet } from "./facets/facet.js";
import { boxOffice, critics, genre, popularity, rating, source, story, studio, viewers } from "./facets/make.js";
import type { Features } from "./film-index.js";

/**
 * The catalogue's named sets and thresholds the facets are judged by (`facets/`: one module per
 * facet kind, holding its test, reading, reason and place in giving way).
 */

/** A genre asked for in general covers its narrower catalogue genres ("comedy" → romantic and black comedy too). */
export const GENRE_FAMILY: Readonly<Record<string, readonly string[]>> = {
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

/**
 * Exclusions that take their kin with them (not shown as chips): a dramatization is a true story
 * told as fiction, whatever its source says ("Amadeus" is from a play, "Goodfellas" from a book),
 * so "a drama that is not a true story" is no dramatization either. Asked for, a true story is
 * its source only.
 */
export const EXCLUDED_WITH: readonly (readonly [Facet, readonly Facet[]])[] = [
  [source("true"), [story("Dramatization")]],
];

/**
 * What a facet said by the viewer brings with it when the query sets no limit of that kind: a
 * kids' film ("90s kids movies", "películas infantiles", "أفلام أطفال") is rated for children,
 * so when the catalogue has no kids' films of that time (none before 1990) the answer is films
 * children may watch, not any film.
 */
export const COMES_WITH: readonly (readonly [Facet, readonly Facet[]])[] = [
  // An animation house's films are kids' films (before the kids' film's own companion, so it comes too).
  [studio("Pixar"), [story("Kids Fiction")]],
  [story("Kids Fiction"), [rating(undefined, "PG")]],
];

/**
 * Kinds of film that are an intensity, and the rating a milder one stays under: asked away with
 * a hedge ("not too scary", "no muy de miedo", "مش مخيف أوي"), the kind is kept and the rating
 * is what gives ("a thriller that's not too scary" is a thriller under R, "horror but not too
 * scary" is horror under R); asked away outright ("nothing scary"), the kind is excluded.
 */
export const MILDER: readonly (readonly [Facet, Facet])[] = [[genre("Horror"), rating("R")]];

/** MPAA ratings from the mildest; "Not Rated" and unknown films are on no rung. */
export const AUDIENCE_LADDER = ["G", "PG", "PG-13", "R", "NC-17"] as const;

/** Distributors of independent and art-house films (the catalogue records the distributor, not the budget). */
export const INDIE_DISTRIBUTORS = new Set([
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

/** A rating's rung on `AUDIENCE_LADDER`; -1 when it is not on the ladder ("Not Rated", unknown). */
export const rungOf = (rating: string): number =>
  isOneOf(AUDIENCE_LADDER, rating) ? AUDIENCE_LADDER.indexOf(rating) : -1;

/**
 * Facets people say as an amount of something rather than by name: how much money a film made
 * or how many went to see it ("made heaps of cash", "few people went to see it"), how the critics
 * judged it ("critics hated it", "glowing reviews"), how many have seen or know it ("everyone has
 * seen it", "nobody knows it"). Each measured concept has a facet at each end of its scale. When
 * one run of words names several concepts, the first listed here wins: the money a film made
 * counts people too ("few people went to see it" is a flop, not merely obscure).
 */
export const MEASURES = {
  money: { up: boxOffice("hit"), down: boxOffice("flop") },
  critics: { up: critics("loved"), down: critics("panned") },
  audience: { up: viewers("loved"), down: viewers("disliked") },
  viewers: { up: popularity("popular"), down: popularity("obscure") },
} as const;
export type Measure = keyof typeof MEASURES;
export const MEASURE_NAMES: readonly Measure[] = keysOf(MEASURES);

/** Whether a film's audience rating is known (on the MPAA ladder). */
export const ratingKnown = (f: Features): boolean => isOneOf(AUDIENCE_LADDER, f.film.mpaa ?? "");
