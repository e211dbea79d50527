import { FACET_MODULES, type Facet, subjectOf, testOf } from "./facets/index.js";
import type { ReasonFact } from "./facets/module.js";
import { SOURCES } from "./facets.js";
import type { Features } from "./film-index.js";
import type { Intent } from "./intent.js";

/**
 * Stage 5 of the local engine: why each film was picked, as facts the page translates and joins
 * with " · " ("1990s · heist · 92 % with critics"). Every part is a fact of the film itself:
 * `decade:1990` · `genre:<genre>` · `kind:<creative type>` · `source:<source facet>` ·
 * `topic:<topic>` · `mood:<mood>` · `director:<name>` · `mpaa:<rating>` · `minutes:<n>` ·
 * `critics:<0–100>` · `imdb:<0–10>` · `gross:<US $ millions>` · `votes:<n>`; `mpaa:unknown` / `minutes:unknown`
 * when the query limited a fact the catalogue does not know for the film (it was let through, and says so).
 */
export const REASON_PARTS_MAX = 3;

function sourceFacet(source: string | null | undefined): string | undefined {
  if (!source) return undefined;
  return Object.entries(SOURCES).find(([name, values]) => name !== "original" && values.includes(source))?.[0];
}

/** The film's own subject when the query asked for none: what it is adapted from, else its genre. */
function ownSubject(f: Features): string | undefined {
  const source = sourceFacet(f.film.source);
  if (source) return `source:${source}`;
  if (f.film.genre) return `genre:${f.film.genre}`;
  return f.film.creativeType ? `kind:${f.film.creativeType}` : undefined;
}

/**
 * The fact the query was about (box office, length, audience: each facet module's `fact`, the
 * lowest order first), else what critics or viewers thought.
 */
function measure(f: Features, intent: Intent): string | undefined {
  let best: ReasonFact | undefined;
  const consider = (facet: Facet, how: "include" | "exclude") => {
    const fact = FACET_MODULES[facet.kind].fact?.(f, how);
    if (fact && (!best || fact.order < best.order)) best = fact;
  };
  for (const facet of intent.include) consider(facet, "include");
  for (const facet of intent.exclude) consider(facet, "exclude");
  if (best) return best.text;
  if (f.rottenTomatoes !== null) return `critics:${f.rottenTomatoes}`;
  return f.rating > 0 ? `imdb:${f.rating}` : undefined;
}

/** One short reason per film: its decade, the subject it was picked for, and one measure. */
export function explain(f: Features, intent: Intent): string[] {
  const parts: string[] = [];
  if (f.year !== null) parts.push(`decade:${Math.floor(f.year / 10) * 10}`);
  let subject: { rank: number; text: string } | undefined;
  for (const facet of intent.include) {
    const said = subjectOf(facet);
    if (said && (!subject || said.rank < subject.rank) && testOf(facet)?.(f)) subject = said;
  }
  const text = subject?.text ?? ownSubject(f);
  if (text) parts.push(text);
  const fact = measure(f, intent);
  if (fact) parts.push(fact);
  return parts.slice(0, REASON_PARTS_MAX);
}
