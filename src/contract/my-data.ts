import { LanguageIdSchema } from "./language.js";
import { MovieSchema } from "./movies.js";
import { RatingSchema } from "./taste.js";
import { z } from "./zod.js";

const FilmRefSchema = z.object({ id: z.int(), title: z.string(), release_date: z.nullable(z.string()) });

/** 'Download my data': everything the account keeps, as its owner reads it. */
export const DataExportSchema = z.object({
  exportedAt: z.string(),
  /** Which movie source the film ids are of ("catalog": the embedded catalogue; "tmdb": TMDB ids). */
  source: z.string(),
  account: z.object({ id: z.string(), email: z.string(), name: z.nullable(z.string()) }),
  myList: z.array(MovieSchema),
  ratings: z.array(z.object({ ...FilmRefSchema.shape, rating: RatingSchema })),
  seen: z.array(FilmRefSchema),
  settings: z.object({ language: z.nullable(LanguageIdSchema) }),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** `GET /api/my-data/export`: the data, and My List as CSV (Title, Year, tmdbID: what Letterboxd imports). */
export const ExportAnswerSchema = z.object({ data: DataExportSchema, myListCsv: z.string() });
export type ExportAnswer = z.infer<typeof ExportAnswerSchema>;

/** The largest file 'Import from Letterboxd or IMDb' takes, and the most films in it. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 1_000;

/** What an import understood the file to be. */
export const IMPORT_FORMATS = ["letterboxd-watchlist", "letterboxd-ratings", "imdb-list", "imdb-ratings"] as const;

/** `POST /api/my-data/import`: how many films were added or rated, and those not found (title and year). */
export const ImportResultSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  imported: z.int(),
  notFound: z.array(z.object({ title: z.string(), year: z.nullable(z.int()) })),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
