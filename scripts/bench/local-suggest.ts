/**
 * Local suggestion engine latency: builds the engine over the embedded catalogue, runs a fixed set
 * of varied queries (genres, decades, directors, quality, audience, runtime, titles, free text,
 * Spanish and Arabic), and prints construction time and p50 / p95 / max per query.
 *   npx tsx scripts/bench/local-suggest.ts [rounds=3]
 */
import { Catalog } from "../../src/server/movies/catalog.js";
import { LocalSuggester } from "../../src/server/suggest/local-suggester.js";

const SUBJECTS = [
  "funny",
  "scary",
  "horror",
  "thrillers",
  "action",
  "adventure",
  "dramas",
  "romantic",
  "westerns",
  "musicals",
  "documentaries",
  "sci-fi",
  "space",
  "heist",
  "animated",
  "superhero",
  "fantasy",
  "war",
  "zombie",
  "vampire",
  "christmas",
  "sports",
  "true story",
  "dark comedy",
  "comedia",
  "terror",
  "رعب",
  "كوميديا",
];
const QUALIFIERS = [
  "",
  "best",
  "underrated",
  "short",
  "long",
  "for kids",
  "recent",
  "old",
  "90s",
  "from the 80s",
  "1970s",
  "from 1994",
  "after 2000",
  "by Spielberg",
  "Scorsese",
  "de los 90",
  "التسعينات",
  "acclaimed family",
];
const FREE = [
  "godfather",
  "movies like the godfather",
  "alien",
  "toy story",
  "star wars",
  "batman",
  "harry potter",
  "james bond",
  "something to watch tonight",
  "asdfgh qwerty",
  "a movie about a shark",
  "rainy day",
  "the dark knight",
  "matrix",
  "lord of the rings",
  "pirates",
  "dinosaurs",
  "new york",
  "love",
  "robots",
];

function queries(): string[] {
  const out: string[] = [];
  SUBJECTS.forEach((subject, i) => {
    for (let j = 0; j < 6; j++) {
      const qualifier = QUALIFIERS[(i * 7 + j * 5) % QUALIFIERS.length] ?? "";
      out.push(j % 2 === 0 ? `${qualifier} ${subject} movies`.trim() : `${subject} ${qualifier}`.trim());
    }
  });
  return [...out, ...FREE, ...FREE.map((f) => `best ${f}`)];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface LocalSuggestFigures {
  films: number;
  queries: number;
  runs: number;
  loadMs: number;
  buildMs: number;
  p50: number;
  p95: number;
  max: number;
  slowest: [string, number][];
}

/** Time the engine over ≥ 200 distinct queries, `rounds` times each, after one warm-up pass. */
export function measureLocalSuggest(rounds = 3): LocalSuggestFigures {
  const loadStart = performance.now();
  const catalog = Catalog.load();
  const loaded = performance.now();
  const engine = new LocalSuggester(catalog);
  const built = performance.now();
  const list = queries();
  for (const q of list) engine.pick(q); // warm-up: JIT and the catalogue's search index
  const times: number[] = [];
  const worst = new Map<string, number>();
  for (let r = 0; r < rounds; r++) {
    for (const q of list) {
      const started = performance.now();
      engine.pick(q);
      const took = performance.now() - started;
      times.push(took);
      worst.set(q, Math.max(worst.get(q) ?? 0, took));
    }
  }
  times.sort((a, b) => a - b);
  return {
    films: catalog.films.length,
    queries: list.length,
    runs: times.length,
    loadMs: loaded - loadStart,
    buildMs: built - loaded,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    slowest: [...worst].sort((a, b) => b[1] - a[1]).slice(0, 3),
  };
}

export { percentile };

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = measureLocalSuggest(Number(process.argv[2] ?? 3));
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  process.stdout.write(
    [
      `local suggester: ${f.films} films; catalogue load ${ms(f.loadMs)}, engine build ${ms(f.buildMs)}`,
      `${f.queries} distinct queries × ${f.runs / f.queries} rounds = ${f.runs} runs`,
      `p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  max ${ms(f.max)}`,
      `slowest: ${f.slowest.map(([q, t]) => `${JSON.stringify(q)} ${ms(t)}`).join(", ")}`,
      "",
    ].join("\n"),
  );
}
