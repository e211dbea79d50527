import { facetKind, facetTest, ratingKnown, SOURCES } from "./facets.js";
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

/** Which facet kinds the reason names first, when the query asked for them and the film has them. */
const SUBJECT_KINDS = ["director", "source", "topic", "mood", "kind", "genre"] as const;

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

/** The measure the query was about (box office, length, audience), else what critics or viewers thought. */
function measure(f: Features, asked: ReadonlySet<string>): string | undefined {
  if (asked.has("not:audience") && !ratingKnown(f)) return "mpaa:unknown";
  if (asked.has("boxoffice") && f.usGross !== null) return `gross:${Math.round(f.usGross / 1_000_000)}`;
  if (asked.has("runtime")) return `minutes:${f.film.runtime ?? "unknown"}`;
  if ((asked.has("audience") || asked.has("not:audience")) && f.film.mpaa) return `mpaa:${f.film.mpaa}`;
  if (asked.has("popularity") && f.votes > 0) return `votes:${f.votes}`;
  if (f.rottenTomatoes !== null && !asked.has("viewers")) return `critics:${f.rottenTomatoes}`;
  return f.rating > 0 ? `imdb:${f.rating}` : undefined;
}

/** One short reason per film: its decade, the subject it was picked for, and one measure. */
export function explain(f: Features, intent: Intent): string[] {
  const parts: string[] = [];
  if (f.year !== null) parts.push(`decade:${Math.floor(f.year / 10) * 10}`);
  const matched = intent.include.filter((tag) => facetTest(tag)?.(f));
  const subject =
    SUBJECT_KINDS.map((kind) => matched.find((tag) => facetKind(tag) === kind)).find(Boolean) ?? ownSubject(f);
  if (subject) parts.push(subject);
  const asked = new Set([
    ...intent.include.map(facetKind),
    ...intent.include,
    ...intent.exclude.map((t) => `not:${facetKind(t)}`),
  ]);
  const fact = measure(f, asked);
  if (fact) parts.push(fact);
  return parts.slice(0, REASON_PARTS_MAX);
}
