import type { Movie } from "../../../contract/movies";
import { WELL_LIKED_CRITICS, WELL_LIKED_RATING } from "../../../contract/well-liked";

/** The featured film is one of the first 20 films of its list. */
export const FEATURED_POOL = 20;
/** Recent for its list: released at most this many days before the list's newest film. */
export const FEATURED_MAX_AGE_DAYS = 365;

const DAY_MS = 86_400_000;

/** Well liked: audiences' rating at the contract's bar, and critics' too unless the source has no critics. */
function wellLiked(movie: Movie): boolean {
  if ((movie.vote_average ?? 0) < WELL_LIKED_RATING) return false;
  return movie.critics_score === undefined || (movie.critics_score ?? 0) >= WELL_LIKED_CRITICS;
}

/**
 * The films the featured film is drawn from, in list order: among the first 20 of `list` with a
 * poster and not `excluded` ('Not for me'), those well liked by audiences and critics and released
 * within a year of the list's newest film. When none is, the first 20 with a poster and not excluded
 * (a featured film of any kind beats an empty block).
 */
export function featuredCandidates(list: readonly Movie[], excluded: (id: number) => boolean = () => false): Movie[] {
  const pool = list.filter((movie) => movie.poster_path && !excluded(movie.id)).slice(0, FEATURED_POOL);
  const released = (movie: Movie) => Date.parse(movie.release_date ?? "");
  const newest = Math.max(...pool.map(released).filter((time) => !Number.isNaN(time)));
  const recent = (movie: Movie) => newest - released(movie) <= FEATURED_MAX_AGE_DAYS * DAY_MS;
  const candidates = pool.filter((movie) => wellLiked(movie) && recent(movie));
  return candidates.length > 0 ? candidates : pool;
}
