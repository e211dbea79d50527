import type { Film } from "./catalog.js";

/** At most this many films like a film are answered: a full "More like this" row and then some. */
export const SIMILAR_LIMIT = 20;

/**
 * How much each shared fact says that two films are alike. Genre and creative type carry most
 * (what a viewer means by "like this"); a shared source only counts when it is not the default
 * (two adaptations of novels are alike, two original screenplays are not); the director and the
 * decade add; audience rating keeps family films among family films.
 */
const WEIGHT = {
  genre: 3,
  creativeType: 2,
  source: 1.5,
  director: 2,
  decade: 1,
  nearYear: 0.5,
  mpaa: 0.8,
  /** Full weight for equal IMDB ratings, falling to 0 three points apart. */
  acclaim: 1.5,
  /** Films nobody rated or saw sink below well-known ones with the same facts. */
  votes: 1,
} as const;

const ORIGINAL = "Original Screenplay";
/** Audience groups: a film for little children is never "like" an R-rated one on rating alone. */
const AUDIENCE: Readonly<Record<string, number>> = { G: 0, PG: 0, "PG-13": 1, R: 2, "NC-17": 2 };

const decadeOf = (film: Film): number | null => (film.year === null ? null : Math.floor(film.year / 10));
const same = <T>(a: T | null, b: T | null): boolean => a !== null && a === b;

/** How alike `other` is to `film`, from the catalogue's facts alone (higher is more alike). */
export function likeness(film: Film, other: Film): number {
  let score = 0;
  if (same(film.genre, other.genre)) score += WEIGHT.genre;
  if (same(film.creativeType, other.creativeType)) score += WEIGHT.creativeType;
  if (same(film.source, other.source) && film.source !== ORIGINAL) score += WEIGHT.source;
  if (same(film.director, other.director)) score += WEIGHT.director;
  if (same(decadeOf(film), decadeOf(other))) score += WEIGHT.decade;
  if (film.year !== null && other.year !== null && Math.abs(film.year - other.year) <= 5) score += WEIGHT.nearYear;
  const audience = film.mpaa === null ? undefined : AUDIENCE[film.mpaa];
  const otherAudience = other.mpaa === null ? undefined : AUDIENCE[other.mpaa];
  if (audience !== undefined && audience === otherAudience) score += WEIGHT.mpaa;
  if (film.imdbRating !== null && other.imdbRating !== null) {
    score += WEIGHT.acclaim * Math.max(0, 1 - Math.abs(film.imdbRating - other.imdbRating) / 3);
  }
  score += WEIGHT.votes * Math.min(1, Math.log10(1 + (other.imdbVotes ?? 0)) / 6);
  return score;
}

/**
 * Films like `film`, most alike first (ties: more votes, then lower id), never the film itself nor
 * a film without a poster (a row could not show it), at most `limit`. A linear pass over the
 * catalogue: ~3,200 films score in well under a millisecond.
 */
export function similarFilms(film: Film, films: readonly Film[], limit = SIMILAR_LIMIT): Film[] {
  const scored: { film: Film; score: number }[] = [];
  for (const other of films) {
    if (other.id === film.id || !other.hasPoster || other.title === film.title) continue;
    scored.push({ film: other, score: likeness(film, other) });
  }
  scored.sort(
    (a, b) => b.score - a.score || (b.film.imdbVotes ?? 0) - (a.film.imdbVotes ?? 0) || a.film.id - b.film.id,
  );
  return scored.slice(0, limit).map((s) => s.film);
}
