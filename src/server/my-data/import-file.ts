import { parse } from "csv-parse/sync";
import { err, ok, type Result } from "../../contract/errors.js";
import { IMPORT_FORMATS, IMPORT_MAX_ROWS } from "../../contract/my-data.js";
import type { Rating } from "../../contract/taste.js";

export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** One film of an imported file: what to match it by, and what to do with it. */
export interface ImportRow {
  title: string;
  year: number | null;
  /** The film's IMDb id (`tt0078748`: IMDb's exports, column `Const`), matched by first where the source knows IMDb ids. */
  imdbId: string | null;
  /** Into My List (a watchlist), or rated and seen (a ratings file). */
  action: { kind: "list" } | { kind: "rate"; rating: Rating | null };
}

export interface ImportFile {
  format: ImportFormat;
  rows: ImportRow[];
}

/**
 * Each service's score on our three ratings. Letterboxd: 0.5–5 stars; IMDb: 1–10. The middle
 * ("it was fine") rates nothing, but the film is marked seen.
 */
const fromStars = (stars: number): Rating | null =>
  stars >= 4.5 ? "love" : stars >= 3.5 ? "like" : stars <= 2 ? "dislike" : null;
const fromTen = (score: number): Rating | null =>
  score >= 9 ? "love" : score >= 7 ? "like" : score <= 4 ? "dislike" : null;

/** The columns that tell each export apart, and how a row of it reads. */
const FORMATS: Record<
  ImportFormat,
  { has: string[]; lacks?: string[]; title: string; rating?: string; of?: (n: number) => Rating | null }
> = {
  "letterboxd-ratings": { has: ["Letterboxd URI", "Name", "Rating"], title: "Name", rating: "Rating", of: fromStars },
  "letterboxd-watchlist": { has: ["Letterboxd URI", "Name"], lacks: ["Rating"], title: "Name" },
  "imdb-ratings": {
    has: ["Const", "Your Rating", "Title"],
    lacks: ["Position"],
    title: "Title",
    rating: "Your Rating",
    of: fromTen,
  },
  "imdb-list": { has: ["Const", "Position", "Title"], title: "Title" },
};

/** An IMDb title id as its exports write it. */
const IMDB_ID = /^tt\d{7,10}$/;

export type ImportFileError = "not_csv" | "unknown_format" | "too_many_rows" | "no_films";

/**
 * Read a CSV export of Letterboxd (`watchlist.csv`, `ratings.csv`) or IMDb (a list, or your
 * ratings), known by its header. Rows without a title are skipped; IMDb rows that are not
 * films (TV series, episodes) too. A file that is not CSV, of no known export, with no film or
 * with more than `IMPORT_MAX_ROWS` rows is refused whole.
 */
export function readImportFile(csv: string): Result<ImportFile, ImportFileError> {
  let records: Record<string, string>[];
  let header: string[] = [];
  try {
    records = parse(csv, {
      columns: (names: string[]) => {
        header = names.map((name) => name.trim());
        return header;
      },
      skip_empty_lines: true,
      bom: true,
      trim: true,
      relax_column_count: true,
      to: IMPORT_MAX_ROWS + 1,
    });
  } catch {
    return err("not_csv");
  }
  if (records.length > IMPORT_MAX_ROWS) return err("too_many_rows");
  const format = IMPORT_FORMATS.find(
    (f) => FORMATS[f].has.every((c) => header.includes(c)) && !(FORMATS[f].lacks ?? []).some((c) => header.includes(c)),
  );
  if (!format) return err("unknown_format");
  const spec = FORMATS[format];
  const rows: ImportRow[] = [];
  for (const record of records) {
    const title = record[spec.title]?.trim() ?? "";
    const type = record["Title Type"];
    if (!title || title.length > 300 || (type && !/^(movie|film|tv ?movie|video)$/i.test(type.trim()))) continue;
    const year = Number(record.Year);
    const imdbId = record.Const?.trim() ?? "";
    const score = spec.rating ? Number(record[spec.rating]) : Number.NaN;
    rows.push({
      title,
      year: Number.isInteger(year) && year > 1800 ? year : null,
      imdbId: IMDB_ID.test(imdbId) ? imdbId : null,
      action: spec.of
        ? { kind: "rate", rating: Number.isFinite(score) && score > 0 ? spec.of(score) : null }
        : { kind: "list" },
    });
  }
  return rows.length > 0 ? ok({ format, rows }) : err("no_films");
}
