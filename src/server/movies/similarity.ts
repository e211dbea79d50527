import { LRUCache } from "lru-cache";
import type { Film } from "./catalog/film.js";

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

/** Each fact as a number per film, in catalogue order: the scoring loop reads these, not the objects. */
interface Columns {
  genre: Int32Array;
  creativeType: Int32Array;
  source: Int32Array;
  director: Int32Array;
  /** NaN when unknown. */
  year: Float64Array;
  decade: Float64Array;
  rating: Float64Array;
  /** -1 when unknown or not an audience group. */
  audience: Int8Array;
  /** The `votes` term of `likeness`, which depends on the other film alone. */
  votesScore: Float64Array;
  votes: Float64Array;
  id: Float64Array;
  /** One integer per distinct title: a film is never like another of its own title. */
  title: Int32Array;
  showable: Uint8Array;
  /** Each film's position in the list. */
  at: Map<Film, number>;
  /** The films of each genre, creative type and decade: the groups a search can skip. */
  groups: Group[];
  /** Each film's group (its index in `groups`). */
  groupOf: Int32Array;
  /** The films of each director (by code). */
  byDirector: Map<number, number[]>;
  /** Answers already worked out, by the film's position and the limit: rows ask for the same films often. */
  answers: LRUCache<string, readonly Film[]>;
}

interface Group {
  genre: number;
  creativeType: number;
  /** NaN when unknown. */
  decade: number;
  /** The group's highest `votes` term. */
  votesScore: number;
  /** Its films, the highest `votes` term first: a search stops in a group where no later film can rank. */
  films: number[];
}

/**
 * The best score a film of `group` can reach against film `at`, its director aside (the films of
 * its director are scored first): each fact the group shares or may share, ratings equal, and the
 * group's most-voted film.
 */
function reachable(c: Columns, at: number, group: Group): number {
  const decade = c.decade[at] as number;
  const decadesApart = Math.abs(decade - group.decade);
  return (
    ((c.genre[at] as number) >= 0 && group.genre === c.genre[at] ? WEIGHT.genre : 0) +
    ((c.creativeType[at] as number) >= 0 && group.creativeType === c.creativeType[at] ? WEIGHT.creativeType : 0) +
    ((c.source[at] as number) >= 0 ? WEIGHT.source : 0) +
    (decadesApart === 0 ? WEIGHT.decade : 0) +
    // Within five years of each other: never more than one decade apart (unknown: NaN, never).
    (decadesApart <= 1 ? WEIGHT.nearYear : 0) +
    ((c.audience[at] as number) >= 0 ? WEIGHT.mpaa : 0) +
    (Number.isNaN(c.rating[at] as number) ? 0 : WEIGHT.acclaim) +
    group.votesScore
  );
}

/** Answers kept per film list, twenty films each: a few hundred KB. */
const KEPT_ANSWERS = 4_096;

/** Built once per film list (the catalogue is fixed at start-up), on the first "More like this". */
const columnsOf = new WeakMap<readonly Film[], Columns>();

function buildColumns(films: readonly Film[]): Columns {
  const n = films.length;
  const codes = new Map<string, number>();
  /** One integer per distinct text, -1 for an unknown fact (equal to nothing). */
  const code = (text: string | null) => {
    if (text === null) return -1;
    let found = codes.get(text);
    if (found === undefined) {
      found = codes.size;
      codes.set(text, found);
    }
    return found;
  };
  const columns: Columns = {
    genre: new Int32Array(n),
    creativeType: new Int32Array(n),
    source: new Int32Array(n),
    director: new Int32Array(n),
    year: new Float64Array(n),
    decade: new Float64Array(n),
    rating: new Float64Array(n),
    audience: new Int8Array(n),
    votesScore: new Float64Array(n),
    votes: new Float64Array(n),
    id: new Float64Array(n),
    title: new Int32Array(n),
    showable: new Uint8Array(n),
    at: new Map(),
    groups: [],
    groupOf: new Int32Array(n),
    byDirector: new Map(),
    answers: new LRUCache({ max: KEPT_ANSWERS }),
  };
  /** Each group's index in `columns.groups`, by its genre, creative type and decade. */
  const groupAt = new Map<string, number>();
  const titles = new Map<string, number>();
  films.forEach((f, i) => {
    columns.genre[i] = code(f.genre);
    columns.creativeType[i] = code(f.creativeType);
    // A shared original screenplay says nothing: it never counts as a shared source.
    columns.source[i] = f.source === ORIGINAL ? -1 : code(f.source);
    columns.director[i] = code(f.director);
    columns.year[i] = f.year ?? Number.NaN;
    columns.decade[i] = decadeOf(f) ?? Number.NaN;
    columns.rating[i] = f.imdbRating ?? Number.NaN;
    columns.audience[i] = (f.mpaa === null ? undefined : AUDIENCE[f.mpaa]) ?? -1;
    columns.votesScore[i] = WEIGHT.votes * Math.min(1, Math.log10(1 + (f.imdbVotes ?? 0)) / 6);
    columns.votes[i] = f.imdbVotes ?? 0;
    columns.id[i] = f.id;
    columns.title[i] = titles.get(f.title) ?? titles.set(f.title, titles.size).size - 1;
    columns.showable[i] = f.hasPoster ? 1 : 0;
    columns.at.set(f, i);
    const genre = columns.genre[i] as number;
    const creativeType = columns.creativeType[i] as number;
    const decade = columns.decade[i] as number;
    const key = `${genre}|${creativeType}|${decade}`;
    let g = groupAt.get(key);
    if (g === undefined) {
      g = columns.groups.push({ genre, creativeType, decade, votesScore: 0, films: [] }) - 1;
      groupAt.set(key, g);
    }
    const group = columns.groups[g] as Group;
    columns.groupOf[i] = g;
    group.films.push(i);
    group.votesScore = Math.max(group.votesScore, columns.votesScore[i] as number);
    const director = columns.director[i] as number;
    if (director >= 0) {
      const directed = columns.byDirector.get(director);
      if (directed) directed.push(i);
      else columns.byDirector.set(director, [i]);
    }
  });
  const { votesScore } = columns;
  for (const group of columns.groups) group.films.sort((a, b) => (votesScore[b] as number) - (votesScore[a] as number));
  return columns;
}

/** `likeness(films[a], films[b])` from the columns: the same terms added in the same order. */
function columnLikeness(c: Columns, a: number, b: number): number {
  let score = 0;
  const genre = c.genre[a] as number;
  if (genre >= 0 && genre === c.genre[b]) score += WEIGHT.genre;
  const creativeType = c.creativeType[a] as number;
  if (creativeType >= 0 && creativeType === c.creativeType[b]) score += WEIGHT.creativeType;
  const source = c.source[a] as number;
  if (source >= 0 && source === c.source[b]) score += WEIGHT.source;
  const director = c.director[a] as number;
  if (director >= 0 && director === c.director[b]) score += WEIGHT.director;
  // NaN (unknown) equals nothing and is never within five years.
  if (c.decade[a] === c.decade[b]) score += WEIGHT.decade;
  if (Math.abs((c.year[a] as number) - (c.year[b] as number)) <= 5) score += WEIGHT.nearYear;
  const audience = c.audience[a] as number;
  if (audience >= 0 && audience === c.audience[b]) score += WEIGHT.mpaa;
  const rating = c.rating[a] as number;
  const otherRating = c.rating[b] as number;
  if (!Number.isNaN(rating) && !Number.isNaN(otherRating)) {
    score += WEIGHT.acclaim * Math.max(0, 1 - Math.abs(rating - otherRating) / 3);
  }
  return score + (c.votesScore[b] as number);
}

/**
 * Films like `film`, most alike first (ties: more votes, then lower id), never the film itself nor
 * a film without a poster (a row could not show it), at most `limit`. The catalogue's facts as
 * numbers (built once per film list), grouped by genre, creative type and decade. The director's
 * films are scored first, then the film's own group, then every other group whose best possible
 * score reaches the best `limit` found so far (the rest are passed over unread), each group's films
 * by their `votes` term until no later one can reach them: the work grows with the films that can
 * be alike, not with the catalogue. The order groups are read in only saves work: a group is passed
 * over only when none of its films could rank, so any order finds the same films. Answers are kept
 * per film list (the most recently asked `KEPT_ANSWERS`).
 */
export function similarFilms(film: Film, films: readonly Film[], limit = SIMILAR_LIMIT): Film[] {
  let columns = columnsOf.get(films);
  if (!columns) {
    columns = buildColumns(films);
    columnsOf.set(films, columns);
  }
  const at = columns.at.get(film);
  // A film from elsewhere (not in the list): score it against the list as it is.
  if (at === undefined) return similarFilms(film, [film, ...films], limit);
  const key = `${at}:${limit}`;
  let found = columns.answers.get(key);
  if (!found) {
    found = bestAlike(columns, at, limit).map((i) => films[i] as Film);
    columns.answers.set(key, found);
  }
  return [...found];
}

/** The places of the `limit` films most like film `at` (`similarFilms`). */
function bestAlike(c: Columns, at: number, limit: number): number[] {
  const director = c.director[at] as number;
  const best: { index: number; score: number }[] = [];
  /** Whether candidate `i` with `score` ranks above `other`. */
  const before = (i: number, score: number, other: { index: number; score: number }) =>
    score !== other.score
      ? score > other.score
      : c.votes[i] !== c.votes[other.index]
        ? (c.votes[i] as number) > (c.votes[other.index] as number)
        : (c.id[i] as number) < (c.id[other.index] as number);
  /** Whether no film can rank with a score of at most `bound`. Sums of the same weights in another order can differ in the last bit: a margin, never a wrong skip. */
  const beyond = (bound: number) => best.length >= limit && (best[best.length - 1]?.score ?? 0) > bound + 1e-9;
  /** Scores `group`'s films; `bound` less the `votes` term, so that a group sorted by it stops early. */
  const search = (members: readonly number[], bound: number, skipDirector: boolean) => {
    for (const i of members) {
      if (beyond(bound + (c.votesScore[i] as number))) return;
      if (c.showable[i] === 0 || c.id[i] === c.id[at] || c.title[i] === c.title[at]) continue;
      // Scored already with the director's films.
      if (skipDirector && c.director[i] === director) continue;
      const score = columnLikeness(c, at, i);
      const worst = best[best.length - 1];
      if (best.length >= limit && (worst === undefined || !before(i, score, worst))) continue;
      let slot = best.length;
      while (slot > 0 && before(i, score, best[slot - 1] as { index: number; score: number })) slot -= 1;
      best.splice(slot, 0, { index: i, score });
      if (best.length > limit) best.pop();
    }
  };
  // The director's films first (a shared director is worth more than any group's bound says).
  if (director >= 0) search(c.byDirector.get(director) ?? [], Number.POSITIVE_INFINITY, false);
  const visit = (group: Group | undefined) => {
    const bound = group ? reachable(c, at, group) : Number.NEGATIVE_INFINITY;
    if (group && !beyond(bound)) search(group.films, bound - group.votesScore, director >= 0);
  };
  // Its own group next: the films most alike are there, and the groups after are then mostly passed over.
  const own = c.groupOf[at] as number;
  visit(c.groups[own]);
  for (const [g, group] of c.groups.entries()) if (g !== own) visit(group);
  return best.map((b) => b.index);
}
