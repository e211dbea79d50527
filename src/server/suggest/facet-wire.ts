import { type Chip, type Facet, FacetSchema, type PlainFacet, RATINGS } from "../../contract/facets.js";
import { FACETS_MAX } from "../../contract/suggestions.js";

/**
 * The one edge between the local engine's facet tags (`local/facets.ts`: `genre:Western`,
 * `years:1950-1959`, `not:topic:romance`) and the wire's typed facets (`contract/facets.ts`).
 * The engine keeps its own tags; only here are they read as strings, and written back from a
 * facet the page sends (a removed chip). A tag this edge cannot read is left out of the answer
 * (logged by the caller), never sent half-understood.
 */

/** Engine kinds read as one named value, and the wire's name for each. */
const NAMED = {
  genre: "genre",
  kind: "story",
  source: "source",
  mood: "mood",
  topic: "topic",
  acclaim: "acclaim",
  boxoffice: "box-office",
  popularity: "popularity",
} as const satisfies Record<string, Facet["kind"]>;
type NamedWire = (typeof NAMED)[keyof typeof NAMED];
const NAMED_TAG = Object.fromEntries(Object.entries(NAMED).map(([tag, wire]) => [wire, tag])) as Record<
  NamedWire,
  string
>;

/** Engine kinds that are either a verdict (`critics:loved`) or a score range (`critics:90-`). */
const SCORED = { critics: "critics-score", viewers: "viewers-score" } as const;

const RANGE = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/;

/** `"1990-1999"`, `"-90"`, `"120-"` → its ends; undefined when it is no range. */
function rangeOf(value: string): { min?: number; max?: number } | undefined {
  const match = RANGE.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  return {
    ...(match[1] !== undefined && { min: Number(match[1]) }),
    ...(match[2] !== undefined && { max: Number(match[2]) }),
  };
}

const rangeText = (min: number | undefined, max: number | undefined) => `${min ?? ""}-${max ?? ""}`;

const isRating = (r: string): r is (typeof RATINGS)[number] => (RATINGS as readonly string[]).includes(r);

/** `"G..PG"`, `"..PG-13"`, `"R.."`, `"R"` → its ends on the ladder. */
function ratingOf(value: string): Facet | undefined {
  const [lo = "", hi = ""] = value.includes("..") ? value.split("..") : [value, value];
  if ((lo && !isRating(lo)) || (hi && !isRating(hi)) || (!lo && !hi)) return undefined;
  return { kind: "rating", ...(lo && isRating(lo) && { min: lo }), ...(hi && isRating(hi) && { max: hi }) };
}

function plainFacetOf(tag: string): PlainFacet | undefined {
  const colon = tag.indexOf(":");
  if (colon <= 0 || colon === tag.length - 1) return undefined;
  const kind = tag.slice(0, colon);
  const value = tag.slice(colon + 1);
  if (Object.hasOwn(NAMED, kind)) return { kind: NAMED[kind as keyof typeof NAMED], value };
  switch (kind) {
    case "director":
      return { kind: "person", name: value };
    case "studio":
      return { kind: "studio", name: value };
    case "like":
    case "title":
      return { kind, title: value };
    case "critics":
    case "viewers": {
      const range = rangeOf(value);
      return range ? { kind: SCORED[kind], ...range } : { kind, value };
    }
    case "gross":
    case "runtime": {
      const range = rangeOf(value);
      return range && { kind, ...range };
    }
    case "years": {
      const range = rangeOf(value);
      return range && { kind: "years", from: range.min, to: range.max };
    }
    case "audience": {
      const rating = ratingOf(value);
      return rating?.kind === "rating" ? rating : undefined;
    }
    default:
      return undefined;
  }
}

/** An engine tag as a wire facet; undefined for a tag of no known shape. The result is checked by the contract. */
export function facetOfTag(tag: string): Facet | undefined {
  const facet: Facet | undefined = tag.startsWith("not:")
    ? ((inner) => inner && { kind: "not" as const, facet: inner })(plainFacetOf(tag.slice(4)))
    : plainFacetOf(tag);
  if (!facet) return undefined;
  // Drop absent ends (`undefined` keys) so the facet is what the contract parses and the page keys by.
  const parsed = FacetSchema.safeParse(JSON.parse(JSON.stringify(facet)));
  return parsed.success ? parsed.data : undefined;
}

function plainTagOf(facet: PlainFacet): string {
  switch (facet.kind) {
    case "person":
      return `director:${facet.name}`;
    case "studio":
      return `studio:${facet.name}`;
    case "like":
    case "title":
      return `${facet.kind}:${facet.title}`;
    case "critics-score":
      return `critics:${rangeText(facet.min, facet.max)}`;
    case "viewers-score":
      return `viewers:${rangeText(facet.min, facet.max)}`;
    case "gross":
    case "runtime":
      return `${facet.kind}:${rangeText(facet.min, facet.max)}`;
    case "years":
      return `years:${rangeText(facet.from, facet.to)}`;
    case "rating":
      return facet.min && facet.min === facet.max
        ? `audience:${facet.min}`
        : `audience:${facet.min ?? ""}..${facet.max ?? ""}`;
    case "critics":
    case "viewers":
      return `${facet.kind}:${facet.value}`;
    default:
      return `${NAMED_TAG[facet.kind]}:${facet.value}`;
  }
}

/** A wire facet (a chip the page sends back) as the engine's tag. */
export function tagOfFacet(facet: Facet): string {
  return facet.kind === "not" ? `not:${plainTagOf(facet.facet)}` : plainTagOf(facet);
}

/**
 * The engine's tags as chips: each facet once, in the engine's order, `relaxed` when its kind is
 * one the answer gave up (`Ranked.relaxed`; exclusions never give way). Tags of no known shape are
 * returned apart, for the caller's log.
 */
export function chipsOf(tags: readonly string[], relaxed: readonly string[] = []): { chips: Chip[]; unread: string[] } {
  const gaveUp = new Set(relaxed);
  const chips: Chip[] = [];
  const unread: string[] = [];
  for (const tag of tags) {
    const facet = facetOfTag(tag);
    if (!facet) {
      unread.push(tag);
      continue;
    }
    const kind = tag.slice(0, tag.indexOf(":"));
    chips.push(gaveUp.has(kind) && facet.kind !== "not" ? { facet, relaxed: true } : { facet });
  }
  return { chips: chips.slice(0, FACETS_MAX), unread };
}
