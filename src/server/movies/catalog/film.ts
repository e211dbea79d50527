/**
 * One film of the embedded catalogue (`data/catalog.json`, built by `scripts/build-catalog.ts` from
 * vega-datasets' movies.json): the one film shape the catalogue source, the art, `similar` and the
 * local suggestion engine all read. Unknown facts are `null`, never `undefined` or 0.
 */
export interface Film {
  /** Stable positive 31-bit id: FNV-1a of `title|releaseDate`, unique in the catalogue. */
  id: number;
  title: string;
  /** `YYYY-MM-DD`. */
  releaseDate: string | null;
  year: number | null;
  /** vega's "Major Genre" (`GENRES` in `genres.ts`). */
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

/** A film as the catalogue file stores it: its id and title, and only the facts that are known. */
export type StoredFilm = Pick<Film, "id" | "title"> & Partial<Film>;

/** Fill the keys the file leaves out (it omits nulls to stay small). */
export function filmOf(raw: StoredFilm): Film {
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
