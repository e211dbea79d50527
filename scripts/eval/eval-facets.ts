import type { LanguageId } from "../../src/contract/language.js";
import { tableOf } from "../../src/server/keys.js";
import type { Film } from "../../src/server/movies/catalog/film.js";
import { genreNamesOf } from "../../src/server/movies/catalog/genres.js";
import { titleKey } from "../../src/server/movies/catalog/text.js";
import { TOPICS, type TopicName } from "../../src/server/suggest/local/topics.js";
import { MEASURED_DEV_WORDS } from "./measured-wordings.js";
import {
  BEFORE_FRAMES,
  DECADE_FRAMES,
  DECADE_NAMES,
  DIRECTOR_FRAMES,
  GENRE_FRAMES,
  type Said,
  SINCE_FRAMES,
  WORDS,
} from "./wordings.js";

/**
 * The facets the evaluation asks about, enumerated from the catalogue's own facts (its genres,
 * creative types, sources, decades, directors), each with a fact check written on the catalogue's
 * fields, independently of the engine's facet tests, and its wordings (`wordings.ts`).
 */
export type EvalKind =
  | "genre"
  | "kind"
  | "source"
  | "audience"
  | "years"
  | "runtime"
  | "director"
  | "acclaim"
  | "boxoffice"
  | "popularity"
  | "mood"
  | "topic";

export interface EvalFacet {
  kind: EvalKind;
  /** What the fact check says ("Based on Play"). */
  fact: string;
  test: (f: Film) => boolean;
  /** Paraphrase families per language (`TEST_FAMILIES_FROM` splits dev from test). */
  say: Said;
  /** More paraphrase families that belong to the dev half whatever their position (`measured-wordings.ts`). */
  devOnly?: Said;
  /** A genre's or creative type's name as the page's menu writes it, for grammar frames. */
  name?: Readonly<Record<LanguageId, string>>;
}

export const LANGUAGES: readonly LanguageId[] = ["EN", "spanish", "AR"];
/** A facet value is asked about only when the catalogue holds this many films (with posters) that have it. */
const MIN_FILMS = 20;
/** Directors with at least this many films are asked about by name. */
const DIRECTOR_MIN_FILMS = 10;

const COMEDY = ["Comedy", "Romantic Comedy", "Black Comedy"];
const GENRE_COVERS: Readonly<Record<string, readonly string[]>> = {
  Comedy: COMEDY,
  Musical: ["Musical", "Concert/Performance"],
};
const rated =
  (...ratings: string[]) =>
  (f: Film) =>
    ratings.includes(f.mpaa ?? "");
/** The major studios' distribution names in the catalogue: a film they released is not independent. */
const MAJOR_STUDIOS = new Set([
  "Warner Bros.",
  "Sony Pictures",
  "Paramount Pictures",
  "Universal",
  "Walt Disney Pictures",
  "20th Century Fox",
  "MGM",
  "New Line",
  "Dreamworks SKG",
  "Sony/Columbia",
  "Sony/Screen Gems",
  "United Artists",
  "Orion Pictures",
]);
const years = (min: number, max: number) => (f: Film) => f.year !== null && f.year >= min && f.year <= max;

const frame = (frames: Said, fill: (language: LanguageId, text: string) => string): Said =>
  tableOf(LANGUAGES, (l) => frames[l].map((text) => fill(l, text)));

/** The name the page's genre menu gives a genre or creative type, in each language (the one all its films share). */
function menuNames(films: readonly Film[], field: "genre" | "creativeType", value: string) {
  const names = {} as Record<LanguageId, string>;
  for (const language of LANGUAGES) {
    const lists = films.filter((f) => f[field] === value).map((f) => genreNamesOf(f, language));
    const shared = lists[0]?.find((name) => lists.every((l) => l.includes(name)));
    if (!shared) return undefined;
    names[language] = language === "AR" ? shared : shared.toLocaleLowerCase();
  }
  return names;
}

function count<T>(films: readonly Film[], key: (f: Film) => T): Map<T, number> {
  const out = new Map<T, number>();
  for (const f of films) out.set(key(f), (out.get(key(f)) ?? 0) + 1);
  return out;
}

/** Genres and creative types the catalogue holds enough of, named as the page names them. */
function menuFacets(films: readonly Film[]): EvalFacet[] {
  const out: EvalFacet[] = [];
  for (const field of ["genre", "creativeType"] as const) {
    for (const [value, n] of count(films, (f) => f[field])) {
      if (value === null || n < MIN_FILMS) continue;
      const names = menuNames(films, field, value);
      if (!names) continue;
      const covers = field === "genre" ? (GENRE_COVERS[value] ?? [value]) : [value];
      // The menu names Kids Fiction "Kids": said in a query, that is films for children, rated G or PG too.
      const forKids = value === "Kids Fiction" ? rated("G", "PG") : () => false;
      out.push({
        kind: field === "genre" ? "genre" : "kind",
        fact: value === "Kids Fiction" ? "Kids Fiction or rated G/PG" : value,
        test: (f) => covers.includes(f[field] ?? "") || forKids(f),
        say: frame(GENRE_FRAMES, (l, text) => text.replace("{n}", names[l])),
        name: names,
      });
    }
  }
  return out;
}

function directorFacets(films: readonly Film[]): EvalFacet[] {
  return [...count(films, (f) => f.director)]
    .filter(([name, n]) => name !== null && n >= DIRECTOR_MIN_FILMS)
    .map(([name]) => ({
      kind: "director" as const,
      fact: `directed by ${name}`,
      test: (f: Film) => f.director === name,
      say: frame(DIRECTOR_FRAMES, (_l, text) => text.replace("{n}", name ?? "")),
    }));
}

function yearFacets(films: readonly Film[]): EvalFacet[] {
  const decades = count(films, (f) => (f.year === null ? null : Math.floor(f.year / 10) * 10));
  const out: EvalFacet[] = [];
  for (const [first, n] of decades) {
    const names = first === null ? undefined : DECADE_NAMES[first];
    if (first === null || !names || n < MIN_FILMS) continue;
    out.push({
      kind: "years",
      fact: `from the ${first}s`,
      test: years(first, first + 9),
      say: frame(DECADE_FRAMES, (l, text) =>
        text
          .replace("{d}", String(first).slice(2))
          .replace("{y}", String(first))
          .replace("{w}", names[l][0] ?? ""),
      ),
    });
  }
  for (const year of [1970, 1980, 1990]) {
    const say = frame(BEFORE_FRAMES, (_l, text) => text.replace("{y}", String(year)));
    out.push({ kind: "years", fact: `before ${year}`, test: years(0, year - 1), say });
  }
  for (const year of [1995, 2000, 2005]) {
    const say = frame(SINCE_FRAMES, (_l, text) => text.replace("{y}", String(year)));
    out.push({ kind: "years", fact: `from ${year} on`, test: years(year, 9999), say });
  }
  return out;
}

const onTopic = (topic: TopicName) => (f: Film) =>
  TOPICS[topic].titles.includes(titleKey(f.title)) || (TOPICS[topic].genres ?? []).includes(f.genre ?? "");

/** Facts for the hand-worded facets (`WORDS`), written on the catalogue's fields. */
const WORDED: Readonly<Record<string, { kind: EvalKind; fact: string; test: (f: Film) => boolean }>> = {
  "audience:G": { kind: "audience", fact: "rated G", test: rated("G") },
  "audience:G-PG": { kind: "audience", fact: "rated G or PG", test: rated("G", "PG") },
  "audience:R": { kind: "audience", fact: "rated R or NC-17", test: rated("R", "NC-17") },
  "runtime:short": { kind: "runtime", fact: "at most 95 minutes", test: (f) => (f.runtime ?? 999) <= 95 },
  "runtime:long": { kind: "runtime", fact: "at least 2 hours", test: (f) => (f.runtime ?? 0) >= 120 },
  "critics:loved": { kind: "acclaim", fact: "80 % or more with critics", test: (f) => (f.rottenTomatoes ?? 0) >= 80 },
  "acclaim:best": { kind: "acclaim", fact: "rated 7.5 or more", test: (f) => (f.imdbRating ?? 0) >= 7.5 },
  "acclaim:underrated": {
    kind: "acclaim",
    fact: "rated 6.8+ by under 60,000 voters",
    test: (f) => (f.imdbRating ?? 0) >= 6.8 && (f.imdbVotes ?? 0) < 60_000,
  },
  "acclaim:worst": { kind: "acclaim", fact: "rated 5 or less", test: (f) => (f.imdbRating ?? 10) <= 5 },
  "boxoffice:hit": { kind: "boxoffice", fact: "over $100M in the US", test: (f) => (f.usGross ?? 0) >= 100_000_000 },
  "boxoffice:flop": {
    kind: "boxoffice",
    fact: "under $20M in the US",
    test: (f) => f.usGross !== null && f.usGross < 20_000_000,
  },
  "boxoffice:indie": {
    kind: "boxoffice",
    fact: "released by no major studio",
    test: (f) => f.distributor !== null && !MAJOR_STUDIOS.has(f.distributor),
  },
  "popularity:popular": { kind: "popularity", fact: "100,000+ votes", test: (f) => (f.imdbVotes ?? 0) >= 100_000 },
  "popularity:obscure": { kind: "popularity", fact: "under 20,000 votes", test: (f) => (f.imdbVotes ?? 0) < 20_000 },
  "mood:feel-good": {
    kind: "mood",
    fact: "a comedy, musical or adventure, no horror",
    test: (f) => [...COMEDY, "Musical", "Adventure"].includes(f.genre ?? ""),
  },
  "mood:tearjerker": {
    kind: "mood",
    fact: "a drama or romance",
    test: (f) => ["Drama", "Romantic Comedy"].includes(f.genre ?? ""),
  },
  "mood:scary-night": { kind: "mood", fact: "Horror", test: (f) => f.genre === "Horror" },
  "mood:family-night": { kind: "mood", fact: "rated G or PG", test: rated("G", "PG") },
};

function wordedFacets(films: readonly Film[]): EvalFacet[] {
  const out: EvalFacet[] = [];
  for (const [key, say] of Object.entries(WORDS)) {
    const [kind = "", value = ""] = key.split(":");
    const known =
      kind === "source"
        ? { kind: "source" as const, fact: value, test: (f: Film) => f.source === value }
        : kind === "topic"
          ? { kind: "topic" as const, fact: `about ${value}`, test: onTopic(value as TopicName) }
          : WORDED[key];
    if (!known || films.filter(known.test).length < MIN_FILMS) continue;
    const devOnly = MEASURED_DEV_WORDS[key];
    out.push({ ...known, say, ...(devOnly && { devOnly }) });
  }
  return out;
}

/** Every facet the evaluation asks about, from this catalogue (films with a poster only). */
export function evalFacets(all: readonly Film[]): EvalFacet[] {
  const films = all.filter((f) => f.hasPoster);
  return [...menuFacets(films), ...directorFacets(films), ...yearFacets(films), ...wordedFacets(films)];
}
