import { z } from "zod";
import { MAX_MOVIE_ID, MovieSchema } from "./movies.js";

/** How many films one account can keep in My List. */
export const MY_LIST_MAX_ITEMS = 500;

/** An image path as the movie sources give it (`/abc.jpg` from TMDB, `/p/12.svg` from the catalogue). */
const ImagePathSchema = z.string().regex(/^(\/[\w-]{1,100}){1,3}\.[a-z]{3,4}$/);

/** `/api/my-list/:id`: a movie id, as text in the path. */
export const MyListParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_MOVIE_ID)),
});

/**
 * What `PUT /api/my-list/:id` stores: enough to draw the card and the More Info dialog, so showing
 * the list never asks the movie source.
 */
export const MyListEntrySchema = z.object({
  title: z.string().trim().min(1).max(300),
  overview: z.string().max(5_000),
  poster_path: ImagePathSchema.nullable(),
  backdrop_path: ImagePathSchema.nullable().optional(),
  release_date: z
    .string()
    .regex(/^(\d{4}(-\d{2}-\d{2})?)?$/)
    .optional(),
  vote_average: z.number().min(0).max(10).optional(),
});
export type MyListEntry = z.infer<typeof MyListEntrySchema>;

/** The answer of `PUT` and `DELETE /api/my-list/:id`: whether the film is in the list now. */
export const MyListChangeSchema = z.object({ id: z.number().int(), inList: z.boolean() });
export type MyListChange = z.infer<typeof MyListChangeSchema>;

/** `GET /api/my-list/for-you`: rows made from the list; both empty for an empty list. */
export const ForYouSchema = z.object({
  /** Films like the latest addition ('Because you added ‹title›'); null when the list is empty. */
  because: z.object({ title: z.string(), results: z.array(MovieSchema) }).nullable(),
  /** Films that match what the list's films share, best-rated first ('Top picks for you'). */
  topPicks: z.array(MovieSchema),
});
export type ForYou = z.infer<typeof ForYouSchema>;
