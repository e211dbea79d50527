import { mine, mineChanged } from "./account-access.js";
import { row } from "./endpoint.js";
import { MovieListSchema } from "./movies.js";
import { ForYouSchema, MyListChangeSchema } from "./my-list.js";
import type { TasteChangeSchema } from "./requests.js";
import { FilmTasteSchema, TasteSchema } from "./taste.js";
import type { z } from "./zod.js";

type In<S extends z.ZodMiniType> = z.input<S>;
type Out<S extends z.ZodMiniType> = z.infer<S>;

/** What the signed-in account keeps: My List, rows made for it and ratings. */
export const ACCOUNT_DATA_ENDPOINTS = {
  myList: row("GET", "/api/my-list", MovieListSchema, mine),
  forYou: row("GET", "/api/my-list/for-you", ForYouSchema, mine),
  addToMyList: row("PUT", "/api/my-list/:id", MyListChangeSchema, mineChanged),
  removeFromMyList: row("DELETE", "/api/my-list/:id", MyListChangeSchema, mineChanged),
  taste: row("GET", "/api/taste", TasteSchema, mine),
  rate: row<Out<typeof FilmTasteSchema>, In<typeof TasteChangeSchema>>(
    "PUT",
    "/api/taste/:id",
    FilmTasteSchema,
    mineChanged,
  ),
} as const;
