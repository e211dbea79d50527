import type { Logger } from "pino";
import { err, ok, type Result } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import { QUERY_MAX_LENGTH, SUGGESTION_COUNT } from "../../contract/suggestions.js";
import { type Features, FilmIndex, isRelevant, type Ordering, type SuggestCatalog } from "./film-index.js";
import {
  isLexiconPhrase,
  isQueryWord,
  type Quality,
  type QueryIntent,
  understandWords,
  wordString,
} from "./lexicon.js";
import { MOOD_TEST } from "./moods.js";
import type { OnName, SuggestError, Suggester } from "./suggester.js";
import { understoodTags } from "./understood.js";

/** One condition on a film; higher priority is kept longer when too few films meet them all. */
interface Constraint {
  label: string;
  priority: number;
  test(f: Features): boolean;
}

/** How many full-text hits are considered for relevance. */
const TEXT_HITS = 40;

const QUALITY_TEST: Readonly<Record<Quality, (f: Features) => boolean>> = {
  best: (f) => f.votes >= 20_000 && (f.rating >= 7 || (f.rottenTomatoes ?? 0) >= 85),
  underrated: (f) => f.rating >= 7 && f.votes >= 1_000 && f.votes < 40_000 && (f.usGross ?? 0) < 100_000_000,
  worst: (f) => f.rating > 0 && f.rating <= 5 && f.votes >= 2_000,
};
const ORDER_OF: Readonly<Record<Quality, Ordering>> = { best: "bayes", underrated: "ratingDesc", worst: "ratingAsc" };

const inRange = (v: number | null | undefined, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY) =>
  typeof v === "number" && v >= min && v <= max;

function constraintsOf(intent: QueryIntent, hits: ReadonlySet<number>): Constraint[] {
  const list: Constraint[] = [];
  const add = (label: string, priority: number, test: (f: Features) => boolean) => list.push({ label, priority, test });
  const { genres, creativeTypes, topics, years, mpaa, runtime, quality, directors, moods } = intent;
  // A mood is softer than a named decade, subject or audience: relaxed before them.
  for (const mood of moods ?? []) add(`mood:${mood}`, 6, MOOD_TEST[mood]);
  if (directors) add("director", 10, (f) => directors.includes(f.film.director ?? ""));
  if (genres) add("genre", 8, (f) => genres.has(f.film.genre ?? ""));
  if (mpaa) add("audience", 7, (f) => mpaa.has(f.film.mpaa ?? ""));
  if (years) add("years", 7, (f) => inRange(f.year, years.min, years.max));
  if (creativeTypes) add("creative", 6, (f) => creativeTypes.has(f.film.creativeType ?? ""));
  if (runtime) add("runtime", 5, (f) => inRange(f.film.runtime, runtime.min, runtime.max));
  if (topics) add("topic", 9, (f) => [...topics].some((t) => f.topics.has(t)));
  if (quality) add("quality", 4, QUALITY_TEST[quality]);
  if (hits.size > 0) add("text", 3, (f) => hits.has(f.film.id));
  return list.sort((a, b) => b.priority - a.priority);
}

/**
 * All constraints, then dropping the least important one at a time; then the same without the most
 * important one (so "westerns by John Ford" goes on with other westerns once his are used up);
 * then films like the anchor; then none.
 */
function stagesOf(constraints: readonly Constraint[], anchor: Features | undefined): Constraint[][] {
  const stages: Constraint[][] = [];
  for (let start = 0; start < constraints.length; start++) {
    for (let end = constraints.length; end > start; end--) stages.push(constraints.slice(start, end));
  }
  const genre = anchor?.film.genre;
  const creative = anchor?.film.creativeType;
  if (anchor && genre && creative) {
    stages.push([
      { label: "like", priority: 2, test: (f) => f.film.genre === genre && f.film.creativeType === creative },
    ]);
  }
  if (anchor && (genre || creative)) {
    const like = (f: Features) => (genre ? f.film.genre === genre : f.film.creativeType === creative);
    stages.push([{ label: "like", priority: 1, test: like }]);
  }
  stages.push([]);
  return stages;
}

/**
 * Which of `constraints` each film of a list meets, tested at most once per film and kept as bits
 * beside the list, so the many stages of `stagesOf` cost one integer comparison per film rather
 * than every test again. A stage's own extra conditions (films "like" the anchor) are tested directly.
 */
function metBy(constraints: readonly Constraint[]) {
  const bit = new Map(constraints.map((c, i) => [c, 1 << i]));
  const lists = new Map<readonly Features[], Int32Array>();
  const bitsOf = (f: Features): number => {
    let bits = 0;
    for (const [c, b] of bit) if (c.test(f)) bits |= b;
    return bits;
  };
  return {
    /** The films of `list` (in order) that meet all of `stage`. */
    *fitting(list: readonly Features[], stage: readonly Constraint[]): Generator<Features> {
      const need = stage.reduce((bits, c) => bits | (bit.get(c) ?? 0), 0);
      const extra = stage.filter((c) => !bit.has(c));
      const known = lists.get(list) ?? new Int32Array(list.length).fill(-1);
      lists.set(list, known);
      for (let i = 0; i < list.length; i++) {
        const f = list[i] as Features;
        if (known[i] === -1) known[i] = bitsOf(f);
        if (((known[i] as number) & need) === need && extra.every((c) => c.test(f))) yield f;
      }
    },
  };
}

/** Whether a title holds every word of a named film's title ("aliens" holds "alien"): its sequels, not namesakes. */
function titleWordsIn(key: string, title: string): boolean {
  return title.split(" ").every((word) => key.includes(word));
}

/** The films chosen for a query and why (for logs and tests). */
export interface LocalPick {
  films: Features[];
  intent: QueryIntent;
  /** The film the query named, put first. */
  titleHit?: string;
  /** Words of the query found together in titles ("star wars"), searched as text. */
  titlePhrase?: string;
}

/**
 * The embedded suggestion engine: understands everyday words for genres, kinds of story, subjects,
 * decades and years, directors, quality, audience and length (`lexicon.ts`); keeps the films that
 * meet them all, relaxing the least important condition while fewer than five do; ranks them
 * (rating × log votes; Bayesian rating for "best"; full-text relevance for words it did not
 * understand); prefers films with posters; returns five distinct titles, the same for the same
 * query. A query naming a film puts that film first, then films like it. When nothing is
 * understood and full-text finds nothing, it answers the best-rated widely seen films.
 */
export class LocalSuggester implements Suggester {
  readonly kind = "local" as const;
  readonly #catalog: SuggestCatalog;
  readonly #index: FilmIndex;
  readonly #log: Logger | undefined;

  constructor(catalog: SuggestCatalog, log?: Logger) {
    this.#catalog = catalog;
    this.#index = new FilmIndex(catalog.films);
    this.#log = log?.child({ seam: "suggester", kind: "local" });
  }

  /** The five titles, each with its year ("Heat (1995)") so the row's search puts that very film first. */
  async suggest(
    query: string,
    _language: LanguageId,
    signal: AbortSignal,
    onName?: OnName,
  ): Promise<Result<string[], SuggestError>> {
    if (signal.aborted) return err({ code: "aborted", message: "aborted by the caller" });
    const picked = this.pick(query);
    this.#log?.debug({ understood: picked.intent.understood, titleHit: picked.titleHit }, "local suggestion");
    const names = picked.films.map(({ film }) => (film.year === null ? film.title : `${film.title} (${film.year})`));
    for (const [index, name] of names.entries()) onName?.(name, index);
    return ok(names);
  }

  /** What the engine understood of a query, as tags the page translates (see `understoodTags`). */
  understand(query: string): string[] {
    return understoodTags(this.pick(query));
  }

  /**
   * The five films for a query (synchronous; also used by tests and the benchmark). Only the first
   * `QUERY_MAX_LENGTH` characters are read, whoever calls, so the work is bounded for any input.
   */
  pick(query: string): LocalPick {
    const words = wordString(query.slice(0, QUERY_MAX_LENGTH));
    // A title that is only a phrase the lexicon knows ("Date Night") is read as what it means.
    const named = this.#index.titleIn(words);
    const hit = named && !isLexiconPhrase(named.key) ? named : undefined;
    let rest = hit ? words.replace(` ${hit.key} `, " ") : words;
    const found = hit ? undefined : this.#index.titlePhrase(rest);
    const phrase = found && !isLexiconPhrase(found) ? found : undefined;
    if (phrase) rest = rest.replace(` ${phrase} `, " ");
    const intent = understandWords(rest, this.#index.vocabulary);
    // A named film's own words find its sequels ("alien" → "Aliens"); very short titles would find noise.
    const titleText = hit && hit.key.length >= 4 ? hit.key : "";
    const sequels = this.#textHits(titleText).filter((f) => titleWordsIn(f.key, titleText));
    const hits = [...sequels, ...this.#textHits([phrase ?? "", intent.text].filter(Boolean).join(" "))];
    const constraints = constraintsOf(intent, new Set(hits.map((f) => f.film.id)));
    // "Like X but Y": Y's conditions first, then X's kind of story, before any is relaxed.
    const kind = hit?.film.film.creativeType;
    if (kind && constraints.some((c) => c.label !== "text")) {
      constraints.push({ label: "like", priority: 5, test: (f) => f.film.creativeType === kind });
      constraints.sort((a, b) => b.priority - a.priority);
    }
    const onlyText = constraints.length === 1 && constraints[0]?.label === "text";
    const anchor = hit?.film ?? (onlyText ? hits[0] : undefined);
    const order = intent.quality ? ORDER_OF[intent.quality] : "popularity";

    const chosen = new Map<string, Features>();
    if (hit) chosen.set(hit.film.key, hit.film);
    // Genres asked away ("no horror", or ruled out by a mood) are never relaxed.
    const excluded = intent.excludedGenres;
    const allowed = (f: Features) => !excluded?.has(f.film.genre ?? "");
    const met = metBy(constraints);
    for (const stage of stagesOf(constraints, anchor)) {
      const source = stage.some((c) => c.label === "text") ? hits : this.#index.ordered(order);
      for (const posterOnly of [true, false]) {
        for (const f of met.fitting(source, stage)) {
          if (chosen.size >= SUGGESTION_COUNT) break;
          if ((posterOnly && !f.hasPoster) || chosen.has(f.key) || !allowed(f)) continue;
          chosen.set(f.key, f);
        }
      }
      if (chosen.size >= SUGGESTION_COUNT) break;
    }
    return { films: [...chosen.values()], intent, titleHit: hit?.film.film.title, titlePhrase: phrase };
  }

  /** Full-text hits in relevance order, keeping only those really about the words. */
  #textHits(text: string): Features[] {
    if (!text) return [];
    const terms = text.split(" ").filter((t) => t.length >= 2 && !isQueryWord(t));
    const out: Features[] = [];
    for (const film of this.#catalog.search(text, TEXT_HITS)) {
      const f = this.#index.byId(film.id);
      if (f && isRelevant(f, terms)) out.push(f);
    }
    return out;
  }
}
