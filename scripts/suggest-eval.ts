/**
 * The generated evaluation of the embedded suggestion engine (scripts/eval/).
 *   npx tsx scripts/suggest-eval.ts        figures for both halves (aggregates only)
 *   npx tsx scripts/suggest-eval.ts dev    also every dev-half query that misses, to work against
 * The test half is never printed query by query.
 */
import { Catalog } from "../src/server/movies/catalog/catalog.js";
import type { Film } from "../src/server/movies/catalog/film.js";
import { LocalSuggester } from "../src/server/suggest/local/local-suggester.js";
import { type EvalFigures, evalPicks, generateEval, passes, score } from "./eval/generate.js";

const catalog = Catalog.load();
const engine = new LocalSuggester(catalog);
const queries = generateEval(catalog.films);
const pick = evalPicks(engine);

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
function print(name: string, figures: EvalFigures) {
  const lines = [`${name}: ${figures.queries} queries, precision ${pct(figures.precision)}`];
  for (const [k, v] of Object.entries(figures.byKind))
    lines.push(`  kind ${k.padEnd(10)} ${pct(v.precision)} of ${v.queries}`);
  for (const [k, v] of Object.entries(figures.byLanguage))
    lines.push(`  lang ${k.padEnd(10)} ${pct(v.precision)} of ${v.queries}`);
  process.stdout.write(`${lines.join("\n")}\n`);
}

const dev = queries.filter((q) => q.half === "dev");
print("dev half", score(dev, pick));
print(
  "test half",
  score(
    queries.filter((q) => q.half === "test"),
    pick,
  ),
);
if (process.argv[2] === "dev") {
  for (const q of dev) {
    const films = pick(q);
    if (passes(q, films)) continue;
    const mark = (f: Film) => (q.should(f) ? "✓" : "✗") + (q.must && !q.must(f) ? "!" : "");
    const got = films.map((f) => `${f.title} [${mark(f)}]`).join("; ");
    const after = q.previous ? ` (after "${q.previous}")` : "";
    process.stdout.write(`miss (${q.language}, ${q.kind}) "${q.query}"${after} — ${q.fact}: ${got}\n`);
  }
}
