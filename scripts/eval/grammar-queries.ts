import type { LanguageId } from "../../src/contract/language.js";
import type { Film } from "../../src/server/movies/catalog/film.js";
import type { EvalFacet } from "./eval-facets.js";
import { LANGUAGES } from "./eval-facets.js";
import { GRAMMAR_FRAMES, type Said, TEST_FAMILIES_FROM } from "./wordings.js";

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

const { notGenre, notViolent, likeBut, either, thenNot, thenOlder, nineties } = GRAMMAR_FRAMES;

/** A genre's or creative type's name in the page's menu. */
const nameOf = (facet: EvalFacet, language: LanguageId): string => facet.name?.[language] ?? facet.fact;

const fill = (text: string, parts: Record<string, string>) =>
  text.replace(/\{(\w)\}/g, (_m, key: string) => parts[key] ?? "");

/** How many films meet a test (with posters): a combination is asked only when the catalogue holds enough. */
const enough = (films: readonly Film[], test: (f: Film) => boolean, n = 15) =>
  films.filter((f) => f.hasPoster && test(f)).length >= n;

/** What a grammar query says in one language and paraphrase family; the rest holds for all of them. */
type Words = Pick<GrammarQuery, "query" | "previous">;
type Check = Omit<GrammarQuery, keyof Words | "language" | "family">;

export function grammarQueries(films: readonly Film[], facets: readonly EvalFacet[]): GrammarQuery[] {
  const out: GrammarQuery[] = [];
  const subjects = facets.filter((f) => f.kind === "genre" || f.kind === "kind");
  const genres = facets.filter((f) => f.kind === "genre");
  /** One query per language and family of `frames`, each worded by `words`. */
  const ask = (frames: Said, check: Check, words: (language: LanguageId, text: string, family: number) => Words) => {
    for (const language of LANGUAGES)
      for (const [family, text] of frames[language].entries())
        out.push({ ...check, ...words(language, text, family), language, family });
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
      const check = { fact: `${s.fact}, none ${e.fact}`, should: s.test, must: (f: Film) => !e.test(f) };
      ask(notGenre, { kind: "negation", ...check }, (language, text) => ({
        query: fill(text, { s: nameOf(s, language), e: nameOf(e, language) }),
      }));
      ask(thenNot, { kind: "refine", ...check }, (language, text, family) => ({
        previous: s.say[language][family % TEST_FAMILIES_FROM] ?? "",
        query: fill(text, { e: nameOf(e, language) }),
      }));
    }
  }
  // "‹s› without violence": nothing rated R or NC-17.
  const mild = (f: Film) => !["R", "NC-17"].includes(f.mpaa ?? "");
  for (const s of subjects.filter((s) => enough(films, (f) => s.test(f) && mild(f) && f.mpaa !== null, 30))) {
    ask(
      notViolent,
      { kind: "negation", fact: `${s.fact}, none rated R`, should: s.test, must: mild },
      (language, text) => ({
        query: fill(text, { s: nameOf(s, language) }),
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
    const check: Check = {
      kind: "like",
      fact: `${x.creativeType}, none ${g.fact}`,
      should: (f) => f.creativeType === x.creativeType,
      must: (f) => !g.test(f),
    };
    ask(likeBut, check, (language, text) => ({ query: fill(text, { x: x.title, g: nameOf(g, language) }) }));
  }
  // "‹a› or ‹b›": either genre.
  for (const [i, a] of genres.entries()) {
    const b = genres[(i + 3) % genres.length];
    if (!b || a === b) continue;
    const check: Check = { kind: "or", fact: `${a.fact} or ${b.fact}`, should: (f) => a.test(f) || b.test(f) };
    ask(either, check, (language, text) => ({
      query: fill(text, { a: nameOf(a, language), b: nameOf(b, language) }),
    }));
  }
  // "‹s› from the 90s" → "older": the 1980s.
  const eighties = (f: Film) => f.year !== null && f.year >= 1980 && f.year <= 1989;
  for (const s of subjects.filter((s) => enough(films, (f) => s.test(f) && eighties(f)))) {
    const check: Check = { kind: "refine", fact: `${s.fact} from the 1980s`, should: (f) => s.test(f) && eighties(f) };
    ask(thenOlder, check, (language, text) => ({
      previous: fill(nineties[language][0] ?? "", { s: nameOf(s, language) }),
      query: text,
    }));
  }
  return out;
}
