import { z } from "./zod.js";

/**
 * What the embedded engine understood of a query, facet by facet: the page's chips. Each kind is
 * one shape, so neither side splits strings: the embedded engine carries these very facets from
 * its vocabulary to its answer (`server/suggest/local/facets/`, one module per kind), and reads a
 * removed chip the page sends back as it is. Open ranges leave an end out; values name the catalogue's
 * own facts (its genres, kinds of story, distributors, directors) or the engine's named sets
 * (sources, moods, topics, verdicts), which the page translates and shows as they are when new.
 */
const TextSchema = z.string().check(z.minLength(1), z.maxLength(200));
const BoundSchema = z.optional(z.number().check(z.minimum(0)));
const YearSchema = z.optional(z.int().check(z.minimum(1800), z.maximum(2200)));

/** MPAA ratings from the mildest: an audience limit is a range on this ladder. */
export const RATINGS = ["G", "PG", "PG-13", "R", "NC-17"] as const;
/**
 * Released without an MPAA rating ("unrated", "sin clasificar"): a fact the catalogue records, on
 * no rung of the ladder, so it is only ever both ends of a rating facet (`min` = `max` = UNRATED).
 */
export const UNRATED = "Not Rated";
const RatingSchema = z.optional(z.enum([...RATINGS, UNRATED]));

/** A named value of the catalogue or the engine (`{ kind: "genre", value: "Western" }`). */
const namedOne = <K extends string>(kind: K) => z.object({ kind: z.literal(kind), value: TextSchema });
/** A range on some measure, either end open (`{ kind: "runtime", max: 90 }`). */
const rangedOne = <K extends string>(kind: K) =>
  z.object({ kind: z.literal(kind), min: BoundSchema, max: BoundSchema });
/** One schema a kind, in the order given. */
const named = <const K extends readonly string[]>(...kinds: K) =>
  kinds.map(namedOne) as { [I in keyof K]: ReturnType<typeof namedOne<K[I] & string>> };
const ranged = <const K extends readonly string[]>(...kinds: K) =>
  kinds.map(rangedOne) as { [I in keyof K]: ReturnType<typeof rangedOne<K[I] & string>> };

/**
 * Named values: a genre; the catalogue's kind of story ("Science Fiction", "Kids Fiction"); what the
 * film is adapted from (book, play, comic, game, tv, true, remake, musical, legend, original); a mood;
 * a topic; a verdict or standing: acclaim (best, underrated, overrated, gem, worst), box-office (hit,
 * flop, indie), popularity (popular, obscure); what critics (Rotten Tomatoes) or viewers (IMDb)
 * thought: loved, panned / loved, disliked. Ranges: minutes, the Rotten Tomatoes per cent, the IMDb
 * score, US dollars. `like`: the film the query is like (not suggested itself); `title`: the one it
 * names outright.
 */
const PLAIN_FACETS = [
  ...named("genre", "story", "source", "mood", "topic", "acclaim", "box-office", "popularity", "critics", "viewers"),
  z.object({ kind: z.literal("person"), name: TextSchema }),
  z.object({ kind: z.literal("studio"), name: TextSchema }),
  z.object({ kind: z.literal("years"), from: YearSchema, to: YearSchema }),
  z.object({ kind: z.literal("rating"), min: RatingSchema, max: RatingSchema }),
  ...ranged("runtime", "critics-score", "viewers-score", "gross"),
  z.object({ kind: z.literal("like"), title: TextSchema }),
  z.object({ kind: z.literal("title"), title: TextSchema }),
] as const;

/** A facet a film should have. */
export const PlainFacetSchema = z.discriminatedUnion("kind", [...PLAIN_FACETS]);
export type PlainFacet = z.infer<typeof PlainFacetSchema>;

/** A facet a film should have, or one it must not have (`{ kind: "not", facet }`). */
export const FacetSchema = z.discriminatedUnion("kind", [
  ...PLAIN_FACETS,
  z.object({ kind: z.literal("not"), facet: PlainFacetSchema }),
]);
export type Facet = z.infer<typeof FacetSchema>;
export type FacetKind = Facet["kind"];

/**
 * One chip: a facet, and `relaxed` when the catalogue had too few films with it and the answer
 * gave it up for the nearest films instead (the page marks it, in words).
 */
export const ChipSchema = z.object({ facet: FacetSchema, relaxed: z.optional(z.boolean()) });
export type Chip = z.infer<typeof ChipSchema>;

/** A facet's identity, the same on both sides (React keys, removal). */
export const facetKey = (facet: Facet): string => JSON.stringify(facet);
