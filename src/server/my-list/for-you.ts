import type { LanguageId } from "../../contract/language.js";
import type { Movie } from "../../contract/movies.js";
import type { ForYou, ForYouReason, TopPick } from "../../contract/my-list.js";
import type { FilmTaste } from "../../contract/taste.js";
import type { MovieSource } from "../movies/movie-source.js";

/** Films per made-for-you row. */
export const FOR_YOU_ROW_SIZE = 20;
/** 'Top picks' read the films like this many seeds (one similar() call each). */
export const TOP_PICKS_SEEDS = 5;
/** At most this many 'Because you liked ‹title›' rows. */
export const LIKED_ROWS = 2;
/** How much a seed counts: a loved film more than a liked or kept one. */
const WEIGHT = { love: 2, like: 1, added: 1 } as const;

/** A film the rows are made from, and how much it counts. */
interface Seed {
  id: number;
  reason: ForYouReason;
  weight: number;
}

/** Films said 'Seen it' go after the others, each group in its order. */
const seenLast = <M extends Movie>(movies: M[], seen: ReadonlySet<number>): M[] => [
  ...movies.filter((m) => !seen.has(m.id)),
  ...movies.filter((m) => seen.has(m.id)),
];

/**
 * The rows made from an account's My List (newest first) and ratings (latest change first):
 * - 'Because you added ‹title›': films like the latest addition;
 * - 'Because you liked ‹title›': films like the latest loved, then liked, films (up to two rows);
 * - 'Top picks': the films most often like the seeds (loved ones weigh double), best-rated first,
 *   each with the seed it is most like.
 * No row holds a film of the list or a rated film ('Not for me' included); films marked 'Seen it'
 * sink to the end. A seed whose similar films cannot be fetched only drops out.
 */
export async function forYou(
  list: readonly Movie[],
  taste: readonly FilmTaste[],
  movies: MovieSource,
  language: LanguageId,
  signal?: AbortSignal,
): Promise<ForYou> {
  const liked = [...taste.filter((f) => f.rating === "love"), ...taste.filter((f) => f.rating === "like")];
  const likedSeeds: Seed[] = liked.map((f) => ({
    id: f.id,
    reason: { kind: "liked", title: f.title },
    weight: f.rating === "love" ? WEIGHT.love : WEIGHT.like,
  }));
  const listSeeds: Seed[] = list.map((m) => ({
    id: m.id,
    reason: { kind: "added", title: m.title },
    weight: WEIGHT.added,
  }));
  const seeds = [...likedSeeds, ...listSeeds]
    .filter((seed, i, all) => all.findIndex((s) => s.id === seed.id) === i)
    .slice(0, TOP_PICKS_SEEDS);
  const latest = listSeeds[0];
  const rowSeeds = likedSeeds.slice(0, LIKED_ROWS);
  if (seeds.length === 0) return { because: null, liked: [], topPicks: [] };

  const kept = new Set([...list.map((m) => m.id), ...taste.filter((f) => f.rating !== null).map((f) => f.id)]);
  const seen = new Set(taste.filter((f) => f.seen).map((f) => f.id));
  const fresh = (found: Movie[]) =>
    seenLast(
      found.filter((m) => !kept.has(m.id)),
      seen,
    );
  // One similar() call per film, shared by the rows and the top picks.
  const asked = new Map<number, Promise<Movie[]>>();
  const similar = (id: number) => {
    let films = asked.get(id);
    if (!films) {
      films = movies.similar(id, language, signal).then((found) => (found.ok ? fresh(found.value) : []));
      asked.set(id, films);
    }
    return films;
  };
  const [likes, becauseFilms, likedRows] = await Promise.all([
    Promise.all(seeds.map((seed) => similar(seed.id))),
    latest ? similar(latest.id) : Promise.resolve([]),
    Promise.all(rowSeeds.map(async (seed) => ({ title: seed.reason.title, results: await similar(seed.id) }))),
  ]);

  // A film like several seeds scores for each (more for ranking higher, and for a loved seed).
  const scores = new Map<number, { movie: Movie; score: number; weight: number; best: number; reason: ForYouReason }>();
  likes.forEach((found, s) => {
    const seed = seeds[s];
    if (!seed) return;
    found.forEach((movie, rank) => {
      const points = seed.weight / (rank + 1);
      const entry = scores.get(movie.id) ?? { movie, score: 0, weight: 0, best: 0, reason: seed.reason };
      entry.score += points;
      entry.weight += seed.weight;
      if (points > entry.best) Object.assign(entry, { best: points, reason: seed.reason });
      scores.set(movie.id, entry);
    });
  });
  const rows = [...(becauseFilms.length > 0 ? [becauseFilms] : []), ...likedRows.map((row) => row.results)].map(
    (films) => films.slice(0, FOR_YOU_ROW_SIZE),
  );
  const shown = new Set(rows.flat().map((m) => m.id));
  const ranked = [...scores.values()].sort((a, b) => b.weight - a.weight || b.score - a.score);
  const unseen = ranked.filter((e) => !shown.has(e.movie.id));
  const pool = (unseen.length >= FOR_YOU_ROW_SIZE / 2 ? unseen : ranked).slice(0, FOR_YOU_ROW_SIZE);
  const topPicks = seenLast(
    pool
      .map((e): TopPick => ({ ...e.movie, reason: e.reason }))
      .sort((a, b) => (b.vote_average ?? 0) - (a.vote_average ?? 0) || a.id - b.id),
    seen,
  );

  return {
    because: latest && becauseFilms.length > 0 ? { title: latest.reason.title, results: rows[0] ?? [] } : null,
    liked: likedRows
      .filter((row) => row.results.length > 0)
      .map((row) => ({ title: row.title, results: row.results.slice(0, FOR_YOU_ROW_SIZE) })),
    topPicks,
  };
}
