import { MovieSchema } from "./movies.js";
import { z } from "./zod.js";

/** How many films one account can keep in My List. */
export const MY_LIST_MAX_ITEMS = 500;

/** The answer of `PUT` and `DELETE /api/my-list/:id`: whether the film is in the list now. */
export const MyListChangeSchema = z.object({ id: z.int(), inList: z.boolean() });
export type MyListChange = z.infer<typeof MyListChangeSchema>;

/** Why a film is among the top picks: the kept or liked film it is most like. */
export const ForYouReasonSchema = z.object({ kind: z.enum(["added", "liked"]), title: z.string() });
export type ForYouReason = z.infer<typeof ForYouReasonSchema>;

const ForYouRowSchema = z.object({ title: z.string(), results: z.array(MovieSchema) });
export const TopPickSchema = z.object({ ...MovieSchema.shape, reason: ForYouReasonSchema });
export type TopPick = z.infer<typeof TopPickSchema>;

/**
 * `GET /api/my-list/for-you`: rows made from the list and the ratings; all empty for an account
 * with neither. No row holds a kept or rated film; films marked 'Seen it' come last.
 */
export const ForYouSchema = z.object({
  /** Films like the latest addition ('Because you added ‹title›'); null when the list is empty. */
  because: z.nullable(ForYouRowSchema),
  /** Films like the latest loved, then liked, films ('Because you liked ‹title›'), at most two rows. */
  liked: z.array(ForYouRowSchema),
  /** Films most like the loved, liked and kept films, best-rated first ('Top picks for you'). */
  topPicks: z.array(TopPickSchema),
});
export type ForYou = z.infer<typeof ForYouSchema>;
