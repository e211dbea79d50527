import type { Facet } from "../../src/contract/facets.js";
import type { LanguageId } from "../../src/contract/language.js";
import type { Film } from "../../src/server/movies/catalog/film.js";
import { type EvalFacet, type EvalKind, evalFacets, LANGUAGES } from "./eval-facets.js";
import { type GrammarQuery, grammarQueries } from "./grammar-queries.js";
import { DECADE_FRAMES, DECADE_NAMES, TEST_FAMILIES_FROM } from "./wordings.js";

/**
 * The generated evaluation: facet values enumerated from the catalogue × paraphrase families ×
 * sentence templates × EN/AR/Spanish, plus the grammar (negation, like X but Y, or, refinement)
 * and combinations, each query with a fact check on the catalogue ("4 of 5 are Based on Play";
 * "all 5 are not Horror"). Split in two halves that share no paraphrase family and no template:
 * the dev half (families 0–1, even templates) is what the engine may be worked against; the test
 * half (families 2+, odd templates) is only ever reported in aggregate.
 */
export type Half = "dev" | "test";

export interface EvalQuery {
  query: string;
  /** Asked first; its understood facets are the context this query refines. */
  previous?: string;
  language: LanguageId;
  kind: EvalKind | GrammarQuery["kind"] | "combined";
  /** What the check says ("Based on Play, none Horror"). */
  fact: string;
  /** Four of five films must have this… */
  should: (f: Film) => boolean;
  /** …and all five this, when set. */
  must?: (f: Film) => boolean;
  half: Half;
}

/** Sentences around a noun phrase, per language. Even positions are the dev half's, odd the test half's. */
const TEMPLATES: Readonly<Record<LanguageId, readonly string[]>> = {
  EN: [
    "{x}",
    "{x} please",
    "show me {x}",
    "any good {x}?",
    "I'm looking for {x} to watch tonight",
    "what are some {x} worth seeing",
  ],
  spanish: [
    "{x}",
    "{x} por favor",
    "recomiéndame {x}",
    "¿qué {x} me recomiendas?",
    "busco {x} para esta noche",
    "dame {x}",
  ],
  AR: ["{x}", "{x} من فضلك", "اقترح لي {x}", "ما هي {x} التي تنصح بها؟", "أبحث عن {x} الليلة", "أعطني {x}"],
};

const halfOf = (family: number): Half => (family < TEST_FAMILIES_FROM ? "dev" : "test");

/** The template for a query of `half`, rotating by `n` over that half's templates. */
function template(language: LanguageId, half: Half, n: number): string {
  const own = TEMPLATES[language].filter((_t, i) => (i % 2 === 0) === (half === "dev"));
  return own[n % own.length] ?? "{x}";
}

/** Facets a decade may be added to ("comedies from the 80s"), and the decades. */
const COMBINABLE = new Set<EvalKind>(["genre", "kind", "source"]);
const COMBINED_DECADES = [1980, 1990];
/** A combination is asked only when the catalogue holds enough films (with posters) that meet both facts. */
const COMBINED_MIN_FILMS = 8;

function facetQueries(facets: readonly EvalFacet[]): EvalQuery[] {
  const out: EvalQuery[] = [];
  for (const [n, facet] of facets.entries()) {
    for (const language of LANGUAGES) {
      for (const [family, wording] of facet.say[language].entries()) {
        const half = halfOf(family);
        const query = template(language, half, n + family).replace("{x}", wording);
        out.push({ query, language, kind: facet.kind, fact: facet.fact, should: facet.test, half });
      }
      for (const [family, wording] of (facet.devOnly?.[language] ?? []).entries()) {
        const query = template(language, "dev", n + family).replace("{x}", wording);
        out.push({ query, language, kind: facet.kind, fact: facet.fact, should: facet.test, half: "dev" });
      }
    }
  }
  return out;
}

function combinedQueries(films: readonly Film[], facets: readonly EvalFacet[]): EvalQuery[] {
  const out: EvalQuery[] = [];
  for (const facet of facets.filter((f) => COMBINABLE.has(f.kind))) {
    for (const first of COMBINED_DECADES) {
      const inDecade = (f: Film) => f.year !== null && f.year >= first && f.year <= first + 9;
      const both = (f: Film) => facet.test(f) && inDecade(f);
      if (films.filter((f) => f.hasPoster && both(f)).length < COMBINED_MIN_FILMS) continue;
      for (const language of LANGUAGES) {
        for (const [family, wording] of facet.say[language].entries()) {
          const decade = (DECADE_FRAMES[language][family] ?? "")
            .replace("{d}", String(first).slice(2))
            .replace("{y}", String(first))
            .replace("{w}", DECADE_NAMES[first]?.[language][0] ?? "");
          // The decade's own film noun is dropped: "comedies" + "movies from the 80s" → "comedies from the 80s".
          const when = decade.replace(/^(movies|films|something|películas|algo|cine|أفلام|شيء|a) /u, "");
          out.push({
            query: `${wording} ${when}`,
            language,
            kind: "combined",
            fact: `${facet.fact} and from the ${first}s`,
            should: both,
            half: halfOf(family),
          });
        }
      }
    }
  }
  return out;
}

export function generateEval(films: readonly Film[]): EvalQuery[] {
  const facets = evalFacets(films);
  const grammar = grammarQueries(films, facets).map(({ family, ...q }): EvalQuery => {
    const half = halfOf(family);
    return { ...q, half, query: q.previous ? q.query : template(q.language, half, family).replace("{x}", q.query) };
  });
  return [...facetQueries(facets), ...combinedQueries(films, facets), ...grammar];
}

/** What the evaluation needs of the engine: its picks for a query, in a context. */
interface Picker {
  pick(
    query: string,
    context?: { previous?: readonly Facet[] },
  ): { films: { film: unknown }[]; understanding: { facets: Facet[] } };
}

/** The engine's five films for a query; a refinement is asked after its `previous` query, with that answer's facets. */
export const evalPicks =
  (engine: Picker) =>
  (q: EvalQuery): Film[] => {
    const previous = q.previous === undefined ? undefined : engine.pick(q.previous).understanding.facets;
    return engine.pick(q.query, previous ? { previous } : {}).films.map((f) => f.film as Film);
  };

/** Whether five picks pass a query's fact check: four of five meet `should`, all five `must`. */
export function passes(q: EvalQuery, picks: readonly Film[]): boolean {
  const met = picks.filter(q.should).length;
  return picks.length === 5 && met >= 4 && (!q.must || picks.every(q.must));
}

export interface EvalFigures {
  queries: number;
  precision: number;
  byKind: Record<string, { queries: number; precision: number }>;
  byLanguage: Record<string, { queries: number; precision: number }>;
}

/** Precision overall, per facet kind and per language, for one half. */
export function score(queries: readonly EvalQuery[], pick: (q: EvalQuery) => readonly Film[]): EvalFigures {
  const tally = new Map<string, [number, number]>();
  const count = (key: string, ok: boolean) => {
    const [n, p] = tally.get(key) ?? [0, 0];
    tally.set(key, [n + 1, p + (ok ? 1 : 0)]);
  };
  for (const q of queries) {
    const ok = passes(q, pick(q));
    count("all", ok);
    count(`kind:${q.kind}`, ok);
    count(`language:${q.language}`, ok);
  }
  const figure = (key: string) => {
    const [n, p] = tally.get(key) ?? [0, 0];
    return { queries: n, precision: n === 0 ? 0 : p / n };
  };
  const group = (prefix: string) =>
    Object.fromEntries(
      [...tally.keys()].filter((k) => k.startsWith(prefix)).map((k) => [k.slice(prefix.length), figure(k)]),
    );
  return {
    queries: queries.length,
    precision: figure("all").precision,
    byKind: group("kind:"),
    byLanguage: group("language:"),
  };
}
