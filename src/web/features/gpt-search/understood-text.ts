import { formatDigits, interpolate } from "../../i18n/format";
import type { understoodStrings } from "./understood-strings";

type UnderstoodText = (typeof understoodStrings)["EN"];
type FixedKey = Exclude<keyof UnderstoodText, "label">;

/** A tag that is itself a key of the fixed phrases (`kind:Kids Fiction`), never the heading. */
const isFixedKey = (tag: string, t: UnderstoodText): tag is FixedKey => tag !== "label" && Object.hasOwn(t, tag);

/**
 * A years tag (`years:1990-1999`, `years:-1979`, `years:1980-`) in words, its years in the
 * language's digits. A decade's short form ("años 90") is for the 1900s only: "años 2010", not "años 10".
 */
function yearsText(range: string, t: UnderstoodText, locale: string): string {
  const [from = "", to = ""] = range.split("-");
  const min = Number(from);
  const max = Number(to);
  const year = (digits: string) => formatDigits(locale, digits);
  if (from && to && min % 10 === 0 && max === min + 9) {
    return interpolate(t.decade, { decade: year(from), short: year(min < 2000 ? from.slice(2) : from) });
  }
  if (from && to) return from === to ? year(from) : interpolate(t.between, { from: year(from), to: year(to) });
  if (to) return interpolate(t.before, { year: year(String(max + 1)) });
  if (from) return interpolate(t.since, { year: year(from) });
  return "";
}

/** `audience:G..PG`, `audience:..PG-13`, `audience:R..`, `audience:R` in words. */
function audienceText(value: string, t: UnderstoodText): string {
  if (!value.includes("..")) return interpolate(t.audienceExact, { rating: value });
  const [min = "", max = ""] = value.split("..");
  if (min && max) return min === max ? interpolate(t.audienceExact, { rating: min }) : `${min}–${max}`;
  if (max) return interpolate(t.audienceMax, { rating: max });
  return interpolate(t.audienceMin, { rating: min });
}

/** `runtime:-90`, `runtime:120-`, `runtime:75-105` in words (and the older `short`, `long`, `max-N`). */
function runtimeText(value: string, t: UnderstoodText, locale: string): string | undefined {
  const minutes = (digits: string) => formatDigits(locale, digits);
  if (value.startsWith("max-")) return interpolate(t["runtime:max"], { minutes: minutes(value.slice(4)) });
  const match = /^(\d*)-(\d*)$/.exec(value);
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (from && to) return interpolate(t.runtimeRange, { from: minutes(from), to: minutes(to) });
  if (to) return interpolate(t["runtime:max"], { minutes: minutes(to) });
  return interpolate(t.runtimeMin, { minutes: minutes(from) });
}

/** A score or money bound (`critics:90-`, `viewers:-6`, `gross:300000001-`) in words; money in millions. */
function boundText(kind: "critics" | "viewers" | "gross", value: string, t: UnderstoodText): string | undefined {
  const match = /^([\d.]*)-([\d.]*)$/.exec(value);
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  const shown = (n: string) => (kind === "gross" ? String(Math.round(Number(n) / 1_000_000)) : n);
  if (from) return interpolate(t[`${kind}Min`], { value: shown(from) });
  return interpolate(t[`${kind}Max`], { value: shown(to) });
}

/**
 * One facet tag the server sent (`intentTags` on the server) in the reader's language; a tag this
 * page does not know yet reads as its value, never as a code. Numbers in `locale`'s digits.
 */
export function tagText(tag: string, t: UnderstoodText, locale: string): string {
  const colon = tag.indexOf(":");
  const kind = tag.slice(0, colon);
  const value = tag.slice(colon + 1);
  switch (kind) {
    case "years":
      return yearsText(value, t, locale);
    case "director":
      return interpolate(t.director, { name: value });
    case "studio":
      return interpolate(t.studio, { name: value });
    case "critics":
    case "viewers":
    case "gross": {
      const text = boundText(kind, value, t);
      if (text) return text;
      break;
    }
    case "like":
      return interpolate(t.like, { title: value });
    case "liked":
      return interpolate(t.becauseLiked, { title: value });
    case "title":
      return interpolate(t.title, { title: value });
    case "audience":
      return audienceText(value, t);
    case "not":
      return interpolate(t.not, { what: tagText(value.includes(":") ? value : `genre:${value}`, t, locale) });
    case "runtime": {
      const text = runtimeText(value, t, locale);
      if (text) return text;
      break;
    }
  }
  return isFixedKey(tag, t) ? t[tag] : value;
}

/** The whole line: each tag in words, once, joined with " · ". */
export function understoodText(tags: readonly string[], t: UnderstoodText, locale: string): string {
  return [...new Set(tags.map((tag) => tagText(tag, t, locale)).filter(Boolean))].join(" · ");
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
    if (kind === "decade") return yearsText(`${value}-${Number(value) + 9}`, t, locale);
    if (kind === "mpaa") return value === "unknown" ? t.reasonUnrated : interpolate(t.audienceExact, { rating: value });
    if (kind === "minutes" && value === "unknown") return t.reasonLengthUnknown;
    if (part === "unmatched") return t.unmatched;
    const key = REASON_KEYS.get(kind);
    if (key)
      return interpolate(t[key], { value: Number.isFinite(Number(value)) ? number.format(Number(value)) : value });
    return tagText(part, t, locale);
  });
  return words.filter(Boolean).join(" · ");
}
