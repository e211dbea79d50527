import { readFileSync } from "node:fs";
import type { ListKind } from "../../../contract/movies.js";
import { type Film, filmOf, type StoredFilm } from "./film.js";
import { byRating, byRecent, byVotes, isWellKnown, THRESHOLDS } from "./thresholds.js";
import { TitleIndex } from "./title-index.js";

/** Films per list, as TMDB's first page. */
export const LIST_SIZE = 20;

export const DEFAULT_CATALOG_FILE = new URL("../../../../data/catalog.json", import.meta.url);

/**
 * The embedded catalogue: all films, lookup by id, the four list rules and the title index. The
 * local suggestion engine builds on `films`: keep it stable. It is also the art routes'
 * `ArtCatalog` (`byId`, `mosaic`), checked where `services.ts` hands it to them.
 */
export class Catalog {
  readonly films: readonly Film[];
  readonly #byId: ReadonlyMap<number, Film>;
  readonly #lists: Readonly<Record<ListKind, readonly Film[]>>;
  #titles: TitleIndex | undefined;

  constructor(films: readonly Film[]) {
    this.films = films;
    this.#byId = new Map(films.map((f) => [f.id, f]));
    const recent = films.filter((f) => f.releaseDate !== null).sort(byRecent);
    const latest = recent[0]?.releaseDate ?? "";
    const popularFrom = `${Number(latest.slice(0, 4)) - THRESHOLDS.popularYears}${latest.slice(4)}`;
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
      // Top Rated: highest IMDB rating among the well-known films; ties: more votes first.
      "top-rated": films.filter(isWellKnown).sort(byRating).slice(0, LIST_SIZE),
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
      .sort(byVotes)
      .slice(0, count);
  }

  /** The 20 films of a list, by the rules documented in the constructor. */
  list(kind: ListKind): readonly Film[] {
    return this.#lists[kind];
  }

  /**
   * The films a title names, as `TitleIndex.search` ranks them: the exact title (of `year` first),
   * then titles starting with the words, then with them from a later word, then the other titles
   * holding every significant word; none when nothing matches.
   */
  titleSearch(text: string, year?: number, limit = LIST_SIZE): Film[] {
    return this.titles.search(text, year, limit);
  }

  /** The one title index (built on first use): title search, and the suggestion engine's titles. */
  get titles(): TitleIndex {
    this.#titles ??= new TitleIndex(this.films);
    return this.#titles;
  }

  /** Build the title index now rather than on the first search. */
  warm(): this {
    void this.titles;
    return this;
  }
}
