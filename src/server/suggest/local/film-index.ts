import { entriesOf } from "../../keys.js";
import type { Catalog } from "../../movies/catalog/catalog.js";
import type { Film } from "../../movies/catalog/film.js";
import { titleKey } from "../../movies/catalog/text.js";
import { isHeardOf } from "../../movies/catalog/thresholds.js";
import { type TitleIndex, withoutArticle } from "../../movies/catalog/title-index.js";
import type { Facet } from "./facets/facet.js";
import { person } from "./facets/make.js";
import { SoundNames } from "./names.js";
import type { Token } from "./normalise.js";
import { studioNames } from "./studios.js";
import { TOPICS, type TopicName } from "./topics.js";
import { TRANSLATED_TITLES } from "./vocab/titles.js";

/** What the engine needs from the catalogue: its films and its title index. */
export type SuggestCatalog = Pick<Catalog, "films" | "titles">;

/** The engine's index row: a catalogue film and the numbers computed once from it, so a query only compares numbers and strings. */
export interface Features {
  film: Film;
  /** Its place in `FilmIndex.features`: facts kept per film (`facet-bits.ts`) are read by it. */
  at: number;
  /** Folded title words, space-joined: the key for "the query names this film". */
  key: string;
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

/** Votes that count as "widely seen" for the Bayesian average. */
const BAYES_VOTES = 20_000;

/** The topics of a film, from facts only: its genre and the curated lists of `topics.ts`, never its title's words. */
function topicsOf(f: Film, key: string): Set<TopicName> {
  const found = new Set<TopicName>();
  for (const [name, topic] of entriesOf(TOPICS)) {
    const byGenre = f.genre ? topic.genres?.includes(f.genre) : false;
    if (byGenre || topic.titles.includes(key)) found.add(name);
  }
  return found;
}

function featuresOf(films: readonly Film[]): Features[] {
  const rated = films.filter((f) => (f.imdbRating ?? 0) > 0);
  const mean = rated.reduce((sum, f) => sum + (f.imdbRating ?? 0), 0) / Math.max(1, rated.length);
  return films.map((film, at) => {
    const key = titleKey(film.title);
    const rating = film.imdbRating ?? 0;
    const votes = film.imdbVotes ?? 0;
    return {
      film,
      at,
      key,
      year: film.year,
      rating,
      votes,
      rottenTomatoes: film.rottenTomatoes,
      usGross: film.usGross,
      hasPoster: film.hasPoster,
      topics: topicsOf(film, key),
      popularity: rating * Math.log10(votes + 1),
      bayes: rating > 0 ? (votes * rating + BAYES_VOTES * mean) / (votes + BAYES_VOTES) : 0,
    };
  });
}

/** The catalogue fields a facet can name (`facets/film-field.ts`): the index keeps each one's films by value. */
export type FilmField = keyof Pick<Film, "director" | "creativeType" | "genre" | "distributor">;
const FILM_FIELDS: readonly FilmField[] = ["director", "creativeType", "genre", "distributor"];

/** How films are ordered: by popularity unless the query's facets imply another order (`orderingFor`). */
export type Ordering = "popularity" | "bayes" | "ratingAsc" | "gross" | "hidden" | "critics" | "flop";

const COMPARE: Readonly<Record<Ordering, (a: Features, b: Features) => number>> = {
  popularity: (a, b) => b.popularity - a.popularity,
  bayes: (a, b) => b.bayes - a.bayes,
  ratingAsc: (a, b) => (a.rating || 99) - (b.rating || 99) || b.votes - a.votes,
  gross: (a, b) => (b.usGross ?? 0) - (a.usGross ?? 0),
  hidden: (a, b) => b.rating - a.rating || a.votes - b.votes,
  // Both judges at once: the critics' score (out of 10) plus the viewers' Bayesian rating.
  critics: (a, b) => (b.rottenTomatoes ?? 0) / 10 + b.bayes - ((a.rottenTomatoes ?? 0) / 10 + a.bayes),
  // The deepest flops first: the least taken in the US, unknown takings last.
  flop: (a, b) =>
    (a.usGross ?? Number.POSITIVE_INFINITY) - (b.usGross ?? Number.POSITIVE_INFINITY) || b.votes - a.votes,
};

/** Where a series' name ends in its films' titles: "The Lord of the Rings: …", "Harry Potter and the …". */
const SERIES_END = /:| and the /;

/**
 * Series by the name their films' titles share ("the lord of the rings", "harry potter", "pirates of
 * the caribbean") → the first film's key: "like Harry Potter" is like its first film. A name counts
 * when it has two words or more and two films or more share it; a catalogue title of its own wins
 * over it (`byTitle`).
 */
function seriesNames(features: readonly Features[]): Map<string, string> {
  const films = new Map<string, Features[]>();
  for (const f of features) {
    const cut = SERIES_END.exec(f.film.title);
    const name = cut ? titleKey(f.film.title.slice(0, cut.index)) : "";
    // Two words or more beyond an article: "the work", "mission", "sex" are words before they are series.
    if (withoutArticle(name).split(" ").length >= 2) films.set(name, [...(films.get(name) ?? []), f]);
  }
  const out = new Map<string, string>();
  for (const [name, series] of films) {
    const [first] = [...series].sort((a, b) => (a.film.year ?? 9999) - (b.film.year ?? 9999));
    if (series.length >= 2 && first) out.set(name, first.key);
  }
  return out;
}

/** A director is matched by sound (`names.ts`) from this many films in the catalogue. */
const HEARD_DIRECTOR_FILMS = 4;

/** A surname shared by several directors names the one with this many times the films of each other one… */
const DOMINANT_SHARE = 2;
/** …and at least this many films ("coppola" is Francis Ford Coppola, 13 films to Sofia's 3). */
const DOMINANT_FILMS = 3;
/** A word in this many titles is a word of the language ("white", "stone", "rock"): alone it names no one. */
const COMMON_WORD_TITLES = 3;
/** Particles that join a surname ("De Palma", "Del Toro", "Van Sant"), which people also write as one word. */
const PARTICLES: ReadonlySet<string> = new Set([
  "de",
  "del",
  "della",
  "di",
  "da",
  "van",
  "von",
  "der",
  "le",
  "la",
  "du",
]);

/**
 * The surnames a director is named by alone: the last word, and with a particle the words from it,
 * spaced and joined ("de palma", "depalma").
 */
function surnamesOf(name: string): string[] {
  const words = name.split(" ");
  const at = words.findIndex((w, k) => k > 0 && k < words.length - 1 && PARTICLES.has(w));
  const tail = at < 0 ? [] : words.slice(at);
  return [words.at(-1) ?? name, ...(tail.length > 0 ? [tail.join(" "), tail.join("")] : [])];
}

/** The director a surname names: the only one, or one with far more films than each other (none otherwise). */
function ownerOf(directors: ReadonlySet<string>, films: ReadonlyMap<string, number>): string | undefined {
  const [top, ...rest] = [...directors].sort((a, b) => (films.get(b) ?? 0) - (films.get(a) ?? 0));
  if (rest.length === 0) return top;
  const most = films.get(top ?? "") ?? 0;
  const dominant = most >= DOMINANT_FILMS && rest.every((d) => most >= DOMINANT_SHARE * (films.get(d) ?? 0));
  return dominant ? top : undefined;
}

/** Everything precomputed over the catalogue: features, films in each ranking order, titles and directors by their words. */
export class FilmIndex {
  readonly features: readonly Features[];
  readonly #orders = new Map<Ordering, readonly Features[]>();
  readonly #byId = new Map<number, Features>();
  /** Each film's place in the popularity order: of the films a title names, the best known is meant. */
  readonly #rank = new Map<number, number>();
  readonly #titles: TitleIndex;
  /**
   * Folded names → their facet: a director's name, and a surname only one director has (a
   * person); a studio's names (`studios.ts`).
   */
  readonly names = new Map<string, Facet>();
  /** Surnames that are common words ("white", "stone"): a director only right after a by-cue ("by Stone"). */
  readonly cuedNames = new Map<string, Facet>();
  /** The same names by sound, for the spellings no table holds (`names.ts`). */
  readonly sounds: SoundNames<Facet>;
  /** Well-known titles by sound, for a title after "like" written another way. */
  readonly #titleSounds: SoundNames<string>;
  /** Translated titles (`vocab/titles.ts`) and series names, folded → the catalogue title's folded key. */
  readonly #translated = new Map<string, string>();
  /** The most words any title, translated title or director name has. */
  readonly longestName: number;
  /**
   * The films (by place) with each value of each field (an unknown one as ""), and of each topic:
   * a facet on one is answered in the time of its films, not the catalogue's (`facet-bits.ts`).
   */
  readonly #withValue = new Map<string, number[]>();
  /** The films (by place) of each year: a range of years is answered from the years in it. */
  readonly #byYear = new Map<number, number[]>();
  /** The catalogue's newest year: "the last 5 years" count back from it, as its lists do. */
  readonly latestYear: number;

  constructor(catalog: SuggestCatalog) {
    this.features = featuresOf(catalog.films);
    this.#titles = catalog.titles;
    for (const [name, compare] of entriesOf(COMPARE)) {
      this.#orders.set(
        name,
        [...this.features].sort((a, b) => compare(a, b) || a.film.id - b.film.id),
      );
    }
    let longest = 1;
    const surnames = new Map<string, Set<string>>();
    const distributors = new Map<string, number>();
    const directed = new Map<string, number>();
    for (const [rank, f] of (this.#orders.get("popularity") ?? []).entries()) {
      this.#rank.set(f.film.id, rank);
      this.#byId.set(f.film.id, f);
      longest = Math.max(longest, f.key.split(" ").length);
      const distributor = f.film.distributor?.trim();
      if (distributor) distributors.set(distributor, (distributors.get(distributor) ?? 0) + 1);
      const director = f.film.director?.trim();
      if (!director) continue;
      directed.set(director, (directed.get(director) ?? 0) + 1);
      const name = titleKey(director);
      this.names.set(name, person(director));
      for (const surname of surnamesOf(name)) surnames.set(surname, (surnames.get(surname) ?? new Set()).add(director));
    }
    const titleWords = new Map<string, number>();
    for (const f of this.features)
      for (const w of new Set(f.key.split(" "))) titleWords.set(w, (titleWords.get(w) ?? 0) + 1);
    for (const [surname, names] of surnames) {
      const owner = ownerOf(names, directed);
      if (!owner || surname.length < 4 || this.names.has(surname)) continue;
      const common = (titleWords.get(surname) ?? 0) >= COMMON_WORD_TITLES;
      (common ? this.cuedNames : this.names).set(surname, person(owner));
    }
    for (const [name, facet] of studioNames(distributors)) if (!this.names.has(name)) this.names.set(name, facet);
    // Only names people ask for are heard in other spellings: prolific directors, and the studios.
    const heard = (facet: Facet) => facet.kind !== "person" || (directed.get(facet.name) ?? 0) >= HEARD_DIRECTOR_FILMS;
    this.sounds = new SoundNames(new Map([...this.names].filter(([, facet]) => heard(facet))), JSON.stringify);
    // A title is matched by sound after "like" when people name it from memory.
    // A series is named as its first film is, by sound too when that film is well known ("هاري بوتر").
    const known = (this.#orders.get("popularity") ?? []).filter((f) => isHeardOf(f.film));
    const heardKeys = new Set(known.map((f) => f.key));
    const series = [...seriesNames(this.features)];
    for (const [name, first] of series) {
      for (const key of [name, withoutArticle(name)]) if (!this.#translated.has(key)) this.#translated.set(key, first);
    }
    const spoken = [
      ...known.map((f) => [f.key, f.key] as const),
      ...series.filter(([, first]) => heardKeys.has(first)),
    ];
    this.#titleSounds = new SoundNames(
      new Map(spoken.flatMap(([name, key]) => [name, withoutArticle(name)].map((k) => [k, key] as const))),
      String,
    );
    for (const [original, translations] of Object.entries(TRANSLATED_TITLES)) {
      for (const translation of translations) {
        const key = titleKey(translation);
        this.#translated.set(key, titleKey(original));
        longest = Math.max(longest, key.split(" ").length);
      }
    }
    this.longestName = longest;
    for (const f of this.features) {
      for (const field of FILM_FIELDS) this.#listed(`${field}:${f.film[field] ?? ""}`).push(f.at);
      for (const topic of f.topics) this.#listed(`topic:${topic}`).push(f.at);
      if (f.year !== null) {
        const films = this.#byYear.get(f.year);
        if (films) films.push(f.at);
        else this.#byYear.set(f.year, [f.at]);
      }
    }
    this.latestYear = Math.max(0, ...this.#byYear.keys());
  }

  #listed(key: string): number[] {
    let films = this.#withValue.get(key);
    if (!films) {
      films = [];
      this.#withValue.set(key, films);
    }
    return films;
  }

  /** The places (`Features.at`) of the films whose `field` is `value` ("" for unknown), ascending. */
  withValue(field: FilmField, value: string): readonly number[] {
    return this.#withValue.get(`${field}:${value}`) ?? [];
  }

  /** The places of the films of a topic (`Features.topics`), ascending. */
  withTopic(topic: TopicName): readonly number[] {
    return this.#withValue.get(`topic:${topic}`) ?? [];
  }

  /** The places of the films of the years `among` takes (a film of unknown year is in none). */
  withYear(among: (year: number) => boolean): number[] {
    return [...this.#byYear].flatMap(([year, films]) => (among(year) ? films : []));
  }

  ordered(by: Ordering): readonly Features[] {
    return this.#orders.get(by) ?? this.features;
  }

  byId(id: number): Features | undefined {
    return this.#byId.get(id);
  }

  /** The well-known film a run of words sounds like (`names.ts`), if exactly one does. */
  titleBySound(run: readonly Token[]): Features | undefined {
    const key = this.#titleSounds.match(run);
    return key === undefined ? undefined : this.byTitle(key);
  }

  /**
   * The best-known film whose whole folded title is `key`, or is `key` after its article
   * (`TitleIndex.named`); else the film a translated title names (`TRANSLATED_TITLES`).
   */
  byTitle(key: string): Features | undefined {
    return this.#byOwnTitle(key) ?? this.#byOwnTitle(this.#translated.get(key) ?? "");
  }

  #byOwnTitle(key: string): Features | undefined {
    let best: number | undefined;
    for (const film of this.#titles.named(key)) {
      const rank = this.#rank.get(film.id);
      if (rank !== undefined && (best === undefined || rank < best)) best = rank;
    }
    return best === undefined ? undefined : this.ordered("popularity")[best];
  }
}
