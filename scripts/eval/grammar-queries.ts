import type { LanguageId } from "../../src/contract/language.js";
import type { Film } from "../../src/server/movies/catalog/film.js";
import type { EvalFacet } from "./eval-facets.js";
import { LANGUAGES } from "./eval-facets.js";
import { type Said, TEST_FAMILIES_FROM } from "./wordings.js";

/**
 * What the grammar does to facets, asked about with facets of the catalogue: negation ("‹s› but
 * no ‹e›", "‹s› without violence"), "like X but no ‹X's genre›", "‹a› or ‹b›", and refinement (a
 * follow-up that only changes the previous query). Each frame list is paraphrase families: the
 * first two the dev half's, the rest the test half's.
 */
export interface GrammarQuery {
  kind: "negation" | "like" | "or" | "refine";
  query: string;
  /** A query asked first, whose understood facets this one refines. */
  previous?: string;
  language: LanguageId;
  fact: string;
  /** Four of five films must have this… */
  should: (f: Film) => boolean;
  /** …and all five this (a negation: none may break it). */
  must?: (f: Film) => boolean;
  family: number;
}

const say = (EN: string[], spanish: string[], AR: string[]): Said => ({ EN, spanish, AR });

const NOT_GENRE = say(
  ["{s} but no {e}", "{s} without {e}", "{s}, nothing {e}", "{s} minus the {e}"],
  ["{s} pero sin {e}", "{s} sin {e}", "{s}, nada de {e}", "{s} que no sea de {e}"],
  ["{s} بدون {e}", "{s} لكن بدون {e}", "{s} بلا {e}", "{s} من غير {e}"],
);
const NOT_VIOLENT = say(
  ["{s}, nothing rated R", "{s} without gore", "{s} but not too violent", "{s} with no graphic violence"],
  ["{s} sin violencia", "{s} sin sangre", "{s} pero nada sangriento", "{s} que no sea violenta"],
  ["{s} بدون عنف", "{s} بدون دماء", "{s} بلا عنف", "{s} من غير دماء"],
);
const LIKE_BUT = say(
  [
    "like {x} but no {g}",
    "something like {x} without the {g}",
    "similar to {x}, minus the {g}",
    "in the style of {x} but less {g}",
  ],
  [
    "como {x} pero sin {g}",
    "parecida a {x} sin {g}",
    "algo al estilo de {x} pero sin {g}",
    "similar a {x}, nada de {g}",
  ],
  ["مثل {x} لكن بدون {g}", "يشبه {x} بدون {g}", "على غرار {x} بلا {g}", "شبيه {x} من غير {g}"],
);
const EITHER = say(
  ["{a} or {b}", "either {a} or {b}", "{a} films, or maybe {b}", "something {a} or {b}"],
  ["{a} o {b}", "películas de {a} o de {b}", "algo de {a} o quizá {b}", "cine de {a} o {b}"],
  ["{a} أو {b}", "أفلام {a} أو {b}", "شيء من {a} أو ربما {b}", "سينما {a} أو {b}"],
);
const THEN_NOT = say(
  ["but no {e}", "without {e}", "and nothing {e}", "minus the {e} please"],
  ["pero sin {e}", "sin {e}", "y nada de {e}", "que no sea de {e}"],
  ["لكن بدون {e}", "بدون {e}", "بلا {e}", "من غير {e}"],
);
const THEN_OLDER = say(
  ["older", "older ones", "something older", "make them older"],
  ["más antiguas", "más viejas", "algo más antiguo", "que sean más antiguas"],
  ["أقدم", "أفلام أقدم", "شيء أقدم", "أريدها أقدم"],
);

/** A genre's or creative type's name in the page's menu. */
const nameOf = (facet: EvalFacet, language: LanguageId): string => facet.name?.[language] ?? facet.fact;

const fill = (text: string, parts: Record<string, string>) =>
  text.replace(/\{(\w)\}/g, (_m, key: string) => parts[key] ?? "");

/** How many films meet a test (with posters): a combination is asked only when the catalogue holds enough. */
const enough = (films: readonly Film[], test: (f: Film) => boolean, n = 15) =>
  films.filter((f) => f.hasPoster && test(f)).length >= n;

export function grammarQueries(films: readonly Film[], facets: readonly EvalFacet[]): GrammarQuery[] {
  const out: GrammarQuery[] = [];
  const subjects = facets.filter((f) => f.kind === "genre" || f.kind === "kind");
  const genres = facets.filter((f) => f.kind === "genre");
  const each = (frames: Said, make: (language: LanguageId, text: string, family: number) => void) => {
    for (const language of LANGUAGES)
      for (const [family, text] of frames[language].entries()) make(language, text, family);
  };
  // "‹s› but no ‹e›" and its follow-up form, for every subject and genre that overlap enough to matter.
  for (const s of subjects) {
    for (const e of genres) {
      if (
        s === e ||
        !enough(films, (f) => s.test(f) && !e.test(f), 30) ||
        !enough(films, (f) => s.test(f) && e.test(f))
      )
        continue;
      const must = (f: Film) => !e.test(f);
      const fact = `${s.fact}, none ${e.fact}`;
      each(NOT_GENRE, (language, text, family) =>
        out.push({
          kind: "negation",
          query: fill(text, { s: nameOf(s, language), e: nameOf(e, language) }),
          language,
          fact,
          should: s.test,
          must,
          family,
        }),
      );
      each(THEN_NOT, (language, text, family) =>
        out.push({
          kind: "refine",
          previous: s.say[language][family % TEST_FAMILIES_FROM] ?? "",
          query: fill(text, { e: nameOf(e, language) }),
          language,
          fact,
          should: s.test,
          must,
          family,
        }),
      );
    }
  }
  // "‹s› without violence": nothing rated R or NC-17.
  const mild = (f: Film) => !["R", "NC-17"].includes(f.mpaa ?? "");
  for (const s of subjects.filter((s) => enough(films, (f) => s.test(f) && mild(f) && f.mpaa !== null, 30))) {
    each(NOT_VIOLENT, (language, text, family) =>
      out.push({
        kind: "negation",
        query: fill(text, { s: nameOf(s, language) }),
        language,
        fact: `${s.fact}, none rated R`,
        should: s.test,
        must: mild,
        family,
      }),
    );
  }
  // "Like X but no ‹X's genre›": well-known films whose kind of story is not the everyday one.
  const known = films
    .filter(
      (f) =>
        f.hasPoster && (f.imdbVotes ?? 0) >= 300_000 && f.creativeType && f.creativeType !== "Contemporary Fiction",
    )
    .filter((f) => genres.some((g) => g.fact === f.genre));
  for (const x of known.slice(0, 8)) {
    const g = genres.find((facet) => facet.fact === x.genre);
    if (!g) continue; // never: `known` keeps only films of a listed genre
    const sameKind = (f: Film) => f.creativeType === x.creativeType;
    each(LIKE_BUT, (language, text, family) =>
      out.push({
        kind: "like",
        query: fill(text, { x: x.title, g: nameOf(g, language) }),
        language,
        fact: `${x.creativeType}, none ${g.fact}`,
        should: sameKind,
        must: (f) => !g.test(f),
        family,
      }),
    );
  }
  // "‹a› or ‹b›": either genre.
  for (const [i, a] of genres.entries()) {
    const b = genres[(i + 3) % genres.length];
    if (!b || a === b) continue;
    const either = (f: Film) => a.test(f) || b.test(f);
    each(EITHER, (language, text, family) =>
      out.push({
        kind: "or",
        query: fill(text, { a: nameOf(a, language), b: nameOf(b, language) }),
        language,
        fact: `${a.fact} or ${b.fact}`,
        should: either,
        family,
      }),
    );
  }
  // "‹s› from the 90s" → "older": the 1980s.
  const eighties = (f: Film) => f.year !== null && f.year >= 1980 && f.year <= 1989;
  const nineties: Said = say(["{s} from the 90s"], ["{s} de los noventa"], ["{s} من التسعينات"]);
  for (const s of subjects.filter((s) => enough(films, (f) => s.test(f) && eighties(f)))) {
    each(THEN_OLDER, (language, text, family) =>
      out.push({
        kind: "refine",
        previous: fill(nineties[language][0] ?? "", { s: nameOf(s, language) }),
        query: text,
        language,
        fact: `${s.fact} from the 1980s`,
        should: (f) => s.test(f) && eighties(f),
        family,
      }),
    );
  }
  return out;
}
