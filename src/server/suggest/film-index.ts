import { isQueryWord, type TopicName, type Vocabulary, wordString } from "./lexicon.js";
import { TOPICS, type Topic } from "./topics.js";

/** The catalogue facts the engine reads (a structural subset of the catalogue's `Film`). */
export interface EngineFilm {
  id: number;
  title: string;
  year?: number | null;
  genre?: string | null;
  creativeType?: string | null;
  director?: string | null;
  mpaa?: string | null;
  runtime?: number | null;
  imdbRating?: number | null;
  imdbVotes?: number | null;
  rottenTomatoes?: number | null;
  usGross?: number | null;
  hasPoster?: boolean;
}

/** What the engine needs from the catalogue: its films and its full-text search. */
export interface SuggestCatalog {
  readonly films: readonly EngineFilm[];
  search(text: string, limit: number): readonly EngineFilm[];
}

/** Per-film facts computed once at construction, so a query only compares numbers and strings. */
export interface Features {
  film: EngineFilm;
  /** Normalised title: the key for distinctness and title matches. */
  key: string;
  /** Normalised title and director words, to judge whether a full-text hit is really about the words. */
  terms: readonly string[];
  year: number | null;
  rating: number;
  votes: number;
  rottenTomatoes: number | null;
  usGross: number | null;
  hasPoster: boolean;
  topics: ReadonlySet<TopicName>;
  /** rating × log10(votes): good and widely seen. */
  popularity: number;
  /** Bayesian average rating: a high rating from few votes is pulled towards the mean. */
  bayes: number;
}

/** Words that introduce a film the query is like. */
const LIKE_CUES = new Set(["like", "como", "مثل", "يشبه"]);
/** A cued title is looked for in at most this many words after the cue. */
const TITLE_WORDS_MAX = 8;

/** Votes that count as "widely seen" for the Bayesian average. */
const BAYES_VOTES = 20_000;

function topicsOf(key: string, genre: string | null | undefined): Set<TopicName> {
  const found = new Set<TopicName>();
  const padded = ` ${key} `;
  for (const [name, topic] of Object.entries(TOPICS) as [TopicName, Topic][]) {
    const byGenre = genre ? topic.genres?.includes(genre) : false;
    if (byGenre || topic.titles.includes(key) || topic.words.some((w) => padded.includes(` ${w} `))) found.add(name);
  }
  return found;
}

function featuresOf(films: readonly EngineFilm[]): Features[] {
  const rated = films.filter((f) => (f.imdbRating ?? 0) > 0);
  const mean = rated.reduce((sum, f) => sum + (f.imdbRating ?? 0), 0) / Math.max(1, rated.length);
  return films.map((film) => {
    const key = wordString(film.title).trim();
    const rating = film.imdbRating ?? 0;
    const votes = film.imdbVotes ?? 0;
    return {
      film,
      key,
      terms: [...new Set(`${key} ${wordString(film.director ?? "")}`.trim().split(" "))],
      year: film.year ?? null,
      rating,
      votes,
      rottenTomatoes: film.rottenTomatoes ?? null,
      usGross: film.usGross ?? null,
      hasPoster: film.hasPoster !== false,
      topics: topicsOf(key, film.genre),
      popularity: rating * Math.log10(votes + 1),
      bayes: rating > 0 ? (votes * rating + BAYES_VOTES * mean) / (votes + BAYES_VOTES) : 0,
    };
  });
}

/** The latest year with at least this many films counts as "now" for "recent". */
const RECENT_MIN_FILMS = 20;

function vocabularyOf(features: readonly Features[]): Vocabulary {
  const directorsByName = new Map<string, string>();
  const directorsBySurname = new Map<string, string[]>();
  const wordTitles = new Map<string, number>();
  const perYear = new Map<number, number>();
  for (const f of features) {
    const director = f.film.director?.trim();
    if (director && !directorsByName.has(wordString(director).trim())) {
      const full = wordString(director).trim();
      directorsByName.set(full, director);
      const surname = full.split(" ").at(-1) ?? full;
      directorsBySurname.set(surname, [...(directorsBySurname.get(surname) ?? []), director]);
    }
    for (const w of new Set(f.key.split(" "))) wordTitles.set(w, (wordTitles.get(w) ?? 0) + 1);
    if (f.year !== null) perYear.set(f.year, (perYear.get(f.year) ?? 0) + 1);
  }
  const denseYears = [...perYear].filter(([, n]) => n >= RECENT_MIN_FILMS).map(([y]) => y);
  return {
    directorsByName,
    directorsBySurname,
    commonTitleWords: new Set([...wordTitles].filter(([, n]) => n >= 2).map(([w]) => w)),
    latestYear: denseYears.length > 0 ? Math.max(...denseYears) : Math.max(0, ...perYear.keys()),
  };
}

export type Ordering = "popularity" | "bayes" | "ratingDesc" | "ratingAsc";

const COMPARE: Readonly<Record<Ordering, (a: Features, b: Features) => number>> = {
  popularity: (a, b) => b.popularity - a.popularity,
  bayes: (a, b) => b.bayes - a.bayes,
  ratingDesc: (a, b) => b.rating - a.rating || a.votes - b.votes,
  ratingAsc: (a, b) => (a.rating || 99) - (b.rating || 99) || b.votes - a.votes,
};

/** Everything precomputed over the catalogue: features, vocabulary, films in each ranking order. */
export class FilmIndex {
  readonly features: readonly Features[];
  readonly vocabulary: Vocabulary;
  readonly #orders = new Map<Ordering, readonly Features[]>();
  readonly #byId = new Map<number, Features>();
  readonly #byKey = new Map<string, Features[]>();
  /** Titles of two or more words, longest first, for "the query names a film". */
  readonly #multiWordKeys: readonly string[];
  /** Each multi-word title → its place in `#multiWordKeys` (lower comes first). */
  readonly #multiWordRank = new Map<string, number>();
  /** Every run of two or more adjacent words of some title ("star wars", "wars episode"). */
  readonly #titleRuns = new Set<string>();

  constructor(films: readonly EngineFilm[]) {
    this.features = featuresOf(films);
    this.vocabulary = vocabularyOf(this.features);
    for (const [name, compare] of Object.entries(COMPARE) as [Ordering, typeof COMPARE.bayes][]) {
      this.#orders.set(
        name,
        [...this.features].sort((a, b) => compare(a, b) || a.film.id - b.film.id),
      );
    }
    for (const f of this.features) {
      this.#byId.set(f.film.id, f);
      this.#byKey.set(f.key, [...(this.#byKey.get(f.key) ?? []), f]);
      const w = f.key.split(" ");
      for (let i = 0; i < w.length - 1; i++) {
        for (let end = i + 2; end <= w.length; end++) this.#titleRuns.add(w.slice(i, end).join(" "));
      }
    }
    this.#multiWordKeys = [...this.#byKey.keys()]
      .filter((k) => k.includes(" ") && k.length >= 8 && k.split(" ").some((w) => !isQueryWord(w)))
      .sort((a, b) => b.length - a.length || a.localeCompare(b));
    for (const [rank, key] of this.#multiWordKeys.entries()) this.#multiWordRank.set(key, rank);
  }

  ordered(by: Ordering): readonly Features[] {
    return this.#orders.get(by) ?? this.features;
  }

  byId(id: number): Features | undefined {
    return this.#byId.get(id);
  }

  /**
   * The best-known film whose whole title is the query, or whose multi-word title it contains
   * (the longest such title). Looks up runs of query words in a set, so the work grows with the
   * query, not with the query times the catalogue.
   */
  titleIn(words: string): { film: Features; key: string } | undefined {
    const whole = words.trim();
    const cued = this.#titleAfterCue(whole.split(" "));
    if (cued) return cued;
    const exact = whole.split(" ").some((w) => !isQueryWord(w)) ? this.#byKey.get(whole) : undefined;
    const key = exact ? whole : this.#longestTitleIn(whole.split(" ").filter(Boolean));
    const films = key ? this.#byKey.get(key) : undefined;
    if (!key || !films) return undefined;
    const film = [...films].sort((a, b) => b.popularity - a.popularity || a.film.id - b.film.id)[0];
    return film ? { film, key } : undefined;
  }

  /** "like Alien", "similar to The Matrix", "como Titanic", "مثل تايتانيك": the longest title right after the cue. */
  #titleAfterCue(w: readonly string[]): { film: Features; key: string } | undefined {
    const at = w.findIndex((word, i) => LIKE_CUES.has(word) || (word === "similar" && w[i + 1] === "to"));
    if (at < 0) return undefined;
    const start = w[at] === "similar" ? at + 2 : at + 1;
    for (let end = Math.min(w.length, start + TITLE_WORDS_MAX); end > start; end--) {
      const key = w.slice(start, end).join(" ");
      const films = this.#byKey.get(key);
      if (films) return { film: this.#best(films), key };
    }
    return undefined;
  }

  #best(films: readonly Features[]): Features {
    return [...films].sort((a, b) => b.popularity - a.popularity || a.film.id - b.film.id)[0] as Features;
  }

  /**
   * The first of `#multiWordKeys` that is a run of these words, if any. A run is only extended
   * while it is still part of some title, so each start costs at most the longest title's words.
   */
  #longestTitleIn(w: readonly string[]): string | undefined {
    let best: number | undefined;
    for (let i = 0; i < w.length - 1; i++) {
      let run = w[i] ?? "";
      for (let end = i + 2; end <= w.length; end++) {
        run = `${run} ${w[end - 1]}`;
        if (!this.#titleRuns.has(run)) break;
        const rank = this.#multiWordRank.get(run);
        if (rank !== undefined && (best === undefined || rank < best)) best = rank;
      }
    }
    return best === undefined ? undefined : this.#multiWordKeys[best];
  }

  /**
   * The longest run of two or more query words that appears inside some title ("star wars",
   * "harry potter") and has a word the parser would not otherwise consume, if any; the first
   * such run on a tie. A run is only extended while it is still part of some title.
   */
  titlePhrase(words: string): string | undefined {
    const w = words.trim().split(" ").filter(Boolean);
    const consumed = w.map(isQueryWord);
    let best: string | undefined;
    for (let i = 0; i < w.length - 1; i++) {
      let run = w[i] ?? "";
      let meaningful = !consumed[i];
      for (let end = i + 2; end <= w.length; end++) {
        run = `${run} ${w[end - 1]}`;
        if (!this.#titleRuns.has(run)) break;
        meaningful ||= !consumed[end - 1];
        if (meaningful && (!best || run.length > best.length)) best = run;
      }
    }
    return best;
  }
}

/** True when `a` becomes `b` with at most one insertion, deletion or substitution. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length >= b.length) i++;
    if (b.length >= a.length) j++;
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * Whether a full-text hit is really about the query words: a title or director word starts with
 * one of them, or (for words of five letters or more) is one typo away. The catalogue's fuzzy
 * search alone would let "wplk" find "Walk the Line".
 */
export function isRelevant(f: Features, queryTerms: readonly string[]): boolean {
  return queryTerms.some((q) => f.terms.some((t) => t.startsWith(q) || (q.length >= 5 && withinOneEdit(q, t))));
}
