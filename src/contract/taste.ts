import { z } from "./zod.js";

/** What someone thinks of a film, from the More Info dialog: 'Not for me', 'I like this', 'Love this!'. */
export const RATINGS = ["dislike", "like", "love"] as const;
export const RatingSchema = z.enum(RATINGS);
export type Rating = z.infer<typeof RatingSchema>;

/** How many films one account can rate or mark as seen. */
export const TASTE_MAX_ITEMS = 5_000;

/** One film's rating and 'Seen it' mark, with the title and date kept to explain rows made from it. */
export const FilmTasteSchema = z.object({
  id: z.int(),
  rating: z.nullable(RatingSchema),
  seen: z.boolean(),
  title: z.string(),
  release_date: z.nullable(z.string()),
});
export type FilmTaste = z.infer<typeof FilmTasteSchema>;

/** `GET /api/taste`: every film the account rated or saw, from this server's movie source, latest change first. */
export const TasteSchema = z.object({ films: z.array(FilmTasteSchema) });
export type Taste = z.infer<typeof TasteSchema>;
