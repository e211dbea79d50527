import { readFileSync } from "node:fs";
import MiniSearch from "minisearch";
import type { ListKind } from "../../contract/movies.js";
import { normaliseTerm, TitleIndex, TOKEN_SEPARATOR } from "./title-search.js";

/**
 * One film of the embedded catalogue (`data/catalog.json`, built by `scripts/build-catalog.ts` from
 * vega-datasets' movies.json). Unknown facts are `null`, never `undefined` or 0.
 */
export interface Film {
  /** Stable positive 31-bit id: FNV-1a of `title|releaseDate`, unique in the catalogue. */
  id: number;
  title: string;
  /** `YYYY-MM-DD`. */
  releaseDate: string | null;
  year: number | null;
  /** vega's "Major Genre": Action, Adventure, Black Comedy, Comedy, Concert/Performance, Documentary, … */
  genre: string | null;
  /** vega's "Creative Type": Contemporary Fiction, Science Fiction, Fantasy, Historical Fiction, … */
  creativeType: string | null;
  /** vega's "Source": Original Screenplay, Based on Book/Short Story, Remake, … */
  source: string | null;
  director: string | null;
  /** G, PG, PG-13, R, NC-17, Not Rated. */
  mpaa: string | null;
  /** Minutes. */
  runtime: number | null;
  /** 0–10. */
  imdbRating: number | null;
  imdbVotes: number | null;
  /** Rotten Tomatoes score, 0–100 (%). */
  rottenTomatoes: number | null;
  /** US dollars. */
  usGross: number | null;
  worldwideGross: number | null;
  distributor: string | null;
  /**
   * False for ~3 % of films: the catalogue's stand-in for a film TMDB has no poster for. Curated
   * picks (genre rows, suggestions, the sign-in wall) leave them out; the art routes draw one.
   */
  hasPoster: boolean;
}

export const FILM_FIELDS = [
  "id",
  "title",
  "releaseDate",
  "year",
  "genre",
  "creativeType",
  "source",
  "director",
  "mpaa",
  "runtime",
  "imdbRating",
  "imdbVotes",
  "rottenTomatoes",
  "usGross",
  "worldwideGross",
  "distributor",
  "hasPoster",
] as const satisfies readonly (keyof Film)[];

/** Films per list, as TMDB's first page. */
export const LIST_SIZE = 20;
/** Top Rated only counts films rated by at least this many IMDB voters. */
export const TOP_RATED_MIN_VOTES = 50_000;
/** Popular only counts films released in the catalogue's last this many years (popular now, as TMDB's). */
export const POPULAR_YEARS = 5;

export const DEFAULT_CATALOG_FILE = new URL("../../../data/catalog.json", import.meta.url);

const votes = (f: Film): number => f.imdbVotes ?? 0;
/** Most recent release first; same day: more votes first, then id, so the order is total. */
const byRecent = (a: Film, b: Film): number =>
  (b.releaseDate ?? "").localeCompare(a.releaseDate ?? "") || votes(b) - votes(a) || a.id - b.id;
const byVotes = (a: Film, b: Film): number => votes(b) - votes(a) || a.id - b.id;
const byRating = (a: Film, b: Film): number => (b.imdbRating ?? 0) - (a.imdbRating ?? 0) || byVotes(a, b);

/** Only this much of a search text is read: a longer query names no more films, it only costs more. */
export const SEARCH_TEXT_MAX = 300;
/** At most this many distinct words of a query are searched; each adds index work. */
export const SEARCH_TERMS_MAX = 8;
/** Words longer than this are no real title or name word and are not searched. */
export const SEARCH_TERM_MAX_LENGTH = 40;
/** Shorter words match only whole words: a one- or two-letter prefix matches thousands of words. */
export const PREFIX_MIN_LENGTH = 3;
/** Shorter words must be spelt right: typo tolerance is for long words, where it is cheap and safe. */
export const FUZZY_MIN_LENGTH = 5;
/** Function words searched only when the query has nothing else, and then only as whole words. */
const SEARCH_STOP_WORDS = new Set(
  "a an and at by de del el for from in is it la le les los of on or the to with y".split(" "),
);

/** One word to look up, with how loosely it may match. */
export interface SearchTerm {
  term: string;
  prefix: boolean;
  /** Edits allowed (MiniSearch's absolute form), or false for an exact word. */
  fuzzy: number | false;
}

/**
 * The words `Catalog.search` looks up for a text: the first `SEARCH_TEXT_MAX` characters, split
 * and normalised as the index does, duplicates and overlong words dropped, stop words dropped
 * unless nothing else is left, at most `SEARCH_TERMS_MAX`. Words of 3+ letters also match as a
 * prefix; words of 5+ letters also match with one typo (two from 8 letters).
 */
export function searchTermsOf(text: string): SearchTerm[] {
  const words = new Set<string>();
  for (const raw of text.slice(0, SEARCH_TEXT_MAX).split(TOKEN_SEPARATOR)) {
    const word = normaliseTerm(raw);
    if (word !== "" && word.length <= SEARCH_TERM_MAX_LENGTH) words.add(word);
  }
  const content = [...words].filter((w) => !SEARCH_STOP_WORDS.has(w));
  const chosen = (content.length > 0 ? content : [...words]).slice(0, SEARCH_TERMS_MAX);
  return chosen.map((term) => {
    const stop = SEARCH_STOP_WORDS.has(term);
    const letters = [...term].length;
    return {
      term,
      prefix: !stop && letters >= PREFIX_MIN_LENGTH,
      fuzzy: stop || letters < FUZZY_MIN_LENGTH ? false : letters >= 8 ? 2 : 1,
    };
  });
}

/** A film as the catalogue file stores it: its id and title, and only the facts that are known. */
type StoredFilm = Pick<Film, "id" | "title"> & Partial<Film>;

/** Fill the keys the file leaves out (it omits nulls to stay small). */
function filmOf(raw: StoredFilm): Film {
  return {
    id: raw.id,
    title: raw.title,
    releaseDate: raw.releaseDate ?? null,
    year: raw.year ?? null,
    genre: raw.genre ?? null,
    creativeType: raw.creativeType ?? null,
    source: raw.source ?? null,
    director: raw.director ?? null,
    mpaa: raw.mpaa ?? null,
    runtime: raw.runtime ?? null,
    imdbRating: raw.imdbRating ?? null,
    imdbVotes: raw.imdbVotes ?? null,
    rottenTomatoes: raw.rottenTomatoes ?? null,
    usGross: raw.usGross ?? null,
    worldwideGross: raw.worldwideGross ?? null,
    distributor: raw.distributor ?? null,
    hasPoster: raw.hasPoster !== false,
  };
}

/**
 * The embedded catalogue: all films, lookup by id, the four list rules and full-text search.
 * The local suggestion engine builds on `films`, `byId` and `search`: keep those stable. It is also
 * the art routes' `ArtCatalog` (`byId`, `mosaic`), checked where `services.ts` hands it to them.
 */
export class Catalog {
  readonly films: readonly Film[];
  readonly #byId: ReadonlyMap<number, Film>;
  readonly #lists: Readonly<Record<ListKind, readonly Film[]>>;
  #index: MiniSearch<Film> | undefined;
  #titles: TitleIndex<Film> | undefined;

  constructor(films: readonly Film[]) {
    this.films = films;
    this.#byId = new Map(films.map((f) => [f.id, f]));
    const recent = films.filter((f) => f.releaseDate !== null).sort(byRecent);
    const latest = recent[0]?.releaseDate ?? "";
    const popularFrom = `${Number(latest.slice(0, 4)) - POPULAR_YEARS}${latest.slice(4)}`;
    this.#lists = {
      // The catalogue ends in 2011, so its lists are relative to its own latest date: Upcoming is
      // its 20 newest releases, Now Playing the 20 before those (the page labels both as such).
      // Films without a poster stay in: the art routes draw theirs (`drawsPoster`).
      upcoming: recent.slice(0, LIST_SIZE),
      "now-playing": recent.slice(LIST_SIZE, 2 * LIST_SIZE),
      // Popular: most IMDB votes first among the films of the last 5 years, so it is not Top Rated
      // again (all-time favourites are both): the two share at most 2 of their first 12.
      popular: recent
        .filter((f) => (f.releaseDate ?? "") >= popularFrom)
        .sort(byVotes)
        .slice(0, LIST_SIZE),
      // Top Rated: highest IMDB rating among films with ≥ 50,000 votes; ties: more votes first.
      "top-rated": films
        .filter((f) => votes(f) >= TOP_RATED_MIN_VOTES)
        .sort(byRating)
        .slice(0, LIST_SIZE),
    };
  }

  /** Read a catalogue file (default: the committed `data/catalog.json`). Throws if it is missing: a build fault. */
  static load(file: string | URL = DEFAULT_CATALOG_FILE): Catalog {
    const raw = JSON.parse(readFileSync(file, "utf8")) as StoredFilm[];
    return new Catalog(raw.map(filmOf));
  }

  byId(id: number): Film | undefined {
    return this.#byId.get(id);
  }

  /** The most-voted films that have a poster (ties: lower id first): the sign-in page's poster wall. */
  mosaic(count: number): readonly Film[] {
    return this.films
      .filter((f) => f.hasPoster)
      .sort((a, b) => votes(b) - votes(a) || a.id - b.id)
      .slice(0, count);
  }

  /** The 20 films of a list, by the rules documented in the constructor. */
  list(kind: ListKind): readonly Film[] {
    return this.#lists[kind];
  }

  /**
   * Full-text search over title (boosted ×3), director and genre for the terms of `searchTermsOf`:
   * prefixes of 3+ letters and one or two typos in words of 5+ letters match, so "godfath" and
   * "jurasic park" work. Best match first; a mild popularity boost (IMDB votes) lifts well-known
   * films among similar matches, and equal scores fall back to votes, then id. Cheap on any input:
   * the text and the number of terms are capped before the index is touched.
   */
  search(text: string, limit = LIST_SIZE): Film[] {
    const terms = searchTermsOf(text);
    if (terms.length === 0 || limit <= 0) return [];
    const queries = terms.map(({ term, prefix, fuzzy }) => ({ queries: [term], prefix, fuzzy }));
    const hits = this.index().search({ combineWith: "OR", queries }, { boost: { title: 3 } });
    const films = hits.map((h) => ({ film: this.#byId.get(h.id), score: h.score }));
    return films
      .filter((h): h is { film: Film; score: number } => h.film !== undefined)
      .sort((a, b) => b.score - a.score || byVotes(a.film, b.film))
      .slice(0, limit)
      .map((h) => h.film);
  }

  /**
   * The films a title names, as `TitleIndex.search` ranks them: the exact title (of `year` first),
   * then titles starting with the words, then with them from a later word, then the other titles
   * holding every significant word; none when nothing matches.
   */
  titleSearch(text: string, year?: number, limit = LIST_SIZE): Film[] {
    this.#titles ??= new TitleIndex(this.films);
    return this.#titles.search(text, year, limit);
  }

  /** Build the search indexes now rather than on the first search (~150 ms for 3,200 films). */
  warm(): this {
    this.index();
    this.#titles ??= new TitleIndex(this.films);
    return this;
  }

  private index(): MiniSearch<Film> {
    if (this.#index) return this.#index;
    const index = new MiniSearch<Film>({
      fields: ["title", "director", "genre"],
      storeFields: [],
      tokenize: (text) => text.split(TOKEN_SEPARATOR),
      processTerm: normaliseTerm,
      searchOptions: {
        boostDocument: (id: number) => 1 + Math.log10(1 + (this.#byId.get(id)?.imdbVotes ?? 0)) / 20,
      },
    });
    index.addAll(this.films);
    this.#index = index;
    return index;
  }
}
