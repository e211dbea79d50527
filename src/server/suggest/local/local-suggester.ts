import type { Logger } from "pino";
import { err, ok, type Result } from "../../../contract/errors.js";
import type { LanguageId } from "../../../contract/language.js";
import { QUERY_MAX_LENGTH } from "../../../contract/suggestions.js";
import type { OnName, SuggestContext, SuggestError, Suggester, Understanding } from "../suggester.js";
import { fromArabizi } from "./arabizi.js";
import { explain } from "./explain.js";
import { keyOf } from "./facets/index.js";
import { type Features, FilmIndex, type SuggestCatalog } from "./film-index.js";
import { type Intent, type IntentOptions, intentFacets, toIntent } from "./intent.js";
import { Lexicon } from "./lexicon.js";
import { tokenise } from "./normalise.js";
import { parse, type Term } from "./parse.js";
import { fittingFilms, rank } from "./rank.js";

/** Films kept to fill an answer's rows: five rows of ten, and room for those rows' own heads. */
const ROW_POOL = 80;

/** Everything the pipeline found for one query (for the route, logs, tests and the benchmark). */
export interface LocalPick {
  films: Features[];
  terms: Term[];
  intent: Intent;
  understanding: Understanding;
  /** The catalogue ids whose `rowFit` grade may be other than `allowed` (`Ranked.gradable`); every other film is `allowed`. */
  gradable: () => number[];
}

/**
 * The embedded suggestion engine, one pipeline with a module per stage and data flowing one way:
 * normalise (`normalise.ts`) → parse (`parse.ts`, the grammar over `lexicon.ts` and the
 * `vocab/` tables) → intent (`intent.ts`, facets) → rank (`rank.ts`, over `film-index.ts`) →
 * explain (`explain.ts`). The same query and context give the same five films.
 */
export class LocalSuggester implements Suggester {
  readonly kind = "local" as const;
  readonly #index: FilmIndex;
  readonly #lexicon = new Lexicon();
  readonly #log: Logger | undefined;
  /** The last query's pick: a request asks for its understanding, then its names, from one run. */
  #last: { key: string; pick: LocalPick } | undefined;

  constructor(catalog: SuggestCatalog, log?: Logger) {
    this.#index = new FilmIndex(catalog);
    this.#log = log?.child({ seam: "suggester", kind: "local" });
  }

  /** The five titles, each with its year ("Heat (1995)") so the row's search puts that very film first. */
  async suggest(
    query: string,
    _language: LanguageId,
    signal: AbortSignal,
    onName?: OnName,
    context?: SuggestContext,
  ): Promise<Result<string[], SuggestError>> {
    if (signal.aborted) return err({ code: "aborted", message: "aborted by the caller" });
    const picked = this.pick(query, this.optionsOf(context));
    this.#log?.debug(
      { understood: picked.understanding.facets.map(keyOf), unknown: picked.intent.unknown },
      "local suggestion",
    );
    const names = picked.films.map(({ film }) => (film.year ? `${film.title} (${film.year})` : film.title));
    for (const [index, name] of names.entries()) onName?.(name, index);
    return ok(names);
  }

  understand(query: string, context?: SuggestContext): Understanding {
    return this.pick(query, this.optionsOf(context)).understanding;
  }

  /** The query's words, normalised. Only the first `QUERY_MAX_LENGTH` characters are read, so the work is bounded. */
  #tokens(query: string) {
    return fromArabizi(tokenise(query.slice(0, QUERY_MAX_LENGTH)), this.#lexicon);
  }

  /**
   * A request's context as the pipeline takes it: the previous query is understood first (no
   * ranking), and its facets are what a follow-up that reads as a change ("older", "sin terror")
   * changes, the newer winning on a conflict.
   */
  optionsOf(context: SuggestContext = {}): IntentOptions {
    const previous = context.previous
      ? intentFacets(toIntent(parse(this.#tokens(context.previous), this.#lexicon, this.#index), this.#index))
      : undefined;
    return { ...(previous && { previous }), ...(context.without && { without: context.without }) };
  }

  /** The pipeline, synchronous, with the previous query's facets (`optionsOf`) and those removed. */
  pick(query: string, options: IntentOptions = {}): LocalPick {
    const key = JSON.stringify([query.slice(0, QUERY_MAX_LENGTH), options.previous ?? [], options.without ?? []]);
    if (this.#last?.key === key) return this.#last.pick;
    const pick = this.#run(query, options);
    this.#last = { key, pick };
    return pick;
  }

  #run(query: string, options: IntentOptions): LocalPick {
    const tokens = this.#tokens(query);
    const terms = parse(tokens, this.#lexicon, this.#index);
    const intent = toIntent(terms, this.#index, options);
    const ranked = rank(intent, this.#index, tokens.map((t) => t.word).join(" "));
    const index = this.#index;
    let pool: readonly number[] | undefined;
    const understanding: Understanding = {
      facets: intentFacets(intent),
      unknown: intent.unknown,
      fallback: ranked.fallback,
      relaxed: [...ranked.relaxed],
      refined: intent.refined === true,
      reasons: ranked.films.map((f) => explain(f, intent)),
      films: ranked.films.map((f) => f.film.id),
      rowFit: {
        grade: (id) => {
          const f = index.byId(id);
          return f ? ranked.grade(f) : "allowed";
        },
        // Computed only when a row asks: most picks are never shown as rows (the benchmark, the eval).
        get pool() {
          pool ??= fittingFilms(ranked, intent, index, ROW_POOL).map((f) => f.film.id);
          return pool;
        },
      },
    };
    return {
      films: ranked.films,
      terms,
      intent,
      understanding,
      gradable: () => ranked.gradable().map((f) => f.film.id),
    };
  }
}
