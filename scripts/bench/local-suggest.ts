/**
 * Local suggestion engine latency: builds the engine over the embedded catalogue, runs a fixed set
 * of varied queries (genres, decades, directors, quality, audience, runtime, titles, free text,
 * Spanish and Arabic), and prints construction time and p50 / p95 / max per query. Then the worst
 * case: hostile inputs (repeated one-letter words, repeated title words, random letters, hundreds
 * of distinct words, mixed scripts) at the query maximum and far beyond, through both
 * `Catalog.titleSearch` and `LocalSuggester.suggest`.
 *   npx tsx scripts/bench/local-suggest.ts [rounds=3]
 */
import { Catalog } from "../../src/server/movies/catalog/catalog.js";
import { LocalSuggester } from "../../src/server/suggest/local/local-suggester.js";
import { type EvalFigures, evalPicks, generateEval, score } from "../eval/generate.js";

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
  /** Heap the engine holds (its index and lexicon), measured around its construction. */
  engineHeapMb: number;
  /** The generated evaluation's halves (aggregates only). */
  evalDev: EvalFigures;
  evalTest: EvalFigures;
}

/** Time the engine over ≥ 200 distinct queries, `rounds` times each, after one warm-up pass. */
export function measureLocalSuggest(rounds = 3): LocalSuggestFigures {
  const loadStart = performance.now();
  const catalog = Catalog.load();
  const loaded = performance.now();
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const engine = new LocalSuggester(catalog);
  const built = performance.now();
  global.gc?.();
  const engineHeapMb = (process.memoryUsage().heapUsed - heapBefore) / 1_048_576;
  const evalQueries = generateEval(catalog.films);
  const pickFilms = evalPicks(engine);
  const list = [...queries(), ...evalQueries.filter((q) => q.half === "dev").map((q) => q.query)];
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
    engineHeapMb,
    evalDev: score(
      evalQueries.filter((q) => q.half === "dev"),
      pickFilms,
    ),
    evalTest: score(
      evalQueries.filter((q) => q.half === "test"),
      pickFilms,
    ),
  };
}

export { percentile };

/** The longest query the routes accept; hostile inputs are also tried far longer than this. */
const QUERY_MAX = 300;

/** Repeat `unit` until the text is `length` characters (cut at the end). */
const filled = (unit: string, length: number): string => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Deterministic letters (a tiny LCG), so every run times the same text. */
function randomLetters(length: number, seed = 7): string {
  let x = seed;
  let out = "";
  while (out.length < length) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    const n = x % 31;
    out += n < 5 ? " " : String.fromCharCode(97 + (n % 26));
  }
  return out;
}

/** `aa ab ac … zz aaa …`: distinct short words. */
function distinctWords(count: number): string {
  const words: string[] = [];
  for (let i = 0; words.length < count; i++) {
    const a = String.fromCharCode(97 + (i % 26));
    const b = String.fromCharCode(97 + (Math.floor(i / 26) % 26));
    words.push(i < 676 ? `${b}${a}` : `${b}${a}${String.fromCharCode(97 + (Math.floor(i / 676) % 26))}`);
  }
  return words.join(" ");
}

/** Inputs built to be slow: `[label, text]`. */
export function hostileInputs(): [string, string][] {
  const shapes: [string, (n: number) => string][] = [
    ["s s s …", (n) => filled("s ", n)],
    ["the man of …", (n) => filled("the man of ", n)],
    ["star wars …", (n) => filled("star wars ", n)],
    ["random letters", (n) => randomLetters(n)],
    ["mixed scripts", (n) => filled("رعب horror الرعب terror 恐怖 ужас ", n)],
    ["arabic letters", (n) => filled("ا ب ت ث ", n)],
  ];
  return [
    ...shapes.flatMap(([label, make]): [string, string][] => [
      [`${label} (${QUERY_MAX})`, make(QUERY_MAX)],
      [`${label} (4000)`, make(4_000)],
    ]),
    ["300 distinct short words", distinctWords(300)],
    [
      "every kind of condition",
      "underrated funny sci-fi heist for kids short 1990s by Spielberg zombie godfather wplk",
    ],
  ];
}

export interface HostileFigures {
  inputs: number;
  /** Worst ms per input over the rounds, for each method. */
  search: [string, number][];
  suggest: [string, number][];
}

/** The worst time of `run` on each input over `rounds` rounds, after one warm-up pass. */
function worstOf(inputs: [string, string][], rounds: number, run: (text: string) => unknown): [string, number][] {
  for (const [, text] of inputs) run(text);
  return inputs.map(([label, text]) => {
    let worst = 0;
    for (let r = 0; r < rounds; r++) {
      const started = performance.now();
      run(text);
      worst = Math.max(worst, performance.now() - started);
    }
    return [label, worst];
  });
}

/** Worst-case time of `Catalog.titleSearch` and the local engine on hostile inputs. */
export async function measureHostile(rounds = 3): Promise<HostileFigures> {
  const catalog = Catalog.load().warm();
  const engine = new LocalSuggester(catalog);
  const inputs = hostileInputs();
  const signal = new AbortController().signal;
  const suggest: [string, number][] = [];
  for (const [label, text] of inputs) {
    await engine.suggest(text, "EN", signal);
    let worst = 0;
    for (let r = 0; r < rounds; r++) {
      const started = performance.now();
      await engine.suggest(text, "EN", signal);
      worst = Math.max(worst, performance.now() - started);
    }
    suggest.push([label, worst]);
  }
  return { inputs: inputs.length, search: worstOf(inputs, rounds, (t) => catalog.titleSearch(t)), suggest };
}

async function main(rounds: number): Promise<void> {
  const f = measureLocalSuggest(rounds);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  process.stdout.write(
    [
      `local suggester: ${f.films} films; catalogue load ${ms(f.loadMs)}, engine build ${ms(f.buildMs)}`,
      `${f.queries} distinct queries × ${f.runs / f.queries} rounds = ${f.runs} runs`,
      `p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  max ${ms(f.max)}`,
      `slowest: ${f.slowest.map(([q, t]) => `${JSON.stringify(q)} ${ms(t)}`).join(", ")}`,
      `engine heap ${f.engineHeapMb.toFixed(1)} MB (run with --expose-gc for a settled figure)`,
      `generated evaluation: dev ${(f.evalDev.precision * 100).toFixed(1)} % of ${f.evalDev.queries}, test ${(f.evalTest.precision * 100).toFixed(1)} % of ${f.evalTest.queries}`,
      ...Object.entries({ ...f.evalTest.byKind, ...f.evalTest.byLanguage }).map(
        ([k, v]) => `  test ${k.padEnd(10)} ${(v.precision * 100).toFixed(1)} % of ${v.queries}`,
      ),
      "",
    ].join("\n"),
  );
  const h = await measureHostile(rounds);
  const worst = (rows: [string, number][]) => rows.reduce((a, b) => (b[1] > a[1] ? b : a), ["-", 0]);
  const width = Math.max(...h.search.map(([label]) => label.length));
  const lines = h.search.map(
    ([label, t], i) => `  ${label.padEnd(width)}  search ${ms(t)}  suggest ${ms(h.suggest[i]?.[1] ?? 0)}`,
  );
  const [sl, st] = worst(h.search);
  const [ul, ut] = worst(h.suggest);
  process.stdout.write(
    [
      `hostile inputs (${h.inputs}), worst of the rounds:`,
      ...lines,
      `worst Catalog.titleSearch ${ms(st)} (${sl}); worst LocalSuggester.suggest ${ms(ut)} (${ul})`,
      "",
    ].join("\n"),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(Number(process.argv[2] ?? 3)).catch((e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
    process.exitCode = 1;
  });
}
