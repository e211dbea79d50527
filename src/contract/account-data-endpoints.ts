import { type Endpoint, row } from "./endpoint.js";
import { MovieListSchema } from "./movies.js";
import { ForYouSchema, MyListChangeSchema } from "./my-list.js";
import type { TasteChangeSchema } from "./requests.js";
import { FilmTasteSchema, TasteSchema } from "./taste.js";
import type { z } from "./zod.js";

/** Signed in; every per-account store shares one budget per user. */
export const mine = {
  access: "signed-in",
  budgets: [{ name: "myList", per: "user", spentBy: "middleware" }],
} as const satisfies Pick<Endpoint, "access" | "budgets">;
/**
 * A change to a per-account row: also counted per address group, whatever the account (a crowd of
 * throwaway accounts on one network cannot fill the disk).
 */
export const mineChanged = {
  access: "signed-in",
  budgets: [...mine.budgets, { name: "storeWritesFromGroup", per: "address-group", spentBy: "middleware" }],
} as const satisfies Pick<Endpoint, "access" | "budgets">;
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
