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
}
