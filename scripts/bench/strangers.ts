/**
 * The strangers set (`../shared/eval/strangers.json`: 300 queries written by people who never saw
 * the engine, EN/ES/AR, 12 kinds): runs the local engine on every query, writes the answers as
 * catalogue ids and scores them with the set's own checker (`check.mjs`), read as it prints; and
 * the ten films suggested most often over the set and over the generated evaluation, with the
 * share of answers each is in (the bar: none above 5 %).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Catalog } from "../../src/server/movies/catalog/catalog.js";
import type { Film } from "../../src/server/movies/catalog/film.js";
import { LocalSuggester } from "../../src/server/suggest/local/local-suggester.js";
import { evalPicks, generateEval } from "../eval/generate.js";

/** Where the set lives: `STRANGERS_DIR`, else `../shared/eval` beside the repository. */
export const STRANGERS_DIR = process.env.STRANGERS_DIR ?? resolve(import.meta.dirname, "../../../shared/eval");

export interface StrangerQuery {
  id: string;
  language: string;
  kind: string;
  query: string;
}

export interface Tally {
  passed: number;
  queries: number;
}

export interface StrangersFigures {
  passed: number;
  queries: number;
  byKind: Record<string, Tally>;
  byLanguage: Record<string, Tally>;
  /** The checker's line per query ("PASS s001 [EN genre_era] …"). */
  lines: string[];
  /** The ten films suggested most often over the set, each with the share of answers it is in. */
  topFilms: FilmShare[];
  /** The same over the generated evaluation (both halves). */
  topFilmsGenerated: FilmShare[];
}

export interface FilmShare {
  title: string;
  share: number;
}

/** The `top` films found most often in answers, with the share of answers each is in. */
export function filmShares(answers: readonly (readonly Film[])[], top = 10): FilmShare[] {
  const seen = new Map<number, { film: Film; answers: number }>();
  for (const films of answers)
    for (const film of films) seen.set(film.id, { film, answers: (seen.get(film.id)?.answers ?? 0) + 1 });
  return [...seen.values()]
    .sort((a, b) => b.answers - a.answers)
    .slice(0, top)
    .map(({ film, answers: n }) => ({
      title: film.year ? `${film.title} (${film.year})` : film.title,
      share: n / Math.max(1, answers.length),
    }));
}

/** "The Dark Knight (2008) 4.7 %; Inception (2010) 4.0 %; …". */
export const sharesText = (shares: readonly FilmShare[]): string =>
  shares.map(({ title, share }) => `${title} ${(share * 100).toFixed(1)} %`).join("; ");

const TALLY = /^ {2}(\S+)\s+(\d+)\/(\d+)\s+precision/;

/**
 * Runs the set (or another file in its format, such as `scripts/eval/probe.json`) and its checker;
 * undefined when the file is not on this machine.
 */
export function measureStrangers(queriesFile = join(STRANGERS_DIR, "strangers.json")): StrangersFigures | undefined {
  if (!existsSync(queriesFile)) return undefined;
  const queries = JSON.parse(readFileSync(queriesFile, "utf8")) as StrangerQuery[];
  const catalog = Catalog.load();
  const engine = new LocalSuggester(catalog);
  const answers: Record<string, number[]> = {};
  const picked: Film[][] = [];
  for (const q of queries) {
    const films = engine.pick(q.query).films.map((f) => f.film);
    answers[q.id] = films.map((f) => f.id);
    picked.push(films);
  }
  const generated = generateEval(catalog.films).map(evalPicks(engine));
  const dir = mkdtempSync(join(tmpdir(), "strangers-"));
  try {
    const answersFile = join(dir, "answers.json");
    writeFileSync(answersFile, JSON.stringify(answers));
    const run = spawnSync(
      process.execPath,
      [
        join(STRANGERS_DIR, "check.mjs"),
        "--catalog",
        resolve(import.meta.dirname, "../../data/catalog.json"),
        "--answers",
        answersFile,
        "--queries",
        queriesFile,
      ],
      { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`check.mjs failed: ${run.stderr}`);
    const out = run.stdout.split("\n");
    const byKind: Record<string, Tally> = {};
    const byLanguage: Record<string, Tally> = {};
    let section: Record<string, Tally> | undefined;
    for (const line of out) {
      if (line.startsWith("per kind")) section = byKind;
      else if (line.startsWith("per language")) section = byLanguage;
      const m = TALLY.exec(line);
      if (m && section) section[m[1] ?? ""] = { passed: Number(m[2]), queries: Number(m[3]) };
    }
    const total = /^(\d+) passed, (\d+) failed$/.exec(out.filter(Boolean).at(-1) ?? "");
    if (!total) throw new Error("check.mjs printed no total");
    return {
      passed: Number(total[1]),
      queries: Number(total[1]) + Number(total[2]),
      byKind,
      byLanguage,
      lines: out.filter((l) => /^(PASS|FAIL) /.test(l)),
      topFilms: filmShares(picked),
      topFilmsGenerated: filmShares(generated),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** "143/300 (47.7 %)". */
export const tallyText = ({ passed, queries }: Tally): string =>
  `${passed}/${queries} (${((passed / Math.max(1, queries)) * 100).toFixed(1)} %)`;
