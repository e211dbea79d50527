import type { LanguageId } from "../../contract/language.js";
import type { Movie } from "../../contract/movies.js";
import type { ForYou } from "../../contract/my-list.js";
import type { MovieSource } from "../movies/movie-source.js";

/** Films per made-for-you row. */
export const FOR_YOU_ROW_SIZE = 20;
/** 'Top picks' read the films like this many of the latest additions (one similar() call each). */
export const TOP_PICKS_SEEDS = 5;

/**
 * The two rows made from a My List (newest first): films like the latest addition, and the films
 * most often like the latest few (what they have in common), best-rated first. Neither row holds a
 * film of the list, and top picks leave out what the first row already shows when enough remain.
 * A seed whose similar films cannot be fetched only drops out; an empty list makes no rows.
 */
export async function forYou(
  list: readonly Movie[],
  movies: MovieSource,
  language: LanguageId,
  signal?: AbortSignal,
): Promise<ForYou> {
  const latest = list[0];
  if (!latest) return { because: null, topPicks: [] };
  const kept = new Set(list.map((m) => m.id));
  const seeds = list.slice(0, TOP_PICKS_SEEDS);
  const likes = await Promise.all(seeds.map((seed) => movies.similar(seed.id, language, signal)));
  const fresh = (found: Movie[]) => found.filter((m) => !kept.has(m.id));

  const becauseFilms = likes[0]?.ok ? fresh(likes[0].value).slice(0, FOR_YOU_ROW_SIZE) : [];

  // A film like several of the list's films scores for each, more for ranking higher in each.
  const scores = new Map<number, { movie: Movie; score: number; seeds: number }>();
  for (const like of likes) {
    if (!like.ok) continue;
    fresh(like.value).forEach((movie, rank) => {
      const entry = scores.get(movie.id) ?? { movie, score: 0, seeds: 0 };
      entry.score += 1 / (rank + 1);
      entry.seeds += 1;
      scores.set(movie.id, entry);
    });
  }
  const shown = new Set(becauseFilms.map((m) => m.id));
  const ranked = [...scores.values()].sort((a, b) => b.seeds - a.seeds || b.score - a.score);
  const unseen = ranked.filter((e) => !shown.has(e.movie.id));
  const pool = (unseen.length >= FOR_YOU_ROW_SIZE / 2 ? unseen : ranked).slice(0, FOR_YOU_ROW_SIZE);
  const topPicks = pool
    .map((e) => e.movie)
    .sort((a, b) => (b.vote_average ?? 0) - (a.vote_average ?? 0) || a.id - b.id);

  return { because: becauseFilms.length > 0 ? { title: latest.title, results: becauseFilms } : null, topPicks };
}
