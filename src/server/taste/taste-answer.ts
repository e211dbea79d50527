import type { Logger } from "pino";
import { ok } from "../../contract/errors.js";
import type { LanguageId } from "../../contract/language.js";
import type { MovieSource } from "../movies/movie-source.js";
import { splitYear } from "../suggest/parse-names.js";
import { suggestedFilm } from "../suggest/row-fill.js";
import { FIT_GRADES, type Understanding } from "../suggest/suggester.js";
import type { AnswerTaste, NameSource } from "../suggest/suggestion-stream.js";
import {
  affinity,
  asksForSeen,
  isEmptyTaste,
  reasonWithTaste,
  type TastedFilm,
  type TasteProfile,
  tasteFactsOf,
  tasteOrder,
  tasteProfile,
} from "./taste-order.js";
import type { TasteStore } from "./taste-store.js";

/** One GPT Search answer with the account's taste applied: its names, reasons and rows. */
export interface TastedAnswer {
  names: NameSource;
  understood: Understanding | undefined;
  taste: AnswerTaste;
}

interface Ask {
  query: string;
  language: LanguageId;
  movies: Pick<MovieSource, "kind" | "facts" | "search" | "movie">;
}

/**
 * The account's taste (from its ratings), or undefined when it has none or the store cannot say
 * (the answer then leaves as it came: taste is worth less than the answer).
 */
export async function accountTaste(
  store: TasteStore,
  movies: Ask["movies"],
  uid: string,
  log: Logger | undefined,
): Promise<TasteProfile | undefined> {
  try {
    const profile = await tasteProfile(await store.films(uid, movies.kind), movies);
    return isEmptyTaste(profile) ? undefined : profile;
  } catch (error) {
    log?.warn({ reason: error instanceof Error ? error.name : "thrown" }, "taste unavailable for an answer");
    return undefined;
  }
}

/**
 * A post-ranking step over the suggester's answer (cached or fresh, the same for everyone): the
 * names are waited for, each found as the rows find it (by the engine's id, else a title search), then ordered by `tasteOrder` (a model's five
 * picks are one rank group; the local engine's are grouped by how they fit the query), and the
 * engine's reasons follow their films. A model's names then leave together rather than one by one.
 */
export function tasteAnswer(
  names: NameSource,
  understood: Understanding | undefined,
  profile: TasteProfile,
  ask: Ask,
): TastedAnswer {
  const reasons = understood?.reasons ?? [];
  const copy = understood && { ...understood, reasons: [...reasons] };
  const fit = ask.movies.kind === "catalog" ? understood?.rowFit : undefined;
  // The engine's films by id, as the rows take them (catalogue ids name nothing in another source).
  const ids = ask.movies.kind === "catalog" ? understood?.films : undefined;
  let because: (string | undefined)[] = [];
  const tasted: NameSource = async (_onName, signal) => {
    const result = await names(() => {}, signal);
    if (!result.ok) return result;
    const sink = !asksForSeen(ask.query);
    const films = await Promise.all(
      result.value.map(async (name, index): Promise<TastedFilm<number>> => {
        const { title, year } = splitYear(name);
        const found = await suggestedFilm(ask, {
          title,
          year,
          id: ids?.[index],
          language: ask.language,
          signal,
          log: undefined,
        });
        const head = found === "failed" ? undefined : found;
        if (!head)
          return { item: index, id: undefined, tier: 0, sinks: false, affinity: { score: 0, because: undefined } };
        const facts = await tasteFactsOf(ask.movies, head.id);
        return {
          item: index,
          id: head.id,
          tier: fit ? FIT_GRADES.indexOf(fit.grade(head.id)) : 0,
          sinks: sink && profile.seen.has(head.id),
          affinity: affinity(profile, facts.genres, facts.director),
        };
      }),
    );
    const ordered = tasteOrder(films, profile);
    because = ordered.map((f) => f.affinity.because);
    if (copy) {
      copy.reasons = [];
      for (const [row, f] of ordered.entries()) {
        const reason = reasons[f.item];
        if (reason) copy.reasons[row] = reason;
      }
    }
    return ok(ordered.flatMap((f) => result.value[f.item] ?? []));
  };
  return {
    names: tasted,
    understood: copy,
    taste: {
      keeps: (movie) => !profile.hidden.has(movie.id),
      reason: (row, facts) => reasonWithTaste(facts, because[row]),
    },
  };
}
