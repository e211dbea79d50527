import type { Movie } from "../../contract/movies.js";
import type { MyListEntry } from "../../contract/requests.js";

/** The table both stores keep, and its columns in the order `valuesOf` gives them. */
export const TABLE = "my_list_item";
export const COLUMNS = [
  "user_id",
  "source",
  "movie_id",
  "title",
  "overview",
  "poster_path",
  "backdrop_path",
  "release_date",
  "vote_average",
] as const;

/** A stored row, as either driver returns it. */
export interface ItemRow {
  movie_id: number | string;
  title: string;
  overview: string;
  poster_path: string | null;
  backdrop_path: string | null;
  release_date: string | null;
  vote_average: number | string | null;
}

/** One row's values, in `COLUMNS` order. */
export function valuesOf(userId: string, source: string, id: number, entry: MyListEntry) {
  return [
    userId,
    source,
    id,
    entry.title,
    entry.overview,
    entry.poster_path,
    entry.backdrop_path ?? null,
    entry.release_date ?? null,
    entry.vote_average ?? null,
  ] as const;
}

export function movieOf(row: ItemRow): Movie {
  return {
    id: Number(row.movie_id),
    title: row.title,
    overview: row.overview,
    poster_path: row.poster_path,
    backdrop_path: row.backdrop_path,
    ...(row.release_date !== null && { release_date: row.release_date }),
    ...(row.vote_average !== null && { vote_average: Number(row.vote_average) }),
  };
}

/** Columns after the key, for both drivers' `CREATE TABLE`. */
export const ITEM_COLUMNS_SQL = `
  title TEXT NOT NULL,
  overview TEXT NOT NULL,
  poster_path TEXT,
  backdrop_path TEXT,
  release_date TEXT,
  vote_average REAL,
  UNIQUE (user_id, source, movie_id)`;

export const SELECT_SQL = `SELECT ${COLUMNS.slice(2).join(", ")} FROM ${TABLE}`;
