import type { LanguageId } from "../../../../contract/language.js";
import type { Film } from "../../../movies/catalog.js";
import { EVAL_FACETS, type EvalFacet } from "./eval-facets.js";

/**
 * The generated evaluation: templates × facet values × wordings × EN/AR/Spanish, each query with
 * a fact check on the catalogue ("4 of 5 are Based on Play"). Split in two halves that share no
 * template and no wording: the dev half (even templates, first wording) is what the engine may be
 * worked against; the test half (odd templates, other wordings) is only ever reported in aggregate.
 */
export type Half = "dev" | "test";

export interface EvalQuery {
  query: string;
  language: LanguageId;
  kind: EvalFacet["kind"] | "combined";
  /** "4 of 5 are ‹fact›" (or "all 5 are", for a strict check). */
  fact: string;
  test: (f: Film) => boolean;
  strict: boolean;
  half: Half;
}

/** Sentences around a noun phrase, per language. Even positions are the dev half's, odd the test half's. */
const TEMPLATES: Readonly<Record<LanguageId, readonly string[]>> = {
  EN: [
    "{x}",
    "some {x} please",
    "show me {x}",
    "any good {x}?",
    "I'm looking for {x} to watch tonight",
    "what are some {x} worth seeing",
  ],
  spanish: [
    "{x}",
    "quiero ver {x}",
    "recomiéndame {x}",
    "¿qué {x} me recomiendas?",
    "busco {x} para esta noche",
    "dame algunas {x}",
  ],
  AR: ["{x}", "أريد مشاهدة {x}", "اقترح لي {x}", "ما هي {x} التي تنصح بها؟", "أبحث عن {x} الليلة", "أعطني {x}"],
};

/** A second facet for combined queries: a decade, said two ways per language (dev, test). */
const DECADES: readonly { first: number; say: Readonly<Record<LanguageId, readonly [string, string]>> }[] = [
  {
    first: 1980,
    say: {
      EN: ["from the 80s", "made in the eighties"],
      spanish: ["de los ochenta", "de los años 80"],
      AR: ["من الثمانينات", "من فترة الثمانينيات"],
    },
  },
  {
    first: 1990,
    say: {
      EN: ["from the 90s", "made in the nineties"],
      spanish: ["de los noventa", "de los años 90"],
      AR: ["من التسعينات", "من فترة التسعينيات"],
    },
  },
];
const COMBINABLE = new Set<EvalFacet["kind"]>(["genre", "kind", "source"]);
/** A combination is asked only when the catalogue holds enough films (with posters) that meet both facts. */
const COMBINED_MIN_FILMS = 8;

const LANGUAGES: readonly LanguageId[] = ["EN", "spanish", "AR"];

export function generateEval(films: readonly Film[]): EvalQuery[] {
  const out: EvalQuery[] = [];
  for (const facet of EVAL_FACETS) {
    for (const language of LANGUAGES) {
      for (const [t, template] of TEMPLATES[language].entries()) {
        const half: Half = t % 2 === 0 ? "dev" : "test";
        const say = facet.say[language];
        const wording = half === "dev" ? say[0] : (say[1 + (t % (say.length - 1 || 1))] ?? say.at(-1));
        out.push({
          query: template.replace("{x}", wording ?? ""),
          language,
          kind: facet.kind,
          fact: facet.fact,
          test: facet.test,
          strict: facet.strict === true,
          half,
        });
      }
    }
  }
  for (const facet of EVAL_FACETS.filter((f) => COMBINABLE.has(f.kind))) {
    for (const decade of DECADES) {
      const inDecade = (f: Film) => f.year !== null && f.year >= decade.first && f.year <= decade.first + 9;
      const both = (f: Film) => facet.test(f) && inDecade(f);
      if (films.filter((f) => f.hasPoster && both(f)).length < COMBINED_MIN_FILMS) continue;
      for (const language of LANGUAGES) {
        for (const half of ["dev", "test"] as const) {
          const i = half === "dev" ? 0 : 1;
          out.push({
            query: `${facet.say[language][i]} ${decade.say[language][i]}`,
            language,
            kind: "combined",
            fact: `${facet.fact} and from the ${decade.first}s`,
            test: both,
            strict: false,
            half,
          });
        }
      }
    }
  }
  return out;
}

/** Whether five picks pass a query's fact check: four of five meet it (all five for a strict one). */
export function passes(q: EvalQuery, picks: readonly Film[]): boolean {
  const met = picks.filter(q.test).length;
  return picks.length === 5 && met >= (q.strict ? 5 : 4);
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
