import type { Logger } from "pino";
import type { FilmTaste } from "../../contract/taste.js";
import type { MovieSource } from "../movies/movie-source.js";
import type { TasteStore } from "./taste-store.js";

/** How many of the latest liked and loved films describe an account's taste (one `facts` call each). */
export const TASTE_SEEDS = 20;
/** How much a rating counts: a loved film more than a liked one. */
const WEIGHT = { love: 2, like: 1 } as const;
/** A shared director says more about taste than a shared genre. */
const DIRECTOR_POINTS = 2;
/** The reason tag that says a pick fits the account's taste: `liked:‹title›` ("Because you liked Alien"). */
export const LIKED_TAG = "liked";
/** Facts a pick's reason carries at most (`ReasonSchema`). */
const REASON_PARTS = 5;

/** A film the account liked or loved, with what taste can be read from it. */
interface LikedFilm {
  title: string;
  weight: number;
  genres: readonly string[];
  director: string | null;
}

/** What an account's ratings say, as the answers that leave the server read it. */
export interface TasteProfile {
  /** Films said 'Not for me': in no answer or row the server builds. */
  hidden: ReadonlySet<number>;
  /** Films said 'Seen it': last in an answer, unless the query asks for films seen. */
  seen: ReadonlySet<number>;
  liked: readonly LikedFilm[];
}

export const isEmptyTaste = (p: TasteProfile) => p.hidden.size === 0 && p.seen.size === 0 && p.liked.length === 0;

/** What the answers need of the movie source: a film's genres and director, and a title search. */
export type TasteSource = Pick<MovieSource, "facts" | "search">;

/**
 * An account's taste from its ratings (latest change first): the films to hide, those seen, and the
 * genres and director of its latest `TASTE_SEEDS` liked and loved films (in English, the one language
 * genres are compared in). A film whose facts cannot be read only drops out.
 */
export async function tasteProfile(films: readonly FilmTaste[], movies: TasteSource): Promise<TasteProfile> {
  const rated = films.filter((f) => f.rating === "like" || f.rating === "love").slice(0, TASTE_SEEDS);
  const liked = await Promise.all(
    rated.map(async (f): Promise<LikedFilm[]> => {
      const facts = await movies.facts(f.id, "EN", "US").catch(() => undefined);
      if (!facts?.ok) return [];
      const weight = f.rating === "love" ? WEIGHT.love : WEIGHT.like;
      return [{ title: f.title, weight, genres: facts.value.genres, director: facts.value.director }];
    }),
  );
  return {
    hidden: new Set(films.filter((f) => f.rating === "dislike").map((f) => f.id)),
    seen: new Set(films.filter((f) => f.seen).map((f) => f.id)),
    liked: liked.flat(),
  };
}

/** How well a film fits the account's taste, and the liked film it is most like (its reason). */
export interface Affinity {
  score: number;
  because: string | undefined;
}

/** Each liked film scores its weight per shared genre and `DIRECTOR_POINTS` for the same director. */
export function affinity(profile: TasteProfile, genres: readonly string[], director: string | null): Affinity {
  let score = 0;
  let best = 0;
  let because: string | undefined;
  for (const film of profile.liked) {
    const shared = genres.filter((g) => film.genres.includes(g)).length;
    const points = film.weight * (shared + (director && film.director === director ? DIRECTOR_POINTS : 0));
    score += points;
    if (points > best) {
      best = points;
      because = film.title;
    }
  }
  return { score, because };
}

/**
 * Words that ask for films already seen ("films I've seen", "something to rewatch", "volver a
 * ver", "شاهدته"): then 'Seen it' films keep their place. Matched on whole words in Latin scripts.
 */
const ASKS_FOR_SEEN = [
  /\b(seen|watched|rewatch\w*|re-watch\w*|again|visto|vistas?|vistos|rever|volver a ver|otra vez|de nuevo)\b/u,
  /(شاهدت|شاهدته|شاهدتها|مرة أخرى|مجددا|مجدداً|أعيد)/u,
];
export const asksForSeen = (query: string) => {
  const text = query.normalize("NFC").toLocaleLowerCase();
  return ASKS_FOR_SEEN.some((words) => words.test(text));
};

/** A film with its taste: whether it sinks, and how well it fits. */
export interface TastedFilm<T> {
  item: T;
  id: number | undefined;
  /** The answer's own rank group (the engine's fit grade; one group for a model's answer). */
  tier: number;
  sinks: boolean;
  affinity: Affinity;
}

/**
 * The post-ranking order: 'Not for me' films out; 'Seen it' ones last (unless asked for); within
 * one rank group, films nearer the account's taste first; otherwise the answer's own order.
 */
export function tasteOrder<T>(films: readonly TastedFilm<T>[], profile: TasteProfile): TastedFilm<T>[] {
  return films
    .map((film, index) => ({ film, index }))
    .filter(({ film }) => film.id === undefined || !profile.hidden.has(film.id))
    .sort(
      (a, b) =>
        Number(a.film.sinks) - Number(b.film.sinks) ||
        a.film.tier - b.film.tier ||
        b.film.affinity.score - a.film.affinity.score ||
        a.index - b.index,
    )
    .map(({ film }) => film);
}

/** A pick's reason with "Because you liked ‹title›" first, when its taste says so. */
export function reasonWithTaste(reason: readonly string[] | undefined, because: string | undefined) {
  if (!because) return reason ? [...reason] : undefined;
  return [`${LIKED_TAG}:${because}`, ...(reason ?? [])].slice(0, REASON_PARTS);
}

/** A film's genres (English) and director, none when the source cannot say. */
export async function tasteFactsOf(movies: TasteSource, id: number) {
  const facts = await movies.facts(id, "EN", "US").catch(() => undefined);
  return facts?.ok ? facts.value : { genres: [], director: null };
}

/**
 * The films an account said 'Not for me', for a row the server builds ("More like this"); none
 * when the store cannot say (the row is worth more than the filter).
 */
export async function hiddenFilms(
  store: TasteStore,
  kind: MovieSource["kind"],
  uid: string,
  log: Logger | undefined,
): Promise<ReadonlySet<number>> {
  try {
    const films = await store.films(uid, kind);
    return new Set(films.filter((f) => f.rating === "dislike").map((f) => f.id));
  } catch (error) {
    log?.warn({ reason: error instanceof Error ? error.name : "thrown" }, "taste unavailable for a row");
    return new Set();
  }
}
