import type { ColumnType } from "kysely";

/**
 * The tables written through the query builder (`query-builder.ts`), as both databases hold them.
 * PostgreSQL answers BIGINT columns as text, SQLite as numbers: read them with `Number()`.
 */
export interface Tables {
  /** Each account's ratings and 'Seen it' marks, per (user, movie source, film). */
  taste: {
    user_id: string;
    source: string;
    movie_id: number;
    rating: string | null;
    /** 1 when the film was marked 'Seen it', else 0 (SQLite has no boolean). */
    seen: number;
    title: string;
    release_date: string | null;
    /** Milliseconds since the epoch of the last change: the latest first. */
    updated_at: ColumnType<number | string, number, number>;
  };
  /** Each account's chosen language (and what else it will remember across browsers). */
  user_settings: {
    user_id: string;
    language: string;
  };
  /** Each account's My List: film ids per (user, movie source), never the film's text. */
  my_list: {
    user_id: string;
    source: string;
    movie_id: number;
    /** Milliseconds since the epoch when the film was added (rows moved from before: their order): the latest first. */
    added_at: ColumnType<number | string, number, number>;
  };
}
