import { MovieSchema } from "./movies.js";
import { z } from "./zod.js";

/** How many films one account can keep in My List. */
export const MY_LIST_MAX_ITEMS = 500;

/** The answer of `PUT` and `DELETE /api/my-list/:id`: whether the film is in the list now. */
export const MyListChangeSchema = z.object({ id: z.int(), inList: z.boolean() });
export type MyListChange = z.infer<typeof MyListChangeSchema>;

/** `GET /api/my-list/for-you`: rows made from the list; both empty for an empty list. */
export const ForYouSchema = z.object({
  /** Films like the latest addition ('Because you added ‹title›'); null when the list is empty. */
  because: z.nullable(z.object({ title: z.string(), results: z.array(MovieSchema) })),
  /** Films that match what the list's films share, best-rated first ('Top picks for you'). */
  topPicks: z.array(MovieSchema),
});
export type ForYou = z.infer<typeof ForYouSchema>;
