import { SUGGESTION_COUNT } from "../../contract/suggestions.js";

/** Leading list markers: `1.`, `2)`, `(3)`, `#4`, `- `, `* `, `• `. */
const NUMBERING = /^(?:\(?\d{1,2}[.)]\s*|#\d{1,2}\s*|[-*•–]\s+)/;
/** Pairs of quotes a model wraps a title in: straight, curly, guillemets, backticks, emphasis. */
const QUOTE_PAIRS: readonly (readonly [string, string])[] = [
  ['"', '"'],
  ["'", "'"],
  ["“", "”"],
  ["‘", "’"],
  ["«", "»"],
  ["`", "`"],
  ["**", "**"],
  ["*", "*"],
  ["_", "_"],
];

function stripQuotes(name: string): string {
  let s = name;
  for (let changed = true; changed; ) {
    changed = false;
    for (const [open, close] of QUOTE_PAIRS) {
      if (s.length > open.length + close.length && s.startsWith(open) && s.endsWith(close)) {
        s = s.slice(open.length, s.length - close.length).trim();
        changed = true;
      }
    }
  }
  return s;
}

function cleanName(raw: string): string {
  let s = raw.trim().replace(NUMBERING, "").trim();
  s = stripQuotes(s);
  // One trailing period ends a sentence, not a title ("… Ocean's Eleven."); keep "…" and "Vol. 2".
  if (s.endsWith(".") && !s.endsWith("..")) s = s.slice(0, -1).trim();
  return stripQuotes(s).replace(/\s+/g, " ");
}

/**
 * The titles in a model's answer, predictably:
 * - split on commas (also the Arabic "،" and full-width ones), semicolons and new lines (so "a, b"
 *   and numbered lists both work);
 * - per piece: trim, drop a list marker (`1.`, `2)`, `- `, `* `), surrounding quotes
 *   (straight, curly, «», backticks, markdown emphasis) and one trailing period;
 * - drop empty pieces, a lead-in line ending with ":", and case-insensitive duplicates, keep the first `SUGGESTION_COUNT`.
 * A title that itself contains a comma ("Crouching Tiger, Hidden Dragon") is split in two: we
 * asked for a comma-separated list, so a comma always separates. Null or blank content gives [].
 */
export function parseNames(content: string | null | undefined): string[] {
  if (!content) return [];
  const names: string[] = [];
  const seen = new Set<string>();
  for (const piece of content.split(/[,;\n\r،，、]+/)) {
    const name = cleanName(piece);
    const key = name.toLocaleLowerCase();
    // "Here are five heist movies:" introduces a list; it is not a title.
    if (name === "" || name.endsWith(":") || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (names.length === SUGGESTION_COUNT) break;
  }
  return names;
}
