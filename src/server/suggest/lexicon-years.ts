import type { QueryIntent, Range } from "./lexicon.js";

const DECADE_WORDS: Readonly<Record<string, number>> = {
  twenties: 1920,
  thirties: 1930,
  forties: 1940,
  fifties: 1950,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
  noughties: 2000,
  cincuenta: 1950,
  sesenta: 1960,
  setenta: 1970,
  ochenta: 1980,
  noventa: 1990,
  الخمسينات: 1950,
  الستينات: 1960,
  الستينيات: 1960,
  السبعينات: 1970,
  السبعينيات: 1970,
  الثمانينات: 1980,
  الثمانينيات: 1980,
  التسعينات: 1990,
  التسعينيات: 1990,
};

/** "90" → 1990, "00" → 2000, "10" → 2010. */
const century = (twoDigits: number): number => (twoDigits <= 10 ? 2000 + twoDigits : 1900 + twoDigits);
const isYear = (n: number): boolean => n >= 1900 && n <= 2099;

interface Rule {
  re: RegExp;
  range: (m: RegExpExecArray) => Range | undefined;
}

const RULES: readonly Rule[] = [
  // "between 1990 and 1995", "from 1990 to 1995", "1990 1995" (was "1990-1995")
  {
    re: / (?:between |from )?((?:19|20)\d\d) (?:and |to |until |y |a |hasta )?((?:19|20)\d\d) /,
    range: (m) => ({ min: Number(m[1]), max: Number(m[2]) }),
  },
  { re: / (?:before|until|pre|antes de) ((?:19|20)\d\d) /, range: (m) => ({ max: Number(m[1]) - 1 }) },
  { re: / (?:after|post|despues de) ((?:19|20)\d\d) /, range: (m) => ({ min: Number(m[1]) + 1 }) },
  { re: / (?:since|desde) ((?:19|20)\d\d) /, range: (m) => ({ min: Number(m[1]) }) },
  // "1990s"
  { re: / ((?:19|20)\d)0s /, range: (m) => ({ min: Number(m[1]) * 10, max: Number(m[1]) * 10 + 9 }) },
  // "90s", "'90s", "90's", "los 90", "anos 80", "decada de los 70"
  {
    re: / (?:(\d)0s|(?:anos|los|decada de los|decada del) (\d)0) /,
    range: (m) => {
      const d = century(Number(m[1] ?? m[2]) * 10);
      return { min: d, max: d + 9 };
    },
  },
  // "from 1994", "in 1994", "1994"
  {
    re: / (?:from |in |of |de |del )?((?:19|20)\d\d) /,
    range: (m) => (isYear(Number(m[1])) ? { min: Number(m[1]), max: Number(m[1]) } : undefined),
  },
];

function union(a: Range | null, b: Range): Range {
  if (!a) return b;
  return {
    min: a.min === undefined || b.min === undefined ? undefined : Math.min(a.min, b.min),
    max: a.max === undefined || b.max === undefined ? undefined : Math.max(a.max, b.max),
  };
}

function note(intent: QueryIntent, range: Range, what: string): void {
  intent.years = union(intent.years, range);
  intent.understood.push(`years:${what}`);
}

/**
 * Years and decades in a word string (` w w `): ranges, before/after/since, "1990s", "90s",
 * "nineties" (and a few Spanish and Arabic forms), a bare year. Several become one covering range
 * ("80s and 90s" → 1980–1999). Returns the string without what was understood.
 */
export function parseYears(s: string, intent: QueryIntent): string {
  let rest = s;
  for (const rule of RULES) {
    for (let m = rule.re.exec(rest); m; m = rule.re.exec(rest)) {
      const range = rule.range(m);
      if (!range) break;
      note(intent, range, m[0].trim());
      rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
    }
  }
  for (const [word, decade] of Object.entries(DECADE_WORDS)) {
    const needle = ` ${word} `;
    if (!rest.includes(needle)) continue;
    note(intent, { min: decade, max: decade + 9 }, word);
    rest = rest.split(needle).join(" ");
  }
  return rest;
}
