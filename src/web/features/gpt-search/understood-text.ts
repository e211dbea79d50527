import { interpolate } from "../../i18n/format";
import type { understoodStrings } from "./understood-strings";

type UnderstoodText = (typeof understoodStrings)["EN"];
type FixedKey = Exclude<keyof UnderstoodText, "label">;

/** A years tag (`years:1990-1999`, `years:-1979`, `years:1980-`) in words. */
function yearsText(range: string, t: UnderstoodText): string {
  const [from = "", to = ""] = range.split("-");
  const min = Number(from);
  const max = Number(to);
  if (from && to && min % 10 === 0 && max === min + 9) {
    return interpolate(t.decade, { decade: from, short: from.slice(2) });
  }
  if (from && to) return from === to ? from : interpolate(t.between, { from, to });
  if (to) return interpolate(t.before, { year: String(max + 1) });
  if (from) return interpolate(t.since, { year: from });
  return "";
}

/**
 * One tag the server sent (`understoodTags` on the server) in the reader's language; a tag this
 * page does not know yet reads as its value, never as a code.
 */
export function tagText(tag: string, t: UnderstoodText): string {
  const colon = tag.indexOf(":");
  const kind = tag.slice(0, colon);
  const value = tag.slice(colon + 1);
  switch (kind) {
    case "years":
      return yearsText(value, t);
    case "director":
      return interpolate(t.director, { name: value });
    case "like":
      return interpolate(t.like, { title: value });
    case "not":
      return interpolate(t.not, { what: tagText(`genre:${value}`, t) });
    case "runtime":
      if (value.startsWith("max-")) return interpolate(t["runtime:max"], { minutes: value.slice(4) });
      break;
  }
  return tag in t && tag !== "label" ? t[tag as FixedKey] : value;
}

/** The whole line: each tag in words, once, joined with " · ". */
export function understoodText(tags: readonly string[], t: UnderstoodText): string {
  return [...new Set(tags.map((tag) => tagText(tag, t)).filter(Boolean))].join(" · ");
}
