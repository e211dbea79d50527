import { type Facet, UNRATED } from "../../../contract/facets";
import { formatDigits, interpolate } from "../../i18n/format";
import type { understoodStrings } from "./understood-strings";

type UnderstoodText = (typeof understoodStrings)["EN"];
type FixedKey = Exclude<keyof UnderstoodText, "label">;

/** A tag that is itself a key of the fixed phrases (`kind:Kids Fiction`), never the heading. */
const isFixedKey = (tag: string, t: UnderstoodText): tag is FixedKey => tag !== "label" && Object.hasOwn(t, tag);

/**
 * A years range in words, its years in the language's digits. A decade is named by its first year
 * in full ("1990s", "años 1990", "عقد ١٩٩٠"), as the sort-and-filter bar names it: "años 10" could
 * be the 1910s or the 2010s.
 */
function yearsText(from: number | undefined, to: number | undefined, t: UnderstoodText, locale: string): string {
  const year = (n: number) => formatDigits(locale, String(n));
  if (from !== undefined && to !== undefined) {
    if (from % 10 === 0 && to === from + 9) return interpolate(t.decade, { decade: year(from) });
    return from === to ? year(from) : interpolate(t.between, { from: year(from), to: year(to) });
  }
  if (to !== undefined) return interpolate(t.before, { year: year(to + 1) });
  if (from !== undefined) return interpolate(t.since, { year: year(from) });
  return "";
}

/** An audience limit on the MPAA ladder in words. */
function ratingText(min: string | undefined, max: string | undefined, t: UnderstoodText): string {
  if (min === UNRATED) return t.audienceUnrated;
  if (min && max) return min === max ? interpolate(t.audienceExact, { rating: min }) : `${min}–${max}`;
  if (max) return interpolate(t.audienceMax, { rating: max });
  return min ? interpolate(t.audienceMin, { rating: min }) : "";
}

/** A length in minutes in words. */
function runtimeText(min: number | undefined, max: number | undefined, t: UnderstoodText, locale: string): string {
  const minutes = (n: number) => formatDigits(locale, String(n));
  if (min !== undefined && max !== undefined)
    return interpolate(t.runtimeRange, { from: minutes(min), to: minutes(max) });
  if (max !== undefined) return interpolate(t["runtime:max"], { minutes: minutes(max) });
  return min !== undefined ? interpolate(t.runtimeMin, { minutes: minutes(min) }) : "";
}

/** A score or money bound in words; money in millions. */
function boundText(
  kind: "critics" | "viewers" | "gross",
  min: number | undefined,
  max: number | undefined,
  t: UnderstoodText,
): string {
  const shown = (n: number) => String(kind === "gross" ? Math.round(n / 1_000_000) : n);
  if (min !== undefined) return interpolate(t[`${kind}Min`], { value: shown(min) });
  return max !== undefined ? interpolate(t[`${kind}Max`], { value: shown(max) }) : "";
}

/** The dictionary's prefix for each facet kind named by a value (`story` facets are `kind:` keys). */
const NAMED_KEY_PREFIX = {
  genre: "genre",
  story: "kind",
  source: "source",
  mood: "mood",
  topic: "topic",
  acclaim: "acclaim",
  "box-office": "boxoffice",
  popularity: "popularity",
  critics: "critics",
  viewers: "viewers",
} as const;

/** A named value in words: its phrase, or the value itself when this page does not know it yet (never a code). */
function namedText(prefix: string, value: string, t: UnderstoodText): string {
  const key = `${prefix}:${value}`;
  return isFixedKey(key, t) ? t[key] : value;
}

/** One facet the server sent (`contract/facets.ts`) in the reader's language; numbers in `locale`'s digits. */
export function facetText(facet: Facet, t: UnderstoodText, locale: string): string {
  switch (facet.kind) {
    case "years":
      return yearsText(facet.from, facet.to, t, locale);
    case "rating":
      return ratingText(facet.min, facet.max, t);
    case "runtime":
      return runtimeText(facet.min, facet.max, t, locale);
    case "critics-score":
      return boundText("critics", facet.min, facet.max, t);
    case "viewers-score":
      return boundText("viewers", facet.min, facet.max, t);
    case "gross":
      return boundText("gross", facet.min, facet.max, t);
    case "person":
      return interpolate(t.director, { name: facet.name });
    case "studio":
      return interpolate(t.studio, { name: facet.name });
    case "like":
      return interpolate(t.like, { title: facet.title });
    case "title":
      return interpolate(t.title, { title: facet.title });
    case "not":
      return interpolate(t.not, { what: facetText(facet.facet, t, locale) });
    default:
      return namedText(NAMED_KEY_PREFIX[facet.kind], facet.value, t);
  }
}

const REASON_KEYS: ReadonlyMap<string, FixedKey> = new Map([
  ["critics", "reasonCritics"],
  ["imdb", "reasonImdb"],
  ["rating", "reasonRating"],
  ["gross", "reasonGross"],
  ["minutes", "reasonMinutes"],
  ["votes", "reasonVotes"],
]);

/**
 * Why a film was picked, in words: its facts (`decade:1990`, `topic:heist`, `critics:92`) joined
 * with " · " ("1990s · heist · 92 % with critics"). Numbers in the reader's locale.
 */
export function reasonText(parts: readonly string[], t: UnderstoodText, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const words = parts.map((part) => {
    const colon = part.indexOf(":");
    const kind = part.slice(0, colon);
    const value = part.slice(colon + 1);
    if (kind === "decade") return yearsText(Number(value), Number(value) + 9, t, locale);
    if (kind === "mpaa") return value === "unknown" ? t.reasonUnrated : interpolate(t.audienceExact, { rating: value });
    if (kind === "minutes" && value === "unknown") return t.reasonLengthUnknown;
    if (part === "unmatched") return t.unmatched;
    const key = REASON_KEYS.get(kind);
    if (key)
      return interpolate(t[key], { value: Number.isFinite(Number(value)) ? number.format(Number(value)) : value });
    // The subject the film was picked for (`genre:Comedy`, `topic:heist`, `director:…`).
    if (kind === "director") return interpolate(t.director, { name: value });
    // The account's taste broke a tie: the liked film this pick is nearest to.
    if (kind === "liked") return interpolate(t.becauseLiked, { title: value });
    return namedText(kind, value, t);
  });
  return words.filter(Boolean).join(" · ");
}
