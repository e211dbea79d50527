/**
 * Build the embedded movie catalogue `data/catalog.json` from vega-datasets' `data/movies.json`
 * (BSD-3, ~3,200 films with facts only). Deterministic: the same input gives a byte-identical file.
 *
 *   npm run catalog
 *
 * The output is committed so that start-up needs neither the dev dependency nor a build step.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { FILM_FIELDS, type Film } from "../src/server/movies/catalog/film.js";

export const SOURCE_FILE = new URL("../node_modules/vega-datasets/data/movies.json", import.meta.url);
export const OUTPUT_FILE = new URL("../data/catalog.json", import.meta.url);

/** Latest year the dataset really covers; later years are 2-digit years parsed into the wrong century. */
const LATEST_YEAR = 2012;
/** Films without a poster, per 1,000 (by a hash of the id). */
const NO_POSTER_PER_MILLE = 30;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Windows-1252 text that was read as Mac Roman: "AmÈlie" → "Amélie". Only characters the data has. */
const MAC_ROMAN_MOJIBAKE: Readonly<Record<string, string>> = {
  È: "é",
  Í: "ê",
  Ë: "è",
  "‡": "à",
  "·": "á",
  "‰": "ä",
  Î: "ë",
  Û: "ó",
  Ù: "ô",
  "˘": "ù",
  Ö: "…",
  Ω: "½",
};
const MOJIBAKE_RE = new RegExp(`[${Object.keys(MAC_ROMAN_MOJIBAKE).join("")}]`, "g");

type Raw = Record<string, unknown>;

/** 32-bit FNV-1a. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function text(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return null;
  const clean = value
    .replace(MOJIBAKE_RE, (ch) => MAC_ROMAN_MOJIBAKE[ch] ?? ch)
    .replace(/\s+/g, " ")
    .trim();
  return clean === "" ? null : clean;
}

/** "Secret, The" → "The Secret". */
function title(value: unknown): string | null {
  const t = text(value);
  const moved = t?.match(/^(.*), (The|A|An)$/);
  return moved ? `${moved[2]} ${moved[1]}` : t;
}

const positive = (value: unknown): number | null => (typeof value === "number" && value > 0 ? value : null);

/** "Jun 12 1998" → "1998-06-12"; years after LATEST_YEAR move back a century ("Dec 15 2039" → 1939). */
export function isoDate(value: unknown): string | null {
  const m = typeof value === "string" ? value.match(/^([A-Z][a-z]{2}) (\d{1,2}) (\d{4})$/) : null;
  if (!m) return null;
  const month = MONTHS.indexOf(m[1] as string) + 1;
  let year = Number(m[3]);
  if (month === 0) return null;
  if (year > LATEST_YEAR) year -= 100;
  return `${year}-${String(month).padStart(2, "0")}-${(m[2] as string).padStart(2, "0")}`;
}

function filmOf(raw: Raw): Omit<Film, "id" | "hasPoster"> | null {
  const name = title(raw.Title);
  if (name === null) return null;
  const releaseDate = isoDate(raw["Release Date"]);
  return {
    title: name,
    releaseDate,
    year: releaseDate ? Number(releaseDate.slice(0, 4)) : null,
    genre: text(raw["Major Genre"]),
    creativeType: text(raw["Creative Type"]),
    source: text(raw.Source),
    director: text(raw.Director),
    mpaa: text(raw["MPAA Rating"]),
    runtime: positive(raw["Running Time min"]),
    imdbRating: positive(raw["IMDB Rating"]),
    imdbVotes: positive(raw["IMDB Votes"]),
    rottenTomatoes: positive(raw["Rotten Tomatoes Rating"]),
    usGross: positive(raw["US Gross"]),
    worldwideGross: positive(raw["Worldwide Gross"]),
    distributor: text(raw.Distributor),
  };
}

const known = (f: object): number => Object.values(f).filter((v) => v !== null).length;

/**
 * The pure part: raw vega records → films sorted by release date then title, with unique stable ids.
 * Drops records without a title; of two records with the same title and date keeps the fuller one.
 */
export function buildCatalog(raw: readonly Raw[]): Film[] {
  const byKey = new Map<string, Omit<Film, "id" | "hasPoster">>();
  for (const record of raw) {
    const film = filmOf(record);
    if (!film) continue;
    const key = `${film.title.toLowerCase()}|${film.releaseDate ?? ""}`;
    const seen = byKey.get(key);
    if (!seen || known(film) > known(seen)) byKey.set(key, film);
  }
  const keys = [...byKey.keys()].sort();
  const ids = new Set<number>();
  const films: Film[] = [];
  for (const key of keys) {
    // Collisions are resolved by re-hashing with a counter, in sorted-key order: still deterministic.
    let id = 0;
    for (let salt = 0; id === 0 || ids.has(id); salt++) id = fnv1a(salt ? `${key}#${salt}` : key) & 0x7fffffff;
    ids.add(id);
    const hasPoster = fnv1a(`poster:${id}`) % 1000 >= NO_POSTER_PER_MILLE;
    films.push({ id, ...(byKey.get(key) as Omit<Film, "id" | "hasPoster">), hasPoster });
  }
  return films.sort(
    (a, b) => (a.releaseDate ?? "").localeCompare(b.releaseDate ?? "") || a.title.localeCompare(b.title, "en"),
  );
}

/** Compact JSON, one film per line, keys in a fixed order, nulls (and hasPoster: true) left out. */
export function serialise(films: readonly Film[]): string {
  const lines = films.map((film) => {
    const out: Record<string, unknown> = {};
    for (const key of FILM_FIELDS) {
      const value = film[key];
      if (value !== null && !(key === "hasPoster" && value === true)) out[key] = value;
    }
    return JSON.stringify(out);
  });
  return `[\n${lines.join(",\n")}\n]\n`;
}

function main(): void {
  const started = performance.now();
  const raw = JSON.parse(readFileSync(SOURCE_FILE, "utf8")) as Raw[];
  const films = buildCatalog(raw);
  const json = serialise(films);
  writeFileSync(OUTPUT_FILE, json);
  const ms = Math.round(performance.now() - started);
  const noPoster = films.filter((f) => !f.hasPoster).length;
  console.log(
    `catalog: ${films.length} films from ${raw.length} records (${noPoster} without poster), ` +
      `${(Buffer.byteLength(json) / 1024).toFixed(0)} KB, in ${ms} ms → data/catalog.json`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
