import { SUGGESTION_COUNT } from "../../contract/suggestions.js";

/** Longer names are skipped: no real title is this long, and each name is searched in the catalogue. */
export const NAME_MAX_LENGTH = 120;
/** Only this much of an answer is read: five names fit many times over, the rest is not a list of titles. */
export const ANSWER_READ_MAX = 4_000;
/** Control and format characters (zero-width, bidi overrides, BOM): never part of a title. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** A name needs a letter or a digit: one of only quotes or dashes is as empty as an empty one. */
const HAS_WORD = /[\p{L}\p{N}]/u;

/** What separates names in an answer: commas (also Arabic and full-width), semicolons, new lines. */
const NAME_DELIMITERS = /[,;\n\r،，、]+/;
const DELIMITER = /[,;\n\r،，、]/;

/** Where the last delimiter of `text` is, or -1. */
function lastDelimiter(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (DELIMITER.test(text.charAt(i))) return i;
  return -1;
}

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

/** Surrounding quote pairs off, layer by layer; moves two indices, so a long run of quotes costs linear time. */
function stripQuotes(name: string): string {
  let start = 0;
  let end = name.length;
  const trim = () => {
    while (start < end && /\s/.test(name.charAt(start))) start++;
    while (end > start && /\s/.test(name.charAt(end - 1))) end--;
  };
  trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [open, close] of QUOTE_PAIRS) {
      const inside = end - start > open.length + close.length;
      if (inside && name.startsWith(open, start) && name.endsWith(close, end)) {
        start += open.length;
        end -= close.length;
        trim();
        changed = true;
      }
    }
  }
  return name.slice(start, end);
}

function cleanName(raw: string): string {
  let s = raw.replace(/\s+/g, " ").replace(INVISIBLE, "").trim().replace(NUMBERING, "").trim();
  s = stripQuotes(s);
  // One trailing period ends a sentence, not a title ("… Ocean's Eleven."); keep "…" and "Vol. 2".
  if (s.endsWith(".") && !s.endsWith("..")) s = s.slice(0, -1).trim();
  return stripQuotes(s).replace(/\s+/g, " ");
}

/**
 * The titles in a model's answer, predictably:
 * - split on commas (also the Arabic "،" and full-width ones), semicolons and new lines (so "a, b"
 *   and numbered lists both work);
 * - per piece: collapse white space, drop control and format characters (zero-width, bidi
 *   overrides), trim, drop a list marker (`1.`, `2)`, `- `, `* `), surrounding quotes
 *   (straight, curly, «», backticks, markdown emphasis) and one trailing period;
 * - drop pieces with no letter or digit, pieces over `NAME_MAX_LENGTH` characters, a lead-in line ending with ":", and
 *   case-insensitive duplicates; keep the first `SUGGESTION_COUNT`;
 * - read only the first `ANSWER_READ_MAX` characters, so a huge answer costs no more than a normal one.
 * A title that itself contains a comma ("Crouching Tiger, Hidden Dragon") is split in two: we
 * asked for a comma-separated list, so a comma always separates. Null or blank content gives [].
 */
export function parseNames(content: string | null | undefined): string[] {
  if (!content) return [];
  const names: string[] = [];
  const seen = new Set<string>();
  for (const piece of content.slice(0, ANSWER_READ_MAX).split(NAME_DELIMITERS)) {
    const name = cleanName(piece);
    const key = name.toLocaleLowerCase();
    // "Here are five heist movies:" introduces a list; it is not a title.
    if (!HAS_WORD.test(name) || name.length > NAME_MAX_LENGTH || name.endsWith(":") || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (names.length === SUGGESTION_COUNT) break;
  }
  return names;
}

/** Reads a streamed answer piece by piece and reports each name as soon as it is complete. */
export interface NameReader {
  /** Add the next piece of the answer; names completed by it are reported. */
  add(piece: string): void;
  /** True once `SUGGESTION_COUNT` names are reported or `ANSWER_READ_MAX` characters read: stop reading. */
  readonly full: boolean;
  /** The answer ended: report the last name and return all, exactly as `parseNames` of the whole answer. */
  finish(): string[];
}

/**
 * A name is complete at the delimiter after it, or at the end of the answer. The names reported
 * are always `parseNames` of the text read so far up to its last delimiter: a prefix of the final
 * list, so a name once reported is never taken back or moved.
 */
export function createNameReader(onName: (name: string, index: number) => void): NameReader {
  let text = "";
  let reported = 0;
  const report = (names: readonly string[]) => {
    for (const name of names.slice(reported)) onName(name, reported++);
  };
  return {
    add(piece) {
      if (piece === "" || this.full) return;
      const before = text.length;
      text += piece;
      const cut = lastDelimiter(text);
      if (cut >= before) report(parseNames(text.slice(0, cut + 1)));
    },
    get full() {
      return reported >= SUGGESTION_COUNT || text.length >= ANSWER_READ_MAX;
    },
    finish() {
      const names = parseNames(text);
      report(names);
      return names;
    },
  };
}

/** A suggested title and the release year the model gave with it ("Heat (1995)"), when it gave one. */
export interface TitleAndYear {
  title: string;
  year?: number;
}

const TRAILING_YEAR = /^(.*\S)\s*[([]\s*((?:18|19|20)\d\d)\s*[)\]]$/u;

/** "Heat (1995)" → `{ title: "Heat", year: 1995 }`; a name without a trailing year is all title. */
export function splitYear(name: string): TitleAndYear {
  const match = TRAILING_YEAR.exec(name);
  const [, title, year] = match ?? [];
  return title !== undefined ? { title: title.trim(), year: Number(year) } : { title: name };
}
