import type { LocalPick } from "./local-suggester.js";

/** A genre that goes without saying beside a broader one the same words asked for ("funny": comedy). */
const COVERED_BY: Readonly<Record<string, string>> = {
  "Romantic Comedy": "Comedy",
  "Black Comedy": "Comedy",
  "Concert/Performance": "Musical",
};

/** The audiences the engine reads as "for the whole family". */
const FAMILY = new Set(["G", "PG"]);

/**
 * What the engine understood of a query, as language-neutral tags the page translates and joins
 * into one line ("heist · 1990s · feel-good"): `genre:<catalogue genre>`, `kind:<creative type>`,
 * `topic:<topic>`, `mood:<mood>`, `years:<min>-<max>` (either end may be empty), `audience:family`,
 * `runtime:short|long|max-<minutes>`, `quality:best|underrated|worst`, `director:<name>`,
 * `like:<title>`, `not:<catalogue genre>`.
 */
export function understoodTags(pick: LocalPick): string[] {
  const { intent } = pick;
  const tags: string[] = [];
  if (pick.titleHit) tags.push(`like:${pick.titleHit}`);
  for (const mood of intent.moods ?? []) tags.push(`mood:${mood}`);
  for (const topic of intent.topics ?? []) tags.push(`topic:${topic}`);
  const genres = intent.genres ?? new Set<string>();
  for (const genre of genres) if (!genres.has(COVERED_BY[genre] ?? "")) tags.push(`genre:${genre}`);
  for (const kind of intent.creativeTypes ?? []) tags.push(`kind:${kind}`);
  for (const director of intent.directors ?? []) tags.push(`director:${director}`);
  if (intent.years) tags.push(`years:${intent.years.min ?? ""}-${intent.years.max ?? ""}`);
  if (intent.mpaa && [...intent.mpaa].every((m) => FAMILY.has(m))) tags.push("audience:family");
  if (intent.runtime) {
    const { min, max } = intent.runtime;
    tags.push(
      min !== undefined ? "runtime:long" : max !== undefined && max <= 100 ? "runtime:short" : `runtime:max-${max}`,
    );
  }
  if (intent.quality) tags.push(`quality:${intent.quality}`);
  // Only the genres the query itself asked away: those a mood rules out go without saying.
  for (const note of intent.understood) {
    if (note.startsWith("not:")) for (const genre of note.slice(4).split("|")) tags.push(`not:${genre}`);
  }
  return [...new Set(tags)];
}
