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
