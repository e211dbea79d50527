import { WELL_LIKED_CRITICS, WELL_LIKED_RATING } from "../../../contract/well-liked.js";
import type { Film } from "./film.js";

/**
 * What the catalogue's words mean in its own numbers (IMDb votes and ratings out of 10, Rotten
 * Tomatoes per cent, US dollars), each written once: read by the lists, the genre rows, the poster
 * wall and the suggestion engine's facets, moods and title reading.
 */
export const THRESHOLDS = {
  /** A viewers' verdict counts from this many IMDb votes ("viewers loved it", a genre's acclaimed row). */
  audienceVotes: 10_000,
  /** Acclaimed ("the best", and what the engine answers when it understood nothing): widely rated, and rated this high by viewers or critics. */
  acclaimedVotes: 20_000,
  acclaimedRating: 7.5,
  acclaimedCritics: 90,
  /** Well known: Top Rated's floor, a mind-bending film, a title heard of (votes, or the US takings of a film people name from memory). */
  wellKnownVotes: 50_000,
  wellKnownGross: 50_000_000,
  /** So widely known that its title alone names it, even where the words also read as a request ("alien"). */
  namedByTitleVotes: 100_000,
  /** Popular: this many votes; the Popular list counts films of the catalogue's last `popularYears` years, as TMDB's "popular now". */
  popularVotes: 150_000,
  popularYears: 5,
  obscureVotes: 15_000,
  criticsLoved: 85,
  criticsPanned: 30,
  /** Well liked (the page's featured film clears both; shared with it through the contract). */
  wellLikedRating: WELL_LIKED_RATING,
  wellLikedCritics: WELL_LIKED_CRITICS,
  audienceLoved: 7,
  audienceDisliked: 6,
  gemRating: 7.5,
  hiddenVotes: 40_000,
  gemGross: 5_000_000,
  hitGross: 150_000_000,
  flopGross: 15_000_000,
  flopVotes: 5_000,
  flopSince: 1980,
  worstRating: 5,
  worstVotes: 2_000,
} as const;

export const votesOf = (f: Film): number => f.imdbVotes ?? 0;

/** Acclaimed: rated by `acclaimedVotes`+ viewers, and 7.5+ by them or 90 %+ by the critics. */
export const isAcclaimed = (f: Film): boolean =>
  votesOf(f) >= THRESHOLDS.acclaimedVotes &&
  ((f.imdbRating ?? 0) >= THRESHOLDS.acclaimedRating || (f.rottenTomatoes ?? 0) >= THRESHOLDS.acclaimedCritics);

export const isWellKnown = (f: Film): boolean => votesOf(f) >= THRESHOLDS.wellKnownVotes;

/** A title people name from memory: well known, or a film that took `wellKnownGross` in the US. */
export const isHeardOf = (f: Film): boolean => isWellKnown(f) || (f.usGross ?? 0) >= THRESHOLDS.wellKnownGross;

export const isPopular = (f: Film): boolean => votesOf(f) >= THRESHOLDS.popularVotes;

/** Whether the viewers' rating counts as their verdict (`audienceVotes`+ votes). */
export const isRatedByMany = (f: Film): boolean => votesOf(f) >= THRESHOLDS.audienceVotes;

/** Most voted first (ties: lower id): what "popular" orders by (the Popular list, a genre's popular row, the poster wall). */
export const byVotes = (a: Film, b: Film): number => votesOf(b) - votesOf(a) || a.id - b.id;

/** Most recent release first; same day: more votes first, then id, so the order is total. */
export const byRecent = (a: Film, b: Film): number =>
  (b.releaseDate ?? "").localeCompare(a.releaseDate ?? "") || byVotes(a, b);

/** Highest IMDb rating first; ties: more votes first. */
export const byRating = (a: Film, b: Film): number => (b.imdbRating ?? 0) - (a.imdbRating ?? 0) || byVotes(a, b);

/** How acclaimed a film is: the critics' per cent (else the viewers' rating × 10) plus the viewers' rating. */
const acclaimOf = (f: Film): number => (f.rottenTomatoes ?? (f.imdbRating ?? 0) * 10) + (f.imdbRating ?? 0);

/** Most acclaimed first (`acclaimOf`); ties: more votes first. */
export const byAcclaim = (a: Film, b: Film): number => acclaimOf(b) - acclaimOf(a) || byVotes(a, b);
