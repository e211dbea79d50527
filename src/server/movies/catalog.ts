import { readFileSync } from "node:fs";
import MiniSearch from "minisearch";
import type { ListKind } from "../../contract/movies.js";

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
  /** False for ~3 % of films, so the page's skip-missing-poster rule is exercised. */
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

export const DEFAULT_CATALOG_FILE = new URL("../../../data/catalog.json", import.meta.url);

const votes = (f: Film): number => f.imdbVotes ?? 0;
/** Most recent release first; same day: more votes first, then id, so the order is total. */
const byRecent = (a: Film, b: Film): number =>
  (b.releaseDate ?? "").localeCompare(a.releaseDate ?? "") || votes(b) - votes(a) || a.id - b.id;
const byVotes = (a: Film, b: Film): number => votes(b) - votes(a) || a.id - b.id;
const byRating = (a: Film, b: Film): number => (b.imdbRating ?? 0) - (a.imdbRating ?? 0) || byVotes(a, b);

/** Fill the keys the file leaves out (it omits nulls to stay small). */
function filmOf(raw: Partial<Film>): Film {
  const film = {} as Record<string, unknown>;
  for (const key of FILM_FIELDS) film[key] = raw[key] ?? null;
  film.hasPoster = raw.hasPoster !== false;
  return film as unknown as Film;
}

/**
 * The embedded catalogue: all films, lookup by id, the four list rules and full-text search.
 * The local suggestion engine builds on `films`, `byId` and `search`: keep those stable.
 */
export class Catalog {
  readonly films: readonly Film[];
  readonly #byId: ReadonlyMap<number, Film>;
  readonly #lists: Readonly<Record<ListKind, readonly Film[]>>;
  #index: MiniSearch<Film> | undefined;

  constructor(films: readonly Film[]) {
    this.films = films;
    this.#byId = new Map(films.map((f) => [f.id, f]));
    const recent = films.filter((f) => f.releaseDate !== null).sort(byRecent);
    this.#lists = {
      // Now Playing: the 20 most recent releases. Films without a poster stay in: the page skips them.
      "now-playing": recent.slice(0, LIST_SIZE),
      // Upcoming: the next 20 most recent after Now Playing (the page presents them as coming soon).
      upcoming: recent.slice(LIST_SIZE, 2 * LIST_SIZE),
      // Popular: most IMDB votes first.
      popular: [...films].sort(byVotes).slice(0, LIST_SIZE),
      // Top Rated: highest IMDB rating among films with ≥ 50,000 votes; ties: more votes first.
      "top-rated": films
        .filter((f) => votes(f) >= TOP_RATED_MIN_VOTES)
        .sort(byRating)
        .slice(0, LIST_SIZE),
    };
  }

  /** Read a catalogue file (default: the committed `data/catalog.json`). Throws if it is missing: a build fault. */
  static load(file: string | URL = DEFAULT_CATALOG_FILE): Catalog {
    const raw = JSON.parse(readFileSync(file, "utf8")) as Partial<Film>[];
    return new Catalog(raw.map(filmOf));
  }

  byId(id: number): Film | undefined {
    return this.#byId.get(id);
  }

  /** The 20 films of a list, by the rules documented in the constructor. */
  list(kind: ListKind): readonly Film[] {
    return this.#lists[kind];
  }

  /**
   * Full-text search over title (boosted ×3), director and genre; prefix and fuzzy (0.2) matching, so
   * "godfath" and "jurasic park" work. Best match first; a mild popularity boost (IMDB votes) lifts
   * well-known films among similar matches, and equal scores fall back to votes, then id.
   */
  search(text: string, limit = LIST_SIZE): Film[] {
    if (text.trim() === "" || limit <= 0) return [];
    const hits = this.index().search(text, { prefix: true, fuzzy: 0.2, boost: { title: 3 } });
    const films = hits.map((h) => ({ film: this.#byId.get(h.id as number), score: h.score }));
    return films
      .filter((h): h is { film: Film; score: number } => h.film !== undefined)
      .sort((a, b) => b.score - a.score || byVotes(a.film, b.film))
      .slice(0, limit)
      .map((h) => h.film);
  }

  /** Build the search index now rather than on the first search (~150 ms for 3,200 films). */
  warm(): this {
    this.index();
    return this;
  }

  private index(): MiniSearch<Film> {
    if (this.#index) return this.#index;
    const index = new MiniSearch<Film>({
      fields: ["title", "director", "genre"],
      storeFields: [],
      processTerm: (term) => term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase(),
      searchOptions: {
        boostDocument: (id) => 1 + Math.log10(1 + votes(this.#byId.get(id as number) as Film)) / 20,
      },
    });
    index.addAll(this.films as Film[]);
    this.#index = index;
    return index;
  }
}
